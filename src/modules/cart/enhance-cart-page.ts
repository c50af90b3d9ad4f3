import { toAsciiDigits, toFaDigits } from '#lib/digits.ts';
import { showToast } from '#ui/toast/store.ts';
import { flashToast } from '#modules/account/client.ts';
import { onOtherTabCartChange, publishCartChange } from './count-store.ts';
import { cartText } from './text.ts';
import { checkBulkField, watchBulkQuantities } from './enhance-bulk-quantity.ts';

/**
 * The /cart page's script: a few KB instead of a React island. The page
 * is server-rendered plain forms that work from the first paint (and without JavaScript);
 * this takes them over: it posts the same form, shows the line as pending at once (a +
 * or − shows its new count right away), then swaps in the page the server answers with
 * (`[data-cart-root]`), turns the server's notice into a toast and puts keyboard focus
 * back on the control that was used. Changes run one at a time, in the order tapped;
 * repeated taps on a stepper are counted from what is shown and sent as one change. A
 * partner's typed quantity (enhance-bulk-quantity.ts) is priced as it is typed, checked
 * before it is sent, and survives a swap another line's change brings.
 */
const ROOT = '[data-cart-root]';
const LINE = '[data-cart-line],[data-future-line]';

const root = () => document.querySelector<HTMLElement>(ROOT);
const lineOf = (el: Element | null) => el?.closest<HTMLElement>(LINE) ?? null;

/** Counts wanted on steppers and not yet confirmed by the server: variety id → count. */
const wanted = new Map<number, number>();
let chain: Promise<unknown> = Promise.resolve();
const inOrder = (work: () => Promise<void>) => (chain = chain.then(work, work));

function pending(el: HTMLElement | null, on: boolean) {
  if (!el) return;
  el.toggleAttribute('aria-busy', on);
  const status = el.matches(LINE) ? el.querySelector<HTMLElement>('[data-line-status]') : null;
  if (status) status.textContent = on ? cartText.pending : '';
}

/** Shows a stepper's wanted count before the server answers (and after a swap, until it does). */
function showWanted(id: number, count: number) {
  const form = document.querySelector<HTMLFormElement>(`form[data-stepper="${id}"]`);
  if (!form) return;
  const output = form.querySelector('output');
  if (output) output.textContent = toFaDigits(count);
  // A focused button about to be disabled (+ at the ceiling) hands focus to the count first:
  // disabling it would drop focus to the page.
  const disable = (button: HTMLButtonElement | null, off: boolean) => {
    if (!button) return;
    if (off && document.activeElement === button) output?.focus({ preventScroll: true });
    button.disabled = off;
  };
  disable(form.querySelector<HTMLButtonElement>('[data-step="1"]'), count >= Number(form.dataset.max));
  disable(form.querySelector<HTMLButtonElement>('[data-step="-1"]'), count <= Number(form.dataset.min));
  pending(lineOf(form), true);
}

function toast(text: string, tone: string) {
  showToast(text, tone === 'error' ? 'error' : 'success');
}

/** Puts the server's page in place of ours, keeping focus and the changes still in flight. */
function swap(html: string, quiet = false) {
  const next = new DOMParser().parseFromString(html, 'text/html').querySelector<HTMLElement>(ROOT);
  const current = root();
  if (!next || !current) return location.assign('/cart');
  const focusKey = (document.activeElement as HTMLElement | null)?.dataset?.focus;
  const notice = next.querySelector<HTMLElement>('[data-cart-notice]');
  notice?.remove();
  const typing = typedQuantities(current);
  current.replaceWith(document.adoptNode(next));
  for (const [id, count] of wanted) showWanted(id, count);
  restoreTyped(next, typing);
  if (notice && !quiet) toast(notice.textContent ?? '', notice.dataset.cartNotice ?? '');
  publishCartChange(Number(next.dataset.count) || 0);
  if (focusKey) restoreFocus(next, focusKey);
}

/** Quantities typed on other lines and not sent yet: a swap must not wipe them. */
function typedQuantities(scope: HTMLElement): Map<string, string> {
  const typed = new Map<string, string>();
  for (const input of scope.querySelectorAll<HTMLInputElement>('input[data-bulk-count]')) {
    if (input.id && input.value !== input.defaultValue) typed.set(input.id, input.value);
  }
  return typed;
}

function restoreTyped(scope: HTMLElement, typed: Map<string, string>) {
  for (const [id, value] of typed) {
    const input = scope.querySelector<HTMLInputElement>(`input[data-bulk-count][id="${CSS.escape(id)}"]`);
    if (!input) continue;
    input.value = value;
    checkBulkField(input, false);
  }
}

/** The same control again; a disabled one (+ at the ceiling) hands focus to its count, a gone line to the title. */
function restoreFocus(scope: HTMLElement, key: string) {
  const same = scope.querySelector<HTMLElement>(`[data-focus="${key}"]`);
  const target =
    same && !(same as HTMLButtonElement).disabled
      ? same
      : (same?.closest('form')?.querySelector<HTMLElement>('output') ?? scope.querySelector<HTMLElement>('#cart-title'));
  target?.focus({ preventScroll: true });
}

/**
 * Posts one form the way the browser would have, then shows the answer. `settle` runs
 * just before the answer is shown (a stepper forgets the count it has just had confirmed).
 */
