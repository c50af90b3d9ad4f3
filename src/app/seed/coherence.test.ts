import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '#tests/harness.ts';
import { brands, categories, productImages, products, sellers, varieties } from '#modules/catalog/schema.ts';
import { banners, magNews, sliders } from '#modules/content/schema.ts';
import type { Database } from '#server/db/client.ts';
import { bannerSvg } from '#server/media/art.ts';
import { axisValuesOf, drawAttributes, modelsOf, priceOf } from './attributes.ts';
import { CATALOG } from './data/catalog.ts';
import { SELLERS } from './data/sellers.ts';
import type { LeafCategorySeed, ModelSeed, NameAxis, ProductKindSeed } from './data/types.ts';
import { MODEL_SUFFIXES, roundToman, SELLER_SPREAD } from './prices.ts';
import { Random } from './random.ts';
import { sellsIn } from './taxonomy.ts';

/**
 * The demo catalogue does not contradict itself, or shoppers trust none of it. Brand, model,
 * features, spec table, price and seller agree; every product has several pictures; banners speak Persian.
 */
const leaves = new Map<string, { leaf: LeafCategorySeed; main: string; sub: string }>();
for (const main of CATALOG) for (const sub of main.children) for (const leaf of sub.children) leaves.set(leaf.slug, { leaf, main: main.slug, sub: sub.slug });

const specValue = (groups: { items: { title: string; value: string }[] }[], title: string) =>
  groups
    .flatMap((g) => g.items)
    .filter((r) => r.title === title)
    .map((r) => r.value);

/**
 * The rules (the model's and the kind's) a product's values break: values that go together
 * (a charger's port count and kinds, a fridge's build and doors, a bulb's watts and lumens).
 */
function brokenRules(kind: ProductKindSeed, model: ModelSeed, valueOf: (title: string) => string | undefined): string[] {
  return [...(model.rules ?? []), ...(kind.rules ?? [])].flatMap((rule) => {
    if (!Object.entries(rule.when).every(([t, vs]) => vs.includes(valueOf(t)!))) return [];
    return Object.entries(rule.then)
      .filter(([t, vs]) => !vs.includes(valueOf(t)!))
      .map(([t]) => `${model.name}: ${JSON.stringify(rule.when)} but ${t} ${valueOf(t)}`);
  });
}

describe('drawn attributes (a sample of 3,000 across every kind)', () => {
  const rng = new Random(14);
  const sample = [...leaves.values()].flatMap(({ leaf }) =>
    Array.from({ length: 50 }, () => {
      const brand = rng.pick(leaf.kind.brands);
      return { leaf, brand, attrs: drawAttributes(leaf.kind, brand, rng) };
    }),
  );

  it('shows in the key features exactly the values of the spec table, each row once', () => {
    for (const { attrs } of sample) {
      const table = [...attrs.specifications, { items: attrs.axisRows }];
      for (const f of attrs.briefFeatures) expect(specValue(table, f.title), f.title).toEqual([f.value]);
      const titles = table.flatMap((g) => g.items.map((r) => r.title));
      expect(new Set(titles).size).toBe(titles.length);
    }
  });

  it('gives every brand only its own models, and model lines their fixed values', () => {
    for (const { leaf, brand, attrs } of sample) {
      const own = modelsOf(leaf.kind, brand);
      expect(
        own.map((m) => m.name),
        `${leaf.slug} ${brand}`,
      ).toContain(attrs.model);
      const model = own.find((m) => m.name === attrs.model)!;
      for (const [title, allowed] of Object.entries(model.specs ?? {})) {
        const shown = [...specValue(attrs.specifications, title), ...attrs.axisValues.filter((a) => a.axis.title === title).map((a) => a.value.fa)];
        for (const value of shown) expect(allowed, `${attrs.model} ${title}`).toContain(value);
      }
    }
  });

  it('keeps values that go together together (no charger with one port and three), as its model and kind say', () => {
    let applied = 0;
    const broken: string[] = [];
    for (const { leaf, brand, attrs } of sample) {
      const model = modelsOf(leaf.kind, brand).find((m) => m.name === attrs.model)!;
      const table = [...attrs.specifications, { items: attrs.axisRows }];
      const valueOf = (title: string) => specValue(table, title)[0];
      broken.push(...brokenRules(leaf.kind, model, valueOf).map((b) => `${leaf.slug} ${brand} ${b}`));
      applied += [...(model.rules ?? []), ...(leaf.kind.rules ?? [])].filter((r) => Object.entries(r.when).every(([t, vs]) => vs.includes(valueOf(t)!))).length;
    }
    expect([...new Set(broken)]).toEqual([]);
    expect(applied).toBeGreaterThan(300);
    const chargers = sample.filter((d) => d.leaf.slug === 'phone-charger');
    for (const { attrs } of chargers) {
      const ports = specValue(attrs.specifications, 'تعداد پورت')[0];
      const kinds = specValue(attrs.specifications, 'نوع پورت خروجی')[0]!;
      const counted = kinds.startsWith('دو USB-C و یک') ? '۳ پورت' : kinds.startsWith('دو') || kinds.includes(' و ') ? '۲ پورت' : '۱ پورت';
      expect(ports, kinds).toBe(counted);
    }
  });

  it('never lets two brands share a model of the shared lists', () => {
    for (const { leaf } of leaves.values()) {
      const owner = new Map<string, string>();
      for (const brand of leaf.kind.brands.filter((b) => !leaf.kind.lines?.[b])) {
        for (const m of modelsOf(leaf.kind, brand)) {
          expect(owner.get(m.name) ?? brand, `${leaf.slug} ${m.name}`).toBe(brand);
          owner.set(m.name, brand);
        }
      }
    }
  });

  it('rules out the contradictions a shopper once met: an Apple phone on Android, «اپل Edge 50 Fusion», a 13-inch MSI with 15.6 inches', () => {
    for (const { leaf, brand, attrs } of sample) {
      if (leaf.slug === 'smartphone') {
        const os = specValue(attrs.specifications, 'نسخه سیستم‌عامل')[0]!;
        expect(os.startsWith('iOS'), `${brand} ${attrs.model} ${os}`).toBe(brand === 'apple');
        expect(attrs.model.startsWith('iPhone'), attrs.model).toBe(brand === 'apple');
        if (attrs.model === 'Edge 50 Fusion') expect(brand).toBe('motorola');
      }
      if (leaf.slug === 'laptop' && /\b13\b/.test(attrs.model)) {
        expect(specValue(attrs.specifications, 'اندازه صفحه‌نمایش')[0], attrs.model).toMatch(/^۱۳\.[۰-۹] اینچ$/);
      }
    }
  });
});

