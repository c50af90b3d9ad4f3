import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '#server/db/client.ts';
import { forget, forgetFor } from '#server/cache/memo.ts';
import { purgePages } from '#server/cache/page-version.ts';
import { ApiError, validationError } from '#server/errors.ts';
import { slugify } from '#lib/slug.ts';
import { products } from '../schema.ts';
import { refreshSearchDocuments } from './search-documents.ts';

/**
 * What categories' and brands' changes share (categories.ts, brands.ts): the address made
 * from the English name when left blank, the refusal to delete one in use, and what has
 * to follow a change for the shop to show it at once.
 */
export function slugOf(input: { slug?: string; name_en: string }): string {
  const slug = input.slug ?? slugify(input.name_en);
  if (!slug) throw validationError([{ field: 'slug', message: 'نشانی را با حروف انگلیسی بنویسید' }]);
  return slug;
}

/** A category or brand still named by products (or by other rows) is not deleted: 409. */
export const inUse = (message: string) => new ApiError(409, message);

/** Whether a database error is a foreign key's refusal (a row elsewhere still points here). */
function isForeignKeyViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (e.code === '23503') return true;
  }
  return false;
}

/**
 * A delete that a foreign key may still refuse (a row elsewhere points here): the refusal
 * becomes a 409 with `message`, which rolls the caller's transaction back like any error.
 */
export async function refusedWhenNamed<T>(message: string, remove: () => Promise<T>): Promise<T> {
  try {
    return await remove();
  } catch (err) {
    if (isForeignKeyViolation(err)) throw inUse(message);
    throw err;
  }
}

/**
 * After a category or brand changed, in its transaction: the search documents of its
 * products when the names they are built from changed (in batches: a big brand has
 * thousands), and every cached page (menus, listings, product pages show these names).
 */
export async function taxonomyChanged(tx: Tx, column: typeof products.categoryId | typeof products.brandId, id: number, namesChanged: boolean) {
  if (namesChanged) {
    const rows = await tx.select({ id: products.id }).from(products).where(eq(column, id));
    await refreshSearchDocuments(
      tx,
      rows.map((r) => r.id),
    );
  }
  purgePages();
}

/**
 * After the commit of a category's or brand's change: this process's in-memory copies of
 * the tree and the brands (others refresh within a minute). The caller runs it once its
 * transaction has committed, so no request caches the old rows again meanwhile.
 */
export function forgetTaxonomy(db: Db | DbOrTx) {
  forgetFor(db, 'categories');
  forgetFor(db, 'brands');
  forgetFor(db, 'search:vocabulary');
  forget('catalog:menu');
}

export const countProducts = async (tx: DbOrTx, column: typeof products.categoryId | typeof products.brandId, id: number) => {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(eq(column, id));
  return row?.n ?? 0;
};
