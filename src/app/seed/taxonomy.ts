import { brands, categories, colors, guarantees, sellers } from '#modules/catalog/index.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { BRANDS } from './data/brands.ts';
import { CATALOG } from './data/catalog.ts';
import { COLORS } from './data/colors.ts';
import { GUARANTEES } from './data/guarantees.ts';
import { SELLERS } from './data/sellers.ts';
import type { BrandSeed, LeafCategorySeed, SellerKind } from './data/types.ts';
import { insertChunks, resetSequences } from './insert.ts';

/** Ids of what the product generator refers to. */
export interface Taxonomy {
  brandBySlug: Map<string, BrandSeed & { id: number }>;
  colorIdByKey: Map<string, number>;
  guaranteeIds: number[];
  sellerIds: number[];
  /** `sellerIds`: the sellers whose kind fits the leaf (specialists and the general ones). */
  leaves: { id: number; seed: LeafCategorySeed; path: string[]; sellerIds: number[] }[];
}

/** Whether a seller of this kind sells in this leaf's main category and subcategory. */
export const sellsIn = (kind: SellerKind, mainSlug: string, subSlug: string) =>
  kind === 'general' || kind === mainSlug || (kind === 'mobile' && subSlug === 'mobile');

const JOINED_BASE = Date.UTC(2019, 0, 1);

export async function seedTaxonomy(db: DbOrTx): Promise<Taxonomy> {
  await insertChunks(
    db,
    colors,
    COLORS.map((c, i) => ({ id: i + 1, ...c })),
  );
  await insertChunks(
    db,
    guarantees,
    GUARANTEES.map((g, i) => ({ id: i + 1, ...g })),
  );
  await insertChunks(
    db,
    brands,
    BRANDS.map((b, i) => ({ id: i + 1, slug: b.slug, name: b.name, nameEn: b.nameEn, color: b.color, country: b.country })),
  );
  await insertChunks(
    db,
    sellers,
    SELLERS.map(({ kind: _kind, ...s }, i) => ({ id: i + 1, ...s, joinedAt: new Date(JOINED_BASE + i * 97 * 86_400_000) })),
  );

  const rows: (typeof categories.$inferInsert)[] = [];
  const leaves: Taxonomy['leaves'] = [];
  let id = 0;
  CATALOG.forEach((main, mi) => {
    const mainId = ++id;
    rows.push({ id: mainId, parentId: null, slug: main.slug, name: main.name, nameEn: main.nameEn, level: 1, sort: mi });
    main.children.forEach((sub, si) => {
      const subId = ++id;
      rows.push({ id: subId, parentId: mainId, slug: sub.slug, name: sub.name, nameEn: sub.nameEn, level: 2, sort: si });
      sub.children.forEach((leaf, li) => {
        const leafId = ++id;
        rows.push({
          id: leafId,
          parentId: subId,
          slug: leaf.slug,
          name: leaf.name,
          nameEn: leaf.nameEn,
          level: 3,
          sort: li,
          allowAddFromListing: leaf.kind.addFromListing ?? true,
        });
        const sellerIds = SELLERS.flatMap((seller, i) => (sellsIn(seller.kind, main.slug, sub.slug) ? [i + 1] : []));
        leaves.push({ id: leafId, seed: leaf, path: [main.name, sub.name, leaf.name], sellerIds });
      });
    });
  });
  await insertChunks(db, categories, rows);
  await resetSequences(db, ['colors', 'guarantees', 'brands', 'sellers', 'categories']);

  const brandBySlug = new Map(BRANDS.map((b, i) => [b.slug, { ...b, id: i + 1 }]));
  const colorIdByKey = new Map(COLORS.map((c, i) => [c.nameEn, i + 1]));
  for (const leaf of leaves) {
    const { brands: makers, lines = {} } = leaf.seed.kind;
    for (const slug of [...makers, ...Object.keys(lines)]) {
      if (!brandBySlug.has(slug)) throw new Error(`seed: leaf ${leaf.seed.slug} names unknown brand ${slug}`);
    }
    for (const slug of Object.keys(lines)) {
      if (!makers.includes(slug)) throw new Error(`seed: leaf ${leaf.seed.slug} has model lines for ${slug}, not one of its brands`);
    }
    for (const key of leaf.seed.kind.colors) {
      if (!colorIdByKey.has(key)) throw new Error(`seed: leaf ${leaf.seed.slug} names unknown colour ${key}`);
    }
  }
  return {
    brandBySlug,
    colorIdByKey,
    guaranteeIds: GUARANTEES.map((_, i) => i + 1),
    sellerIds: SELLERS.map((_, i) => i + 1),
    leaves,
  };
}
