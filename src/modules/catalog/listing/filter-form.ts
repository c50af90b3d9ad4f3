import { formatNumber } from '#lib/digits.ts';
import { formatPriceInput, parsePriceInput, priceQueryValue, priceRangeError } from './price-input.ts';

/**
 * Enhances the listing's GET filter form (FilterPanel.astro). Without this the form
 * still works with its button. With it:
 * - in the phone sheet, changes wait for one «نمایش N کالا» button whose count follows
 *   the filters live (GET /v6/product/count, debounced); on wide screens a ticked box
 *   still applies at once;
 * - price fields show Persian digits grouped with «٬» as they are typed, go into the URL
 *   as ASCII digits, and a minimum above the maximum is explained instead of submitted;
 * - Escape closes the sheet.
 */
const WIDE = '(min-width: 64rem)';
const DEBOUNCE_MS = 300;
const PRICES = ['price_min', 'price_max'] as const;

export const applyLabel = (count: number) => `نمایش ${formatNumber(count)} کالا`;

/** The count request's query: the form's filters (prices in rials, as the API takes them) plus what the path fixes. */
export function countQuery(form: FormData, fixedQuery: string): string {
  const params = new URLSearchParams(fixedQuery);
  for (const [name, value] of form) {
    if (typeof value !== 'string' || name === 'sort') continue;
    if ((PRICES as readonly string[]).includes(name)) {
      const toman = parsePriceInput(value);
      if (typeof toman === 'number') params.set(name, String(toman * 10));
      continue;
    }
    params.append(name, value);
  }
  return params.toString();
}

/** Keeps the caret after the same number of digits while the field is regrouped. */
function regroup(input: HTMLInputElement): void {
  const caret = input.selectionStart ?? input.value.length;
  const digitsBefore = input.value.slice(0, caret).replace(/[^\d\u06F0-\u06F9\u0660-\u0669]/g, '').length;
  const next = formatPriceInput(input.value);
  if (next === input.value) return;
  input.value = next;
  let pos = 0;
  for (let seen = 0; pos < next.length && seen < digitsBefore; pos++) if (/[\u06F0-\u06F9]/.test(next[pos]!)) seen++;
  input.setSelectionRange(pos, pos);
}

export function enhanceFilterForm(form: HTMLFormElement): void {
  const button = form.querySelector<HTMLButtonElement>('[data-filter-apply]');
  const error = form.querySelector<HTMLElement>('[data-price-error]');
  const prices = PRICES.map((name) => form.elements.namedItem(name)).filter((el): el is HTMLInputElement => el instanceof HTMLInputElement);
  const toggle = document.getElementById('filters-toggle') as HTMLInputElement | null;
  const fixedQuery = (form.dataset.countUrl ?? '').split('?')[1] ?? '';
  const countPath = (form.dataset.countUrl ?? '').split('?')[0]!;
  const wide = () => window.matchMedia(WIDE).matches;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: AbortController | undefined;

  const label = (text: string) => {
    if (button) button.textContent = text;
  };
  if (form.dataset.total) label(applyLabel(Number(form.dataset.total)));

  /** The range message, or null; shown under the fields and marked on them. */
  const checkRange = (): string | null => {
    const [min, max] = prices.map((p) => parsePriceInput(p.value));
    const message = priceRangeError(min, max);
    if (error) error.textContent = message ?? '';
    for (const p of prices) {
      if (message) p.setAttribute('aria-invalid', 'true');
      else p.removeAttribute('aria-invalid');
    }
    return message;
  };

  const refreshCount = () => {
    clearTimeout(timer);
    pending?.abort();
    if (checkRange()) {
      button?.removeAttribute('aria-busy');
      label('قیمت‌ها را اصلاح کنید');
      return;
    }
    button?.setAttribute('aria-busy', 'true');
    timer = setTimeout(async () => {
      const controller = new AbortController();
      pending = controller;
      try {
        const res = await fetch(`${countPath}?${countQuery(new FormData(form), fixedQuery)}`, {
          signal: controller.signal,
          headers: { accept: 'application/json' },
        });
        const body = (await res.json()) as { data?: { count?: number } };
        if (typeof body.data?.count === 'number') label(applyLabel(body.data.count));
        else label('اعمال فیلترها');
      } catch (err) {
        if ((err as Error).name === 'AbortError') return;
        label('اعمال فیلترها');
      }
      if (pending === controller) button?.removeAttribute('aria-busy');
    }, DEBOUNCE_MS);
  };

  form.addEventListener('input', (event) => {
    const target = event.target as HTMLInputElement;
    if (prices.includes(target)) {
      regroup(target);
      refreshCount();
    }
  });
  form.addEventListener('change', (event) => {
    const target = event.target as HTMLInputElement;
    if (target.type !== 'checkbox' && target.type !== 'radio') return;
    if (wide() && !checkRange()) form.requestSubmit();
    else refreshCount();
  });
  form.addEventListener('submit', (event) => {
    if (!checkRange()) return;
    event.preventDefault();
    prices[0]?.focus();
  });
  form.addEventListener('formdata', (event) => {
    for (const name of PRICES) {
      const value = priceQueryValue(String(event.formData.get(name) ?? ''));
      if (value) event.formData.set(name, value);
      else event.formData.delete(name);
    }
  });
  form.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !toggle?.checked) return;
    toggle.checked = false;
    toggle.focus();
  });
}
