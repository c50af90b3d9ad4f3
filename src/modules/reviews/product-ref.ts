import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { products } from '#modules/catalog/index.ts';

export interface ProductRef {
  id: number;
  slug: string;
  name: string;
}

/** The little a writing page (review, question, answer, experience) shows of its product, by slug; null: the page answers 404. */
export async function productBySlug(db: DbOrTx, slug: string): Promise<ProductRef | null> {
  const [row] = await db.select({ id: products.id, slug: products.slug, name: products.name }).from(products).where(eq(products.slug, slug));
  return row ?? null;
}

/** The product exists (a review, a question or a list of them about one that does not answers 404). */
export const productExists = async (db: DbOrTx, productId: number) =>
  (await db.select({ id: products.id }).from(products).where(eq(products.id, productId))).length > 0;
