import { describe, expect, it } from 'vitest';
import { axisValuesOf, modelsOf, priceOf, type PricedModel } from './attributes.ts';
import { CATALOG } from './data/catalog.ts';
import type { NameAxis, ProductKindSeed } from './data/types.ts';
import { discountRange, MODEL_SUFFIXES, roundToman, SELLER_SPREAD } from './prices.ts';

/**
 * The demo shop's prices are ones an Iranian shopper, checking them against the big shops
 * in seconds, can believe: a line climbs from its entry model to its flagship, a bigger
 * configuration of a model (storage, RAM, size, volume…) costs more, and every price sits
 * in its kind's band. Sellers of one product differ by a percent or two, never enough to
 * reorder a line; the seeded catalogue is checked in coherence.test.ts.
 */
const kinds = CATALOG.flatMap((main) => main.children.flatMap((sub) => sub.children.map((leaf) => ({ slug: leaf.slug, kind: leaf.kind }))));

type Configuration = { axis: NameAxis; value: NameAxis['values'][number] }[];

/** Every configuration a model is made in: each combination of the name-axis values it allows. */
function configurations(kind: ProductKindSeed, brand: string, model: PricedModel): Configuration[] {
  return kind.axes.reduce<Configuration[]>((done, axis) => done.flatMap((c) => axisValuesOf(model, axis).map((value) => [...c, { axis, value }])), [[]]);
}

const priced = (axis: NameAxis) => axis.values.some((v) => v.price !== undefined);
const rank = (c: Configuration[number]) => c.axis.values.indexOf(c.value);

/** `a` is no more than `b`: no larger on any priced axis, the same on the others. */
const atMost = (a: Configuration, b: Configuration) => a.every((x, i) => (priced(x.axis) ? rank(x) <= rank(b[i]!) : x.value === b[i]!.value));
const label = (c: Configuration) => c.map((x) => x.value.en).join(' ');

/** What two prices must differ by so that no seller's price of the dearer one undercuts the cheaper (rounding included). */
const CLEAR_STEP = ((1 + SELLER_SPREAD) / (1 - SELLER_SPREAD)) * 1.005;

describe('the demo price list', () => {
  it('lists each priced name axis from its cheapest value up, every value priced', () => {
    for (const { slug, kind } of kinds) {
      for (const axis of kind.axes.filter(priced)) {
        const factors = axis.values.map((v) => v.price);
        expect(factors[0], `${slug} ${axis.title}`).toBe(1);
        for (let i = 1; i < factors.length; i++) expect(factors[i]!, `${slug} ${axis.title} ${axis.values[i]!.en}`).toBeGreaterThan(factors[i - 1]!);
      }
    }
  });

  it('prices every configuration of every model inside its kind’s band, with or without a tier word', () => {
    const outside: string[] = [];
    for (const { slug, kind } of kinds) {
      const [least, most] = kind.priceToman;
      for (const brand of kind.brands) {
        const suffixes = kind.lines?.[brand] ? [''] : MODEL_SUFFIXES.map(([s]) => s);
        for (const model of modelsOf(kind, brand)) {
          for (const c of configurations(kind, brand, model)) {
            for (const suffix of suffixes) {
              const toman = Math.round(priceOf(model, c, suffix));
              if (toman < least || toman > most) outside.push(`${slug} ${brand} ${model.name}${suffix} ${label(c)}: ${toman}`);
            }
          }
        }
      }
    }
    expect(outside).toEqual([]);
  });

  it('climbs a brand’s line: a later model, or a bigger configuration, never costs less (no Galaxy S25 Ultra under a Galaxy A16)', () => {
    const reversed: string[] = [];
    let pairs = 0;
    for (const { slug, kind } of kinds) {
      for (const brand of kind.brands) {
        const line = modelsOf(kind, brand);
        const offers = line.flatMap((model, tier) => configurations(kind, brand, model).map((c) => ({ model, tier, c, toman: priceOf(model, c) })));
        for (const a of offers) {
          for (const b of offers) {
            if (a === b || a.tier > b.tier || !atMost(a.c, b.c)) continue;
            pairs++;
            if (b.toman / a.toman < CLEAR_STEP)
              reversed.push(`${slug} ${brand}: ${a.model.name} ${label(a.c)} ${Math.round(a.toman)} vs ${b.model.name} ${label(b.c)} ${Math.round(b.toman)}`);
          }
        }
      }
    }
    expect(reversed).toEqual([]);
    expect(pairs).toBeGreaterThan(1000);
  });

  it('prices the lines the issue named the way the market does', () => {
    const toman = (slug: string, brand: string, model: string, ...values: string[]) => {
      const kind = kinds.find((k) => k.slug === slug)!.kind;
      const m = modelsOf(kind, brand).find((x) => x.name === model)!;
      const c = kind.axes.map((axis) => ({ axis, value: axis.values.find((v) => values.includes(v.en))! }));
      return roundToman(priceOf(m, c));
    };
    expect(toman('smartphone', 'samsung', 'Galaxy S25 Ultra', '256GB', '12GB RAM')).toBeGreaterThan(
      5 * toman('smartphone', 'samsung', 'Galaxy A16', '256GB', '8GB RAM'),
    );
    expect(toman('smartphone', 'apple', 'iPhone 16 Pro Max', '512GB', '8GB RAM')).toBeGreaterThan(
      toman('smartphone', 'apple', 'iPhone 16', '128GB', '8GB RAM'),
    );
    expect(toman('smartphone', 'xiaomi', '14T', '512GB', '12GB RAM')).toBeGreaterThan(toman('smartphone', 'xiaomi', '14T', '256GB', '12GB RAM'));
    // A Nokia C32 is an entry phone: a few million toman, not tens of millions.
    expect(toman('smartphone', 'nokia', 'C32', '128GB', '6GB RAM')).toBeLessThan(10_000_000);
  });

  it('keeps discounts on dear things to a few percent', () => {
    expect(discountRange(150_000_000)).toEqual([2, 12]);
    expect(discountRange(3_000_000)[1]).toBeLessThanOrEqual(25);
    expect(discountRange(300_000)[1]).toBeLessThanOrEqual(40);
  });
});
