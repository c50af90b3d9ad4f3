import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { validationError } from '#server/errors.ts';
import { slugify } from '#lib/slug.ts';
import { refreshProductCards } from '../cards.ts';
import { brands, categories, products } from '../schema.ts';
import { found } from '#server/errors.ts';
import { refreshSearchDocuments } from './search-documents.ts';

/**
 * Editing what a product is (names, address, category, brand, description, brief
 * features, tags, status). A new product has no pictures and no varieties; its search
 * documents and listing card are rebuilt in the change's transaction (search-documents.ts,
 * cards.ts, which also purges the cached pages), so the shop shows the change at once.
 * Each runs in the caller's transaction (the back office's, with its audit row).
 */
export const PRODUCT_SLUG_TAKEN = 'این نشانی برای کالای دیگری به کار رفته است';
const NOT_FOUND = 'کالا یافت نشد';
/** Products sit in the tree's third level, as the seeded catalogue's do (listings, search kinds and breadcrumbs expect it). */
export const PRODUCT_LEVEL = 3;

/** A product as the editor sends it (the back office's form, already checked). */
export interface ProductInput {
  slug?: string;
  name: string;
  name_en: string;
  category_id: number;
  brand_id: number;
  description: string;
  brief_features: { title: string; value: string }[];
  tags: string[];
  status: number;
}

export type ProductFields = ReturnType<typeof productFields>;

/** What the editor edits of a product, as stored (and as the audit records it before and after). */
export function productFields(r: typeof products.$inferSelect) {
  return {
    slug: r.slug,
    name: r.name,
    nameEn: r.nameEn,
    categoryId: r.categoryId,
    brandId: r.brandId,
    description: r.description,
    briefFeatures: r.briefFeatures,
    tags: r.tags,
    status: r.status,
  };
}

/** The row's values from the form, after checking the category, the brand and the address. */
async function valuesOf(tx: Tx, input: ProductInput, id?: number) {
  const [category] = await tx.select({ level: categories.level }).from(categories).where(eq(categories.id, input.category_id));
  if (!category) throw validationError([{ field: 'category_id', message: 'این دسته وجود ندارد' }]);
  if (category.level !== PRODUCT_LEVEL) throw validationError([{ field: 'category_id', message: 'کالا را در دستهٔ سطح سوم (بدون زیردسته) قرار دهید' }]);
  const [brand] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, input.brand_id));
  if (!brand) throw validationError([{ field: 'brand_id', message: 'این برند وجود ندارد' }]);
  const slug = input.slug ?? slugify(input.name_en);
  if (!slug) throw validationError([{ field: 'slug', message: 'نشانی را با حروف انگلیسی بنویسید' }]);
  const [clash] = await tx
    .select({ id: products.id })
    .from(products)
    .where(id ? and(eq(products.slug, slug), ne(products.id, id)) : eq(products.slug, slug));
  if (clash) throw validationError([{ field: 'slug', message: PRODUCT_SLUG_TAKEN }]);
  return {
    slug,
    name: input.name,
    nameEn: input.name_en,
    categoryId: input.category_id,
    brandId: input.brand_id,
    description: input.description,
    briefFeatures: input.brief_features,
    tags: input.tags,
    status: input.status,
  };
}

/** Search documents and the listing card (and the cached pages) follow the product. */
async function afterChange(tx: Tx, id: number) {
  await refreshSearchDocuments(tx, [id]);
  await refreshProductCards(tx, [id]);
}

export async function createProductIn(tx: Tx, input: ProductInput): Promise<{ id: number; after: ProductFields }> {
  const values = await valuesOf(tx, input);
  // search_text is written by afterChange, from the joined brand and category.
  const [row] = await tx
    .insert(products)
    .values({ ...values, specifications: [], searchText: '' })
    .returning();
  await afterChange(tx, row!.id);
  return { id: row!.id, after: productFields(row!) };
}

export async function updateProductIn(tx: Tx, input: ProductInput & { id: number }): Promise<{ before: ProductFields; after: ProductFields }> {
  const [row] = await tx.select().from(products).where(eq(products.id, input.id)).for('update');
  const before = productFields(found(row, NOT_FOUND));
  const values = await valuesOf(tx, input, input.id);
  const [after] = await tx.update(products).set(values).where(eq(products.id, input.id)).returning();
  await afterChange(tx, input.id);
  return { before, after: productFields(after!) };
}
