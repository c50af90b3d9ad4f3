import { toFaDigits } from '#lib/digits.ts';

/**
 * Shows what the shopper types in a numeric field (mobile, code, national code) in Persian
 * digits, whichever keyboard they type with: the field's rules accept both and normalise to
 * ASCII (lib/validation), so only the display changes. Digit for digit, so the caret stays.
 */
export function echoPersianDigits(el: HTMLInputElement): void {
  const shown = toFaDigits(el.value);
  if (shown === el.value) return;
  const start = el.selectionStart;
  const end = el.selectionEnd;
  el.value = shown;
  if (start !== null && end !== null && document.activeElement === el) el.setSelectionRange(start, end);
}
