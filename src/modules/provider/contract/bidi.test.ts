import { describe, expect, it } from 'vitest';
import { visualRuns } from './bidi.ts';

/** What the page shows, left to right: RTL runs come out reversed from the shaper. */
const onPage = (line: string) =>
  visualRuns(line)
    .map((r) => (r.rtl ? Array.from(r.text).reverse().join('') : r.text))
    .join('');
const shape = (line: string) => visualRuns(line).map((r) => `${r.rtl ? 'R' : 'L'}:${r.text}`);

// RTL runs are listed in logical order (the shaper reverses them), runs left to right.
describe('visualRuns', () => {
  it('keeps a Persian-only line as one RTL run', () => {
    expect(shape('قرارداد همکاری فروش')).toEqual(['R:قرارداد همکاری فروش']);
  });

  it('keeps Persian digits in logical order and places them right to left with the words', () => {
    // Logical «تا ۴۸ ساعت»: «تا» at the right, then the number, then «ساعت» at the left.
    expect(shape('تا ۴۸ ساعت')).toEqual(['R: ساعت', 'L:۴۸', 'R:تا ']);
    expect(onPage('تا ۴۸ ساعت')).toBe('تعاس ۴۸ ات');
  });

  it('keeps a number with its separators whole', () => {
    expect(shape('تاریخ: ۱۴۰۵/۰۱/۰۹')).toEqual(['L:۱۴۰۵/۰۱/۰۹', 'R:تاریخ: ']);
    expect(shape('تلفن ۰۲۱-۹۱۰۰۰۰۰۰')).toEqual(['L:۰۲۱-۹۱۰۰۰۰۰۰', 'R:تلفن ']);
    expect(shape('۱۲٬۰۰۰ تومان')).toEqual(['R: تومان', 'L:۱۲٬۰۰۰']);
    expect(shape('۱۰٪ کارمزد')).toEqual(['R: کارمزد', 'L:۱۰٪']);
  });

  it('orders two numbers right to left, each read left to right', () => {
    expect(shape('از ۱۲ تا ۳۴')).toEqual(['L:۳۴', 'R: تا ', 'L:۱۲', 'R:از ']);
    // A separator with a space after it is not part of the number.
    expect(shape('۱۲، ۳۴')).toEqual(['L:۳۴', 'R:، ', 'L:۱۲']);
  });

  it('keeps Latin with its digits and spaces as one LTR run', () => {
    expect(shape('شبا: IR12 0550 0000')).toEqual(['L:IR12 0550 0000', 'R:شبا: ']);
    expect(shape('شرکت Bazaar Online ایران')).toEqual(['R: ایران', 'L:Bazaar Online', 'R:شرکت ']);
  });

  it('mirrors brackets and guillemets in RTL runs only', () => {
    expect(onPage('«بازار» (طرف اول)')).toBe('(لوا فرط) «رازاب»');
    expect(shape('(IR)')).toEqual(['R:(', 'L:IR', 'R:)']);
  });

  it('treats a lone number or Latin line as LTR', () => {
    expect(shape('۱۴۰۵')).toEqual(['L:۱۴۰۵']);
    expect(shape('IR120550000000000000000001')).toEqual(['L:IR120550000000000000000001']);
  });

  it('keeps the zero-width non-joiner inside the Persian word', () => {
    expect(shape('می‌شود ۷')).toEqual(['L:۷', 'R:می‌شود ']);
  });
});
