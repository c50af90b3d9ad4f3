import { productImages, products, varieties, varietyPriceTiers, type ImageArt, productSearchText } from '#modules/catalog/index.ts';
import { normalizePersian } from '#lib/normalize.ts';
import { slugify } from '#lib/slug.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { drawAttributes } from './attributes.ts';
import { COLORS } from './data/colors.ts';
import { insertChunks, resetSequences } from './insert.ts';
import { discounted, discountRange, MODEL_SUFFIXES, priceRial, SELLER_SPREAD } from './prices.ts';
import type { Random } from './random.ts';
import type { Taxonomy } from './taxonomy.ts';

/** A variety that can go on promotion (in stock), remembered for the promotion seeder. */
export interface PromotableVariety {
  id: number;
  priceOffRial: number;
}

const DAY = 86_400_000;
/** Fixed so that the same seed gives the same dates everywhere. */
const CATALOGUE_DATE = Date.UTC(2026, 10, 1);
const SUFFIXES = MODEL_SUFFIXES.map(([suffix]) => suffix);
const VIEWS = ['front', 'angle', 'detail', 'box'] as const;
const VIEW_ALT: Record<(typeof VIEWS)[number], string> = { front: 'نمای روبه‌رو', angle: 'نمای کناری', detail: 'نمای نزدیک', box: 'جعبه' };
const COLOR_HEX = new Map(COLORS.map((c) => [c.nameEn, c.hexcode]));
const VARIETY_COUNTS = [1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 5, 6];
const BATCH = 1000;

/** Mixes a brand colour with white: the picture's pale background. */
function tint(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const mix = (c: number) => Math.round(c + (255 - c) * amount);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(mix);
  return `#${((1 << 24) | (r! << 16) | (g! << 8) | b!).toString(16).slice(1)}`;
}

