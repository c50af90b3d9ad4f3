import { describe, expect, it } from 'vitest';
import { compareIdValues } from './compare-ids.ts';
import { buildAttributes, groupAttributes } from './compare.ts';

const phone = [
  {
    title: 'شناسنامه کالا',
    items: [
      { title: 'برند', value: 'سامسونگ' },
      { title: 'مدل', value: 'A56' },
    ],
  },
  { title: 'صفحه نمایش', items: [{ title: 'اندازه', value: '۶.۵ اینچ' }] },
];
const laptop = [
  {
    title: 'شناسنامه کالا',
    items: [
      { title: 'برند', value: 'ایسوس' },
      { title: 'کشور سازنده برند', value: 'تایوان' },
    ],
  },
  { title: 'پردازنده', items: [{ title: 'سازنده پردازنده', value: 'Intel' }] },
  {
    title: 'صفحه نمایش',
    items: [
      { title: 'اندازه', value: '۱۵.۶ اینچ' },
      { title: 'اندازه', value: 'تکراری' },
    ],
  },
];

describe('buildAttributes', () => {
  it('aligns the union of rows per product, groups in first-seen order', () => {
    expect(buildAttributes([phone, laptop])).toEqual([
      { group: 'شناسنامه کالا', title: 'برند', values: ['سامسونگ', 'ایسوس'] },
      { group: 'شناسنامه کالا', title: 'مدل', values: ['A56', null] },
      { group: 'شناسنامه کالا', title: 'کشور سازنده برند', values: [null, 'تایوان'] },
      { group: 'صفحه نمایش', title: 'اندازه', values: ['۶.۵ اینچ', '۱۵.۶ اینچ'] },
      { group: 'پردازنده', title: 'سازنده پردازنده', values: [null, 'Intel'] },
    ]);
  });

  it('gives a product without specifications a column of nulls', () => {
    const rows = buildAttributes([null, phone]);
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.values.length === 2 && r.values[0] === null)).toBe(true);
    expect(buildAttributes([])).toEqual([]);
  });

  it('groups rows for display', () => {
    const groups = groupAttributes(buildAttributes([phone, laptop]));
    expect(groups.map((g) => [g.group, g.rows.length])).toEqual([
      ['شناسنامه کالا', 3],
      ['صفحه نمایش', 1],
      ['پردازنده', 1],
    ]);
  });
});

describe('compare ids in the query', () => {
  it('reads ids[]=, indexed ids[n]= in index order, and products=', () => {
    expect(compareIdValues({ 'ids[]': ['1', '2'] })).toEqual({ field: 'ids', values: ['1', '2'] });
    expect(compareIdValues({ 'ids[1]': ['9'], 'ids[0]': ['8'] })).toEqual({ field: 'ids', values: ['8', '9'] });
    expect(compareIdValues({ products: ['1,2', '3'] })).toEqual({ field: 'products', values: ['1,2', '3'] });
    expect(compareIdValues({})).toEqual({ field: 'products', values: [] });
  });
});

describe('differs (the compare page’s highlighted rows)', () => {
  it('is true when products disagree or one lacks the row, false when all agree or only one is compared', async () => {
    const { differs } = await import('./compare.ts');
    expect(differs(['۸ گیگابایت', '۱۲ گیگابایت'])).toBe(true);
    expect(differs(['۸ گیگابایت', null])).toBe(true);
    expect(differs(['۸ گیگابایت', '۸ گیگابایت '])).toBe(false);
    expect(differs([null, null])).toBe(false);
    expect(differs(['۸ گیگابایت'])).toBe(false);
  });
});