async function send(action: string, body: URLSearchParams, busy: HTMLElement | null, settle?: () => void) {
  pending(busy, true);
  try {
    const res = await fetch(action, { method: 'POST', body, credentials: 'same-origin', headers: { Accept: 'text/html' } });
    const type = res.headers.get('Content-Type') ?? '';
    if (res.ok && type.includes('text/html')) {
      const html = await res.text();
      settle?.();
      return swap(html);
    }
    const message = type.includes('json') ? ((await res.json()) as { message?: string }).message : undefined;
    toast(message ?? cartText.noResponse, 'error');
  } catch {
    toast(cartText.noResponse, 'error');
  }
  // Failed: back to what the server last said.
  settle?.();
  pending(busy, false);
  await refresh();
}

async function refresh() {
  try {
    const res = await fetch('/cart', { credentials: 'same-origin' });
    if (res.ok) swap(await res.text(), true);
  } catch {
    // The page keeps what it shows; the next change answers with the truth.
  }
}

/** Sends a stepper's wanted count; tapped again meanwhile, the newer count follows. */
async function flush(id: number) {
  const sent = wanted.get(id);
  if (sent === undefined) return;
  const line = lineOf(document.querySelector(`form[data-stepper="${id}"]`));
  await send('/cart/change', new URLSearchParams({ id: String(id), count: String(sent) }), line, () => {
    if (wanted.get(id) === sent) wanted.delete(id);
  });
  if (wanted.has(id)) inOrder(() => flush(id));
}

function stepper(form: HTMLFormElement, button: HTMLButtonElement) {
  const id = Number(form.dataset.stepper);
  const step = Number(button.dataset.step);
  const shown = wanted.get(id) ?? (Number(toAsciiDigits(form.querySelector('output')?.textContent ?? '')) || Number(button.value) - step);
  const count = step === 0 ? 0 : Math.min(Number(form.dataset.max), Math.max(Number(form.dataset.min), shown + step));
  if (count === shown) return;
  const queued = wanted.has(id);
  wanted.set(id, count);
  showWanted(id, count);
  if (!queued) inOrder(() => flush(id));
}

/** A partner's typed count: checked here first (the server checks again), then sent as one change. */
function bulkLine(form: HTMLFormElement) {
  const input = form.querySelector<HTMLInputElement>('input[data-bulk-count]');
  if (!input) return;
  const count = checkBulkField(input, true);
  if (count === null) return input.focus();
  // Sent: what the server answers replaces it, a later swap does not bring it back.
  input.defaultValue = input.value;
  const line = lineOf(form);
  pending(line, true);
  inOrder(() => send('/cart/change', new URLSearchParams({ id: form.dataset.bulkLine ?? '', count: String(count) }), line));
}

function takeOver(form: HTMLFormElement, submitter: HTMLButtonElement | null) {
  if (form.dataset.bulkLine) return bulkLine(form);
  if (form.dataset.stepper && submitter) return stepper(form, submitter);
  const body = new URLSearchParams(new FormData(form, submitter) as unknown as Record<string, string>);
  const busy = lineOf(form) ?? submitter;
  pending(busy, true);
  inOrder(() => send(form.action, body, busy));
}

/** A native <dialog> asks first (remove, clear, all to the future list); «بله» goes on. */
function confirmFirst(text: string, then: () => void) {
  const dialog = document.querySelector<HTMLDialogElement>('dialog[data-cart-confirm]');
  if (!dialog) return then();
  dialog.querySelector('[data-confirm-text]')!.textContent = text;
  dialog.returnValue = '';
  dialog.addEventListener('close', () => dialog.returnValue === 'yes' && then(), { once: true });
  dialog.showModal();
}

function onSubmit(event: SubmitEvent) {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.closest(ROOT)) return;
  const submitter = event.submitter instanceof HTMLButtonElement ? event.submitter : null;
  if (form.matches('[data-checkout]')) {
    submitter?.setAttribute('aria-busy', 'true');
    if (form.dataset.warn) flashToast(form.dataset.warn, 'warn');
    if (form.dataset.login === undefined) return; // the server sends the shopper on
    event.preventDefault();
    void import('#modules/account/client.ts').then((m) => m.openLoginFromAnywhere(() => location.assign('/cart?checkout=1')));
    submitter?.removeAttribute('aria-busy');
    return;
  }
  if (form.matches('[data-sign-in]')) {
    event.preventDefault();
    void import('#modules/account/client.ts').then((m) => m.openLoginFromAnywhere(() => location.reload()));
    return;
  }
  if (form.method !== 'post') return;
  event.preventDefault();
  if (submitter?.disabled || submitter?.getAttribute('aria-disabled') === 'true') return;
  const ask = submitter?.dataset.confirm;
  if (ask) confirmFirst(ask, () => takeOver(form, submitter));
  else takeOver(form, submitter);
}

export function enhanceCartPage(): void {
  document.addEventListener('submit', onSubmit);
  watchBulkQuantities();
  onOtherTabCartChange(() => inOrder(refresh));
  // Marks the page taken over (the page's inline first-paint script steps aside; tests wait for it).
  document.documentElement.dataset.cartReady = '';
}
