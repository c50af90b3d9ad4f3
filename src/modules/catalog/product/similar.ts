import type { DbOrTx } from '#server/db/client.ts';
import { memoFor } from '#server/cache/memo.ts';
import type { ProductCard } from '../card.ts';
import { EMPTY_FILTERS, listProducts } from '../listing/listing.ts';

const SHOWN = 8;

/**
 * "Similar products" on a product page: the most viewed of its leaf category. Every
 * product of a category shares the list, so it is kept for a minute per category and
 * the product itself is left out when shown.
 */
export async function similarProducts(db: DbOrTx, leafSlug: string, productId: number): Promise<ProductCard[]> {
  const top = await memoFor(db, `similar:${leafSlug}`, 60_000, async () => {
    const filters = { ...EMPTY_FILTERS, category: leafSlug };
    return (await listProducts(db, filters, 'most-viewed', { page: 1, perPage: SHOWN + 1 }, { count: false })).items;
  });
  return top.filter((c) => c.id !== productId).slice(0, SHOWN);
}
