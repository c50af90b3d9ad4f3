import { asc, max, sql } from 'drizzle-orm';
import { products } from '#modules/catalog/index.ts';
import type { DbOrTx } from '#server/db/client.ts';

/** At most this many products are considered for reviews and questions: the scale benchmarks' millions get a spread sample, not millions of reviews. */
const CANDIDATES = 4_000;

/** A product the demo shoppers may review or ask about. */
export interface Candidate {
  id: number;
  categoryId: number;
  salesCount: number;
  status: number;
  sellerIds: number[];
}

/** Every product, or an even spread of them in a large catalogue, in id order. */
export async function candidateProducts(db: DbOrTx): Promise<Candidate[]> {
  const [top] = await db.select({ n: max(products.id) }).from(products);
  const stride = Math.max(1, Math.ceil((top?.n ?? 0) / CANDIDATES));
  return db
    .select({ id: products.id, categoryId: products.categoryId, salesCount: products.salesCount, status: products.status, sellerIds: products.sellerIds })
    .from(products)
    .where(sql`${products.id} % ${stride} = 0`)
    .orderBy(asc(products.id));
}
