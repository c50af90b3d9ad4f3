import { and, asc, eq } from 'drizzle-orm';
import { users } from '#modules/account/index.ts';
import { products } from '#modules/catalog/index.ts';
import { orderDispatches, orderLines, orders, ORDER_STATUS, SEND_STATUS } from '#modules/orders/index.ts';
import { FEEDBACK_ITEMS, productExperiences, productFeedbacks } from '#modules/reviews/index.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { BUYER_EXPERIENCES, EXPERIENCES } from '../data/experience-texts.ts';
import { DEMO_MOBILE } from '../demo-orders.ts';
import { MINUTE, type SaidBatch } from './batch.ts';
import type { Candidate } from './candidates.ts';
import type { ProductVoice } from './voices.ts';

/** What the demo customer liked about a product she received. */
const LIKED = FEEDBACK_ITEMS.filter((f) => f.positive).slice(0, 2);

/** A reviewer's note on how `product` has been to use, a week to three months after the review (before now). */
export function noteUse(batch: SaidBatch, product: Candidate, voice: ProductVoice, userId: number, reviewedAt: Date): void {
  const { rng, now } = batch;
  batch.experiences.push({
    productId: product.id,
    userId,
    text: rng.pick(BUYER_EXPERIENCES).replaceAll('{noun}', voice.noun),
    state: 'approved',
    createdAt: new Date(Math.min(reviewedAt.getTime() + rng.int(7, 90) * 24 * 60 * MINUTE, now.getTime() - MINUTE)),
  });
}

/**
 * The demo customer's notes and feedback on what she really received (demo-orders.ts):
 * an experience note on each product of her delivered order and feedback on its first
 * product. The order's own rating and its other product's feedback are left for her to
 * try; her returned order takes no feedback (only delivered orders do, feedback/write.ts).
 * After the demo orders, on every seed: `reset` empties these with the products, the
 * orders stay.
 */
export async function seedDemoFeedback(db: DbOrTx): Promise<number> {
  const [u] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, DEMO_MOBILE));
  if (!u) return 0;
  const lines = await db
    .selectDistinct({ orderId: orders.id, productId: orderLines.productId })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(orderDispatches, eq(orderDispatches.id, orderLines.dispatchId))
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(and(eq(orders.userId, u.id), eq(orders.status, ORDER_STATUS.delivered), eq(orderDispatches.sendStatus, SEND_STATUS.delivered)))
    .orderBy(asc(orders.id), asc(orderLines.productId));
  const delivered = lines.filter((l) => l.orderId === lines[0]?.orderId);
  const noted = new Set(
    (await db.select({ productId: productExperiences.productId }).from(productExperiences).where(eq(productExperiences.userId, u.id))).map((r) => r.productId),
  );
  let made = 0;
  for (const [i, line] of delivered.slice(0, EXPERIENCES.length).entries()) {
    if (noted.has(line.productId)) continue;
    await db.insert(productExperiences).values({ productId: line.productId, userId: u.id, text: EXPERIENCES[i]!, state: 'approved' });
    made++;
  }
  const first = delivered[0];
  if (first) {
    const inserted = await db
      .insert(productFeedbacks)
      .values({ orderId: first.orderId, productId: first.productId, userId: u.id, satisfied: true, itemIds: LIKED.map((f) => f.id) })
      .onConflictDoNothing()
      .returning({ id: productFeedbacks.id });
    made += inserted.length;
  }
  return made;
}
