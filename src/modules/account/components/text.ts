import { toFaDigits } from '#lib/digits.ts';

export { fill } from '#lib/fill.ts';

/** 125 → "۰۲:۰۵" (mm:ss, Persian digits) for the code countdown. */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  const mm = String(Math.floor(s / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return toFaDigits(`${mm}:${ss}`);
}

/**
 * A mobile number as people read it, in Persian digits: ۰۹۱۲ ۱۲۳ ۴۵۶۷, isolated left to
 * right (U+2066…U+2069) so Persian text around it does not reverse its groups.
 */
export function formatMobile(mobile: string): string {
  const m = /^(\d{4})(\d{3})(\d{4})$/.exec(mobile);
  return `\u2066${toFaDigits(m ? `${m[1]} ${m[2]} ${m[3]}` : mobile)}\u2069`;
}

/**
 * A mobile number with its middle hidden, as shown when a code is about to be sent:
 * 09121234567 → ۰۹۱۲***۴۵۶۷ (left to right inside Persian text).
 */
export function maskMobile(mobile: string): string {
  const m = /^(\d{4})\d{3}(\d{4})$/.exec(mobile);
  return `\u2066${toFaDigits(m ? `${m[1]}***${m[2]}` : mobile)}\u2069`;
}

/** A national code with only its first three and last two digits: 0499370899 → ۰۴۹*****۹۹. */
export function maskNationalCode(code: string): string {
  if (!/^\d{10}$/.test(code)) return '\u2066***\u2069';
  return `\u2066${toFaDigits(`${code.slice(0, 3)}*****${code.slice(8)}`)}\u2069`;
}
