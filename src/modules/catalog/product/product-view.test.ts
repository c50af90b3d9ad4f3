import { describe, expect, it } from 'vitest';
import type { ProductVariety } from './product-types.ts';
import { chooseVariety, isProductTab, metaDescription, modelTitle, stockHint, varietyOptions } from './product-view.ts';
import { sellerTier } from './seller-tier.ts';

const red = { id: 1, color_name: 'قرمز', color_name_en: 'red', hexcode: '#f00' };
const blue = { id: 2, color_name: 'آبی', color_name_en: 'blue', hexcode: '#00f' };
const seller = (id: number) => ({ id, slug: `s${id}`, company_name: `فروشنده ${id}`, score: 3, tier: sellerTier(3) });

function variety(id: number, over: Partial<ProductVariety> = {}): ProductVariety {
  return {
    id,
    color: red,
    guarantee: { id: 1, guranty_name: 'گارانتی ۱۸ ماهه' },
    seller: seller(1),
    price_main: 1000,
    price_off: 1000,
    promotion: null,
    stock: 10,
    maxOrderCount: 3,
    min: 1,
    fastSend: false,
    can_buy: true,
    priceTiers: [],
    ...over,
  };
}

const varieties = [
  variety(10),
  variety(11, { price_off: 900, seller: seller(2) }),
  variety(12, { color: blue, stock: 0, can_buy: false }),
  variety(13, { color: blue, price_off: 1200, guarantee: { id: 2, guranty_name: 'اصالت کالا' } }),
];
const detail = { varieties, defaultVarietyId: 11 };

describe('product page helpers', () => {
  it('knows the spec tabs only', () => {
    expect(isProductTab('providers')).toBe(true);
    expect(isProductTab('specs')).toBe(false);
    expect(isProductTab(undefined)).toBe(false);
  });

  it('chooses ?variety when it belongs to the product, else the default', () => {
    expect(chooseVariety(detail, '13')!.id).toBe(13);
    expect(chooseVariety(detail, '999')!.id).toBe(11);
    expect(chooseVariety(detail, 'abc')!.id).toBe(11);
    expect(chooseVariety(detail, null)!.id).toBe(11);
    expect(chooseVariety({ varieties, defaultVarietyId: null }, null)!.id).toBe(11);
    expect(chooseVariety({ varieties: [], defaultVarietyId: null }, '1')).toBeNull();
  });

  it('offers every colour, then guarantees and sellers narrowed to the chosen one', () => {
    const opts = varietyOptions(detail, varieties[0]!);
    expect(opts.colors.map((o) => [o.value?.id, o.varietyId, o.selected])).toEqual([
      [1, 11, true],
      [2, 13, false],
    ]);
    expect(opts.guarantees.map((o) => o.varietyId)).toEqual([11]);
    expect(opts.sellers.map((o) => [o.value.id, o.selected])).toEqual([
      [2, false],
      [1, true],
    ]);
    const blueOpts = varietyOptions(detail, varieties[2]!);
    expect(blueOpts.guarantees.map((o) => [o.value.id, o.varietyId, o.selected])).toEqual([
      [2, 13, false],
      [1, 12, true],
    ]);
  });

  it('hints at low stock only from 1 to 5', () => {
    expect(stockHint({ stock: 3, can_buy: true })).toBe('تنها ۳ عدد در انبار باقی مانده');
    expect(stockHint({ stock: 5, can_buy: true })).not.toBeNull();
    expect(stockHint({ stock: 6, can_buy: true })).toBeNull();
    expect(stockHint({ stock: 0, can_buy: false })).toBeNull();
  });

  it('describes the page from the brief features within 160 characters', () => {
    const short = metaDescription({ name: 'کالا', description: 'x', briefFeatures: [{ title: 'رنگ', value: 'سرخ' }] });
    expect(short).toBe('کالا؛ رنگ: سرخ');
    const long = metaDescription({
      name: 'کالا',
      description: 'x',
      briefFeatures: Array.from({ length: 30 }, (_, i) => ({ title: `ویژگی ${i}`, value: 'مقدار' })),
    });
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith('…')).toBe(true);
  });

  it('writes phone models from the intro URL as people do', () => {
    expect(modelTitle('a56')).toBe('A56');
    expect(modelTitle('note-14-pro')).toBe('Note 14 Pro');
    expect(modelTitle('s25 fe')).toBe('S25 Fe');
  });
});
