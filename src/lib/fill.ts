import { toFaDigits } from './digits.ts';

/** "{n} رقم" with values filled in; numbers come out in Persian digits. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const v = values[key];
    if (v === undefined) return whole;
    return typeof v === 'number' ? toFaDigits(v) : v;
  });
}
