import { describe, expect, it } from 'vitest';
import { partnerTable, quote, shownPrice, tierPriceFor, type PriceFacts, type PromotionOffer } from './quote.ts';

const now = new Date('2030-06-01T10:00:00Z');
const running = (over: Partial<PromotionOffer> = {}): PromotionOffer => ({
  id: 7,
  priceRial: 800_000,
  count: 10,
  sold: 2,
  startsAt: new Date('2030-05-31T00:00:00Z'),
  endsAt: new Date('2030-06-02T00:00:00Z'),
  appOnly: false,
  ...over,
});
const tiers = [
  { minQuantity: 5, priceRial: 960_000 },
  { minQuantity: 10, priceRial: 920_000 },
  { minQuantity: 50, priceRial: 880_000 },
];
const facts = (over: Partial<PriceFacts> = {}): PriceFacts => ({
  priceMain: 1_200_000,
  price: 1_000_000,
  promotion: null,
  tiers,
  partner: false,
  stock: 100,
  maxOrderCount: 5,
  min: 1,
  buyable: true,
  ...over,
});

describe('the one price rule', () => {
  it('charges today’s price at retail, with the list price as “before”, up to the per-order limit', () => {
    expect(quote(facts(), 3, now)).toMatchObject({
      unit: 1_000_000,
      total: 3_000_000,
      before: 1_200_000,
      regular: 1_000_000,
      rule: 'retail',
      promotionId: null,
      maxQuantity: 5,
      limitedByStock: false,
    });
    expect(quote(facts({ stock: 2 }), 1, now)).toMatchObject({ maxQuantity: 2, limitedByStock: true });
    expect(quote(facts({ buyable: false }), 1, now).maxQuantity).toBe(0);
    expect(quote(facts({ stock: 0 }), 1, now).maxQuantity).toBe(0);
  });

  it('charges a running promotion below the price, and takes its places', () => {
    expect(quote(facts({ promotion: running() }), 2, now)).toMatchObject({
      unit: 800_000,
      total: 1_600_000,
      rule: 'promotion',
      promotionId: 7,
      regular: 1_000_000,
    });
  });

  it('ignores a promotion at or above the price (a price lowered below it), ended, not started or sold out', () => {
    // Staff lowered the price to 700,000 under the 800,000 promotion: everybody pays 700,000.
    expect(quote(facts({ price: 700_000, promotion: running() }), 1, now)).toMatchObject({ unit: 700_000, rule: 'retail', promotionId: null });
    expect(quote(facts({ price: 800_000, promotion: running() }), 1, now).rule).toBe('retail');
    expect(quote(facts({ promotion: running({ endsAt: new Date('2030-06-01T09:59:59Z') }) }), 1, now).unit).toBe(1_000_000);
    expect(quote(facts({ promotion: running({ startsAt: new Date('2030-06-01T10:00:01Z') }) }), 1, now).unit).toBe(1_000_000);
    expect(quote(facts({ promotion: running({ sold: 10 }) }), 1, now).unit).toBe(1_000_000);
  });

  it('gives a partner on the wholesale storefront the largest tier the count reaches, up to its largest tier, within the stock', () => {
    const partner = facts({ partner: true });
    expect(quote(partner, 1, now)).toMatchObject({ unit: 1_000_000, rule: 'retail', maxQuantity: 50, limitedByStock: false });
    expect(quote(partner, 4, now).unit).toBe(1_000_000);
    expect(quote(partner, 5, now)).toMatchObject({ unit: 960_000, rule: 'tier', total: 4_800_000 });
    expect(quote(partner, 49, now).unit).toBe(920_000);
    expect(quote(partner, 500, now).unit).toBe(880_000);
  });

  it('gives anyone else (a partner on the retail storefront included) no tiers', () => {
    expect(quote(facts({ partner: false }), 10, now)).toMatchObject({ unit: 1_000_000, rule: 'retail', maxQuantity: 5 });
  });

  it('never charges a tier above what anyone pays now: a cheaper promotion wins, a cheaper tier takes no promotion place', () => {
    const promo = facts({ partner: true, promotion: running({ priceRial: 930_000 }) });
    expect(quote(promo, 5, now)).toMatchObject({ unit: 930_000, rule: 'promotion', promotionId: 7 });
    expect(quote(promo, 10, now)).toMatchObject({ unit: 920_000, rule: 'tier', promotionId: null });
    // A tier left above a lowered price is not a partner price.
    expect(quote(facts({ partner: true, price: 900_000 }), 10, now)).toMatchObject({ unit: 900_000, rule: 'retail' });
    expect(quote(facts({ partner: true, price: 900_000 }), 50, now)).toMatchObject({ unit: 880_000, rule: 'tier' });
  });

  it('tierPriceFor is the largest tier reached, never above the base', () => {
    expect(tierPriceFor(1_000_000, tiers, 4)).toBe(1_000_000);
    expect(tierPriceFor(1_000_000, tiers, 10)).toBe(920_000);
    expect(tierPriceFor(900_000, tiers, 10)).toBe(900_000);
    expect(tierPriceFor(1_000_000, undefined, 100)).toBe(1_000_000);
  });

  it('shows a partner the tiers cheaper than one unit, and nobody else', () => {
    expect(partnerTable(facts({ partner: true }), now)).toEqual([
      { minQuantity: 5, price: 960_000 },
      { minQuantity: 10, price: 920_000 },
      { minQuantity: 50, price: 880_000 },
    ]);
    expect(partnerTable(facts({ partner: true, price: 900_000 }), now)).toEqual([{ minQuantity: 50, price: 880_000 }]);
    expect(partnerTable(facts({ partner: false }), now)).toEqual([]);
  });

  it('a card’s shown price takes the promotion only below the price and while it has places', () => {
    const p = { p_price: 800_000, countPromotion: 10, soldPromotionCount: 2 };
    expect(shownPrice(1_000_000, p)).toBe(800_000);
    expect(shownPrice(700_000, p)).toBe(700_000);
    expect(shownPrice(1_000_000, { ...p, soldPromotionCount: 10 })).toBe(1_000_000);
    expect(shownPrice(1_000_000, null)).toBe(1_000_000);
  });
});
