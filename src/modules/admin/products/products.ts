import { and, asc, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '#server/db/client.ts';
import { containsPattern } from '#server/db/like.ts';
import { validationError } from '#server/errors.ts';
import { normalizePersian } from '#lib/normalize.ts';
import { slugify } from '#lib/slug.ts';
import { refreshProductCards, brands, categories, productImages, products, varieties } from '#modules/catalog/index.ts';
import { catalogChange, found, type Editor } from './change.ts';
import { refreshSearchDocuments } from './search-text.ts';
import type { ProductInput } from './validation.ts';

/**
 * Products in the back office: find, create and edit what a product is
 * (names, address, category, brand, description, brief features, tags, status). A new
 * product has no pictures and no varieties; its search documents and listing card are
 * rebuilt in the change's transaction (search-text.ts, catalog/cards.ts, which also
 * purges the cached pages), so the shop shows the change at once.
 */
export const PRODUCT_SLUG_TAKEN = 'این نشانی برای کالای دیگری به کار رفته است';
const NOT_FOUND = 'کالا یافت نشد';
/** Products sit in the tree's third level, as the seeded catalogue's do (listings, search kinds and breadcrumbs expect it). */
export const PRODUCT_LEVEL = 3;

export interface ProductRow {
  id: number;
  slug: string;
  name: string;
  status: number;
  category: string;
  brand: string;
  varieties: number;
  imageId: number | null;
}

/** Newest first, or those whose name, address or number matches `q`. */
export async function findProducts(db: DbOrTx, q: string, limit = 30): Promise<ProductRow[]> {
  const text = normalizePersian(q);
  const where: SQL | undefined = !text
    ? undefined
    : /^\d{1,9}$/.test(text)
      ? eq(products.id, Number(text))
      : or(ilike(products.nameSearch, containsPattern(text)), ilike(products.slug, containsPattern(text)));
  return db
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      status: products.status,
      category: categories.name,
      brand: brands.name,
      varieties: sql<number>`(select count(*)::int from ${varieties} where ${varieties.productId} = ${products.id})`,
      imageId: sql<
        number | null
      >`(select ${productImages.id} from ${productImages} where ${productImages.productId} = ${products.id} order by ${productImages.position}, ${productImages.id} limit 1)`,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(where)
    .orderBy(desc(products.id))
    .limit(limit);
}

/** What the edit form shows: the product as stored, with its pictures in order. */
export async function productForEdit(db: DbOrTx, id: number) {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) return null;
  const pictures = await db
    .select({ id: productImages.id, position: productImages.position, alt: productImages.alt, uploaded: sql<boolean>`${productImages.path} is not null` })
    .from(productImages)
    .where(eq(productImages.productId, id))
    .orderBy(asc(productImages.position), asc(productImages.id));
  return { ...fieldsOf(row), id: row.id, pictures };
}

/** The audited state: what the form edits. */
function fieldsOf(r: typeof products.$inferSelect) {
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

export function createProduct(db: DbOrTx, editor: Editor, input: ProductInput): Promise<number> {
  return catalogChange(
    db,
    editor,
    'product.create',
    async (tx) => {
      const values = await valuesOf(tx, input);
      // search_text is written by afterChange, from the joined brand and category.
      const [row] = await tx
        .insert(products)
        .values({ ...values, specifications: [], searchText: '' })
        .returning();
      await afterChange(tx, row!.id);
      return { result: row!.id, subjectType: 'product', subjectId: row!.id, after: fieldsOf(row!) };
    },
    PRODUCT_SLUG_TAKEN,
  );
}

export function updateProduct(db: DbOrTx, editor: Editor, input: ProductInput & { id: number }): Promise<number> {
  return catalogChange(
    db,
    editor,
    'product.update',
    async (tx) => {
      const [row] = await tx.select().from(products).where(eq(products.id, input.id)).for('update');
      const before = fieldsOf(found(row, NOT_FOUND));
      const values = await valuesOf(tx, input, input.id);
      const [after] = await tx.update(products).set(values).where(eq(products.id, input.id)).returning();
      await afterChange(tx, input.id);
      return { result: input.id, subjectType: 'product', subjectId: input.id, before, after: fieldsOf(after!) };
    },
    PRODUCT_SLUG_TAKEN,
  );
}