describe('every seller sells what fits its kind', () => {
  it('has specialists and general sellers for every leaf', () => {
    for (const { main, sub } of leaves.values()) {
      const fit = SELLERS.filter((s) => sellsIn(s.kind, main, sub));
      expect(fit.some((s) => s.kind !== 'general')).toBe(true);
      expect(fit.filter((s) => s.kind === 'general').length).toBeGreaterThanOrEqual(3);
    }
    expect(sellsIn('beauty-and-health', 'digital-devices', 'laptop-and-computer')).toBe(false);
    expect(sellsIn('mobile', 'digital-devices', 'laptop-and-computer')).toBe(false);
  });
});

describe('the seeded catalogue', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(() => database.close());

  it('names each product after its brand and model, with features that match its table, and no videos', async () => {
    const rows = await database.db
      .select({ p: products, brand: brands.name, leaf: categories.slug })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .innerJoin(categories, eq(categories.id, products.categoryId));
    expect(rows.length).toBeGreaterThan(100);
    for (const { p, brand } of rows) {
      const model = specValue(p.specifications, 'مدل')[0]!;
      expect(specValue(p.specifications, 'برند')).toEqual([brand]);
      expect(p.name).toContain(`${brand} مدل ${model}`);
      for (const f of p.briefFeatures) expect(specValue(p.specifications, f.title), `${p.name}: ${f.title}`).toEqual([f.value]);
      expect(p.videos).toEqual([]);
    }
  });

  /** Each product with its kind, brand, model (its place in the brand's line), tier word and name-axis values. */
  async function seededProducts() {
    const rows = await database.db
      .select({ p: products, brand: brands.slug, leaf: categories.slug })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .innerJoin(categories, eq(categories.id, products.categoryId));
    const offers = await database.db.select({ productId: varieties.productId, main: varieties.priceMainRial, off: varieties.priceOffRial }).from(varieties);
    const byProduct = Map.groupBy(offers, (v) => v.productId);
    return rows.map(({ p, brand, leaf }) => {
      const kind = leaves.get(leaf)!.leaf.kind;
      const named = specValue(p.specifications, 'مدل')[0]!;
      const line = modelsOf(kind, brand);
      let tier = line.findIndex((m) => m.name === named);
      let suffix = '';
      for (const [s] of MODEL_SUFFIXES) {
        if (tier >= 0 || !s) continue;
        tier = line.findIndex((m) => m.name + s === named);
        suffix = s;
      }
      const config = kind.axes.map((axis) => ({ axis, value: axis.values.find((v) => v.fa === specValue(p.specifications, axis.title)[0])! }));
      const mains = byProduct.get(p.id)!.map((v) => v.main / 10);
      return { p, brand, leaf, kind, model: line[tier]!, tier, suffix, config, mains, offers: byProduct.get(p.id)! };
    });
  }

  it('spells out in the spec table every value its name gives, as its model is made, values that go together together', async () => {
    for (const { p, kind, model, config } of await seededProducts()) {
      expect(model, `${p.name}`).toBeDefined();
      for (const { axis, value } of config) {
        expect(value, `${p.name}: ${axis.title}`).toBeDefined();
        expect(p.name).toContain(`${axis.title} ${value.fa}`);
        expect(axisValuesOf(model, axis), `${p.name}: ${axis.title}`).toContain(value);
      }
      for (const [title, allowed] of Object.entries(model.specs ?? {})) {
        for (const shown of specValue(p.specifications, title)) expect(allowed, `${p.name}: ${title}`).toContain(shown);
      }
      expect(brokenRules(kind, model, (title) => specValue(p.specifications, title)[0])).toEqual([]);
    }
  });

  it('prices each product as its model sells in its configuration, its sellers within a percent or two', async () => {
    for (const { p, kind, model, suffix, config, mains } of await seededProducts()) {
      const toman = roundToman(priceOf(model, config, suffix));
      const [least, most] = kind.priceToman;
      expect(toman, p.name).toBeGreaterThanOrEqual(least);
      expect(toman, p.name).toBeLessThanOrEqual(most);
      for (const main of mains) expect(Math.abs(main / toman - 1), `${p.name}: ${main} for ${toman}`).toBeLessThanOrEqual(SELLER_SPREAD + 0.01);
    }
  });

  it('never sells a later model of a brand’s line, or a bigger configuration, for less than an earlier or smaller one', async () => {
    const all = await seededProducts();
    const rank = (c: { axis: NameAxis; value: NameAxis['values'][number] }) => c.axis.values.indexOf(c.value);
    const priced = (axis: NameAxis) => axis.values.some((v) => v.price !== undefined);
    let pairs = 0;
    for (const a of all) {
      for (const b of all) {
        if (a === b || a.leaf !== b.leaf || a.brand !== b.brand || a.suffix !== b.suffix || a.tier > b.tier) continue;
        const atMost = a.config.every((x, i) => (priced(x.axis) ? rank(x) <= rank(b.config[i]!) : x.value === b.config[i]!.value));
        const same = a.tier === b.tier && a.config.every((x, i) => x.value === b.config[i]!.value);
        if (!atMost || same) continue;
        pairs++;
        expect(Math.max(...a.mains), `${a.p.name} < ${b.p.name}`).toBeLessThan(Math.min(...b.mains));
      }
    }
    expect(pairs).toBeGreaterThan(0);
  });

  it('takes a few percent off a phone or a laptop, never a third', async () => {
    for (const { p, offers } of await seededProducts()) {
      for (const { main, off } of offers) if (main >= 200_000_000) expect(off / main, p.name).toBeGreaterThanOrEqual(0.87);
    }
  });

  it('sells each product only through sellers whose kind fits its category', async () => {
    const rows = await database.db
      .select({ seller: sellers.slug, leaf: categories.slug })
      .from(varieties)
      .innerJoin(sellers, eq(sellers.id, varieties.sellerId))
      .innerJoin(products, eq(products.id, varieties.productId))
      .innerJoin(categories, eq(categories.id, products.categoryId));
    const kindOf = new Map(SELLERS.map((s) => [s.slug, s.kind]));
    for (const { seller, leaf } of rows) {
      const where = leaves.get(leaf)!;
      expect(sellsIn(kindOf.get(seller)!, where.main, where.sub), `${seller} in ${leaf}`).toBe(true);
    }
  });

  it('gives every product three or four distinct pictures', async () => {
    const images = await database.db.select({ productId: productImages.productId, art: productImages.art }).from(productImages);
    const byProduct = Map.groupBy(images, (i) => i.productId);
    expect(byProduct.size).toBeGreaterThan(100);
    for (const list of byProduct.values()) {
      expect(list.length).toBeGreaterThanOrEqual(3);
      expect(list.length).toBeLessThanOrEqual(4);
      expect(new Set(list.map((i) => JSON.stringify(i.art))).size).toBe(list.length);
    }
  });

  it('writes the banners, sliders and magazine art in Persian, right to left', async () => {
    const arts = [
      ...(await database.db.select({ art: sliders.art }).from(sliders)),
      ...(await database.db.select({ art: banners.art }).from(banners)),
      ...(await database.db.select({ art: magNews.art }).from(magNews)),
    ];
    expect(arts.length).toBeGreaterThan(10);
    for (const { art } of arts) {
      expect(art.label).toMatch(/^[\u0600-\u06FF\u200c ]+$/);
      expect(bannerSvg(art)).toContain('direction="rtl"');
    }
  });
});