export async function seedProducts(db: DbOrTx, tax: Taxonomy, count: number, rng: Random): Promise<PromotableVariety[]> {
  const usedNames = new Set<string>();
  const usedSlugs = new Set<string>();
  const promotable: PromotableVariety[] = [];
  let varietyId = 0;
  let imageId = 0;

  for (let start = 0; start < count; start += BATCH) {
    const productRows: (typeof products.$inferInsert)[] = [];
    const imageRows: (typeof productImages.$inferInsert)[] = [];
    const varietyRows: (typeof varieties.$inferInsert)[] = [];
    const tierRows: (typeof varietyPriceTiers.$inferInsert)[] = [];

    for (let i = start; i < Math.min(count, start + BATCH); i++) {
      const productId = i + 1;
      const leaf = tax.leaves[i % tax.leaves.length]!;
      const kind = leaf.seed.kind;

      // One set of attributes per product (attributes.ts): name, features and spec table
      // are written from it. Retry a few times to avoid twin names.
      let brand = tax.brandBySlug.get(rng.pick(kind.brands))!;
      let attrs = drawAttributes(kind, brand.slug, rng);
      const nameOf = () => [kind.noun, brand.name, 'مدل', attrs.model, ...attrs.axisValues.map((v) => `${v.axis.title} ${v.value.fa}`)].join(' ');
      for (let attempt = 0; usedNames.has(nameOf()) && attempt < 12; attempt++) {
        brand = tax.brandBySlug.get(rng.pick(kind.brands))!;
        attrs = drawAttributes(kind, brand.slug, rng, rng.pick(SUFFIXES));
      }
      const { model, axisValues } = attrs;
      const name = nameOf();
      usedNames.add(name);
      const nameEn = [brand.nameEn, model, ...axisValues.map((v) => v.value.en), kind.nounEn].join(' ');
      let slug = slugify(nameEn) || `product-${productId}`;
      if (usedSlugs.has(slug)) slug = `${slug}-${productId}`;
      usedSlugs.add(slug);

      const specifications = attrs.specifications;
      specifications.unshift({
        title: 'شناسنامه کالا',
        items: [
          { title: 'برند', value: brand.name },
          { title: 'مدل', value: model },
          { title: 'کشور سازنده برند', value: brand.country },
          // The name's axes (storage, volume…) belong in the table too.
          ...attrs.axisRows,
        ],
      });
      const tags = [...kind.tags, brand.name];
      const comingSoon = rng.chance(0.01);
      // Ratings come from the seeded reviews (reviews.ts, refreshProductRatings), never made
      // up here. These draws once invented one; they stay, unused, so every later draw, and
      // with it the catalogue that tests, demo orders and screenshots know, is unchanged.
      const formerlyRated = rng.chance(0.8) && rng.logUniform(1, 900) > 0;
      // Views spread over two orders of magnitude around what the kind draws (its demand).
      const viewCount = Math.floor(600 * (leaf.seed.demand ?? 1) * rng.logUniform(0.1, 10));
      const salesCount = Math.floor(rng.logUniform(1, 4_000)) - 1;
      if (formerlyRated) rng.next();

      productRows.push({
        id: productId,
        slug,
        name,
        nameEn,
        categoryId: leaf.id,
        brandId: brand.id,
        description: kind.description.map((s) => s.replaceAll('{name}', name).replaceAll('{brand}', brand.name)).join(' '),
        briefFeatures: attrs.briefFeatures,
        specifications,
        tags,
        // The demo has no video files: no video, no «ویدیوها» section (a broken player is worse).
        videos: [],
        status: comingSoon ? 2 : 1,
        searchText: productSearchText({
          name,
          nameEn,
          brandName: brand.name,
          brandNameEn: brand.nameEn,
          categoryNames: [leaf.seed.name, leaf.seed.nameEn],
          tags,
        }),
        nameSearch: normalizePersian(`${name} ${nameEn}`),
        viewCount,
        salesCount,
        // No reviews yet: 0 and 0 until the seeded reviews are counted.
        surveyAverage: 0,
        surveyCount: 0,
        createdAt: new Date(CATALOGUE_DATE - rng.int(0, 540) * DAY),
      });

      const nVarieties = rng.pick(VARIETY_COUNTS);
      const colorKeys = rng.sample(kind.colors, nVarieties);
      // Three or four pictures: front, angle, close-up and (often) the box, in the product's colours.
      const views = rng.chance(0.6) ? VIEWS : VIEWS.slice(0, 3);
      views.forEach((view, p) => {
        const colorKey = colorKeys.length ? colorKeys[p % colorKeys.length]! : undefined;
        const art: ImageArt = {
          background: tint(brand.color, 0.88 - p * 0.04),
          accent: brand.color,
          label: `${brand.nameEn} ${model}`.slice(0, 24),
          shape: kind.shape,
          view,
          ...(colorKey ? { color: COLOR_HEX.get(colorKey)! } : {}),
        };
        imageRows.push({ id: ++imageId, productId, position: p, alt: p ? `${name} - ${VIEW_ALT[view]}` : name, art });
      });

      // The price follows the model and its configuration (prices.ts). This draw once picked
      // it at random within the kind's band; it stays, unused, so every later draw is as it was.
      const baseToman = attrs.priceToman;
      rng.next();
      const [leastOff, mostOff] = discountRange(baseToman);
      const productOnSale = rng.chance(0.35);
      const outOfStock = comingSoon || rng.chance(0.08);
      for (let v = 0; v < nVarieties; v++) {
        const id = ++varietyId;
        // Sellers of one product differ by a percent or two, never enough to reorder a line.
        const main = priceRial(baseToman * (1 - SELLER_SPREAD + rng.next() * 2 * SELLER_SPREAD));
        const off = productOnSale && rng.chance(0.75) ? discounted(main, rng.int(leastOff, mostOff)) : main;
        const stock = outOfStock ? 0 : rng.chance(0.12) ? 0 : rng.int(1, 150);
        const colorKey = colorKeys[v % colorKeys.length];
        varietyRows.push({
          id,
          productId,
          // The shop itself, or a seller whose kind fits (no laptops from a perfume shop).
          sellerId: rng.chance(0.3) ? tax.sellerIds[0]! : rng.pick(leaf.sellerIds),
          colorId: colorKey ? tax.colorIdByKey.get(colorKey)! : null,
          guaranteeId: rng.pick(tax.guaranteeIds),
          priceMainRial: main,
          priceOffRial: off,
          stock,
          maxOrderCount: baseToman > 20_000_000 ? rng.pick([1, 2, 3]) : rng.pick([2, 3, 5, 10]),
          fastSend: rng.chance(0.45),
        });
        if (rng.chance(0.5)) {
          for (const [minQuantity, percent] of [
            [5, 4],
            [10, 8],
            [50, 12],
          ] as const) {
            tierRows.push({ varietyId: id, minQuantity, priceRial: discounted(off, percent) });
          }
        }
        if (stock > 5 && promotable.length < 400 && rng.chance(0.06)) promotable.push({ id, priceOffRial: off });
      }
    }

    await insertChunks(db, products, productRows, 500);
    await insertChunks(db, productImages, imageRows, 2000);
    await insertChunks(db, varieties, varietyRows, 1500);
    await insertChunks(db, varietyPriceTiers, tierRows, 3000);
  }
  await resetSequences(db, ['products', 'product_images', 'varieties']);
  return promotable;
}
