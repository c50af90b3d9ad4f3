import { describe, expect, it } from 'vitest';
import { applyLabel, countQuery } from './filter-form.ts';

describe("the filter sheet's live count", () => {
  it("asks the count API with the form's filters, prices in rials, plus what the path fixes", () => {
    const form = new FormData();
    form.append('q', 'گوشی');
    form.append('sort', 'price');
    form.append('brand', 'samsung');
    form.append('brand', 'xiaomi');
    form.append('price_min', '۱٬۰۰۰٬۰۰۰');
    form.append('price_max', '');
    form.append('available', '1');
    const params = new URLSearchParams(countQuery(form, 'category=digital-devices'));
    expect(params.get('category')).toBe('digital-devices');
    expect(params.get('q')).toBe('گوشی');
    expect(params.has('sort')).toBe(false);
    expect(params.getAll('brand')).toEqual(['samsung', 'xiaomi']);
    expect(params.get('price_min')).toBe('10000000');
    expect(params.has('price_max')).toBe(false);
    expect(params.get('available')).toBe('1');
  });

  it('labels the button with the count in Persian digits', () => {
    expect(applyLabel(1234)).toBe('نمایش ۱٬۲۳۴ کالا');
  });
});
