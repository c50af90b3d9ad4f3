import { asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { containsPattern } from '#server/db/like.ts';
import { normalizePersian } from '#lib/normalize.ts';
import {
  brands,
  categories,
  createProductIn,
  PRODUCT_SLUG_TAKEN,
  productFields,
  productImages,
  products,
  updateProductIn,
  varieties,
} from '#modules/catalog/index.ts';
import { catalogChange, type Editor } from './change.ts';
import type { ProductInput } from './validation.ts';

/**
 * Products in the back office: find them, show one for editing, and the audited create
 * and edit of what a product is. The change itself is the catalogue's
 * (catalog/manage/products.ts: checks, search documents and the listing card rebuilt in
 * the change's transaction), run in the transaction that writes the audit row.
 */
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
  return { ...productFields(row), id: row.id, pictures };
}

export function createProduct(db: DbOrTx, editor: Editor, input: ProductInput): Promise<number> {
  return catalogChange(
    db,
    editor,
    'product.create',
    async (tx) => {
      const { id, after } = await createProductIn(tx, input);
      return { result: id, subjectType: 'product', subjectId: id, after };
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
      const { before, after } = await updateProductIn(tx, input);
      return { result: input.id, subjectType: 'product', subjectId: input.id, before, after };
    },
    PRODUCT_SLUG_TAKEN,
  );
}
