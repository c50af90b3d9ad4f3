import { toFaDigits } from '#lib/digits.ts';
import { bulkPriceWords, quantityProblem, readQuantity } from './bulk-quantity.ts';
import type { PriceStep } from './validation.ts';

/**
 * The browser side of a partner's quantity field (components/BulkQuantity.tsx): as the
 * partner types, the unit price and line total follow the count typed, and a count that
 * cannot be ordered (not a number, above the limit) is said at once beside the field.
 * Below the minimum is said when the field is left or its form is sent, not while a larger
 * number is still being typed (typing 12 passes through 1). Used by the cart page's script
 * and the wholesale buy box's.
 */
const FIELD = '[data-bulk-quantity]';

interface Field {
  box: HTMLElement;
  input: HTMLInputElement;
  min: number;
  max: number;
  steps: PriceStep[];
}

function fieldOf(input: HTMLInputElement): Field | null {
  const box = input.closest<HTMLElement>(FIELD);
  if (!box) return null;
  let steps: PriceStep[] = [];
  try {
    steps = JSON.parse(box.dataset.steps ?? '[]') as PriceStep[];
  } catch {
    // A field without prices still checks its count.
  }
  return { box, input, min: Number(box.dataset.min) || 1, max: Number(box.dataset.max) || 0, steps };
}

function say(f: Field, problem: string | null) {
  const error = f.box.querySelector<HTMLElement>('[data-bulk-error]');
  if (error && error.textContent !== (problem ?? '')) error.textContent = problem ?? '';
  if (problem) f.input.setAttribute('aria-invalid', 'true');
  else f.input.removeAttribute('aria-invalid');
}

function showPrice(f: Field, count: number) {
  const words = bulkPriceWords(f.steps, count);
  if (!words) return;
  for (const key of ['unit', 'total', 'from'] as const) {
    const el = f.box.querySelector<HTMLElement>(`[data-bulk-${key}]`);
    if (el) el.textContent = words[key];
  }
}

/**
 * Reads the field: the count when it can be ordered, else null. `strict` (leaving the
 * field, sending the form) also says a count below the minimum or an empty field.
 */
export function checkBulkField(input: HTMLInputElement, strict: boolean): number | null {
  const f = fieldOf(input);
  if (!f) return readQuantity(input.value);
  const count = readQuantity(input.value);
  const problem = quantityProblem(count, f);
  if (count !== null && count >= 1) showPrice(f, count);
  const early = input.value.trim() !== '' && (count === null || count < 1 || count > f.max);
  say(f, strict || early ? problem : null);
  return problem ? null : count;
}

/** Sets the field to a count the server answered with (and its price). */
export function setBulkField(input: HTMLInputElement, count: number): void {
  input.value = toFaDigits(count);
  input.defaultValue = input.value;
  checkBulkField(input, false);
}

const isField = (t: EventTarget | null): t is HTMLInputElement => t instanceof HTMLInputElement && t.matches('[data-bulk-count]');

/** One delegated listener for every quantity field of the page, now and after swaps. */
export function watchBulkQuantities(doc: Document = document): void {
  doc.addEventListener('input', (e) => {
    if (isField(e.target)) checkBulkField(e.target, false);
  });
  doc.addEventListener('change', (e) => {
    if (isField(e.target)) checkBulkField(e.target, true);
  });
}
