import { and, desc, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { products } from '#modules/catalog/index.ts';
import { orderDispatches, orderLines, orders, SEND_STATUS } from '#modules/orders/index.ts';
import { STATE_TEXT } from '../moderation/moderate.ts';
import { productExperiences, questions, reviews, type ModerationState } from '../schema.ts';

/** What /profile/survey lists beside the orders: products to review, and the shopper's own texts with where they stand. */

const SHOWN = 20;

/** Products the shopper received and has not reviewed yet, most recently bought first. */
export async function productsToReview(db: DbOrTx, userId: number): Promise<{ product_id: number; name: string; slug: string }[]> {
  const rows = await db
    .select({ productId: products.id, name: products.name, slug: products.slug })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(orderDispatches, eq(orderDispatches.id, orderLines.dispatchId))
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(
      and(
        eq(orders.userId, userId),
        inArray(orderDispatches.sendStatus, [SEND_STATUS.delivered, SEND_STATUS.returned]),
        notExists(
          db
            .select({ x: sql`1` })
            .from(reviews)
            .where(and(eq(reviews.userId, userId), eq(reviews.productId, orderLines.productId))),
        ),
      ),
    )
    .groupBy(products.id, products.name, products.slug)
    .orderBy(desc(sql`max(${orderLines.id})`))
    .limit(SHOWN);
  return rows.map((r) => ({ product_id: r.productId, name: r.name, slug: r.slug }));
}

export interface OwnText {
  kind: 'review' | 'question' | 'experience';
  id: number;
  product: { name: string; slug: string };
  text: string;
  status: ModerationState;
  status_text: string;
  refuse_reason: string | null;
  created_at: string;
}

/** The shopper's latest reviews, questions and experience notes together, newest first. */
export async function ownTexts(db: DbOrTx, userId: number): Promise<OwnText[]> {
  // The three kinds share their columns' shape: one query each, read the same way.
  const latest = (table: typeof reviews | typeof questions | typeof productExperiences) =>
    db
      .select({
        id: table.id,
        text: table.text,
        state: table.state,
        reason: table.refuseReason,
        createdAt: table.createdAt,
        name: products.name,
        slug: products.slug,
      })
      .from(table)
      .innerJoin(products, eq(products.id, table.productId))
      .where(eq(table.userId, userId))
      .orderBy(desc(table.createdAt))
      .limit(SHOWN);
  const [r, q, e] = await Promise.all([latest(reviews), latest(questions), latest(productExperiences)]);
  const tag =
    (kind: OwnText['kind']) =>
    (row: (typeof r)[number]): OwnText => ({
      kind,
      id: row.id,
      product: { name: row.name, slug: row.slug },
      text: row.text,
      status: row.state,
      status_text: STATE_TEXT[row.state],
      refuse_reason: row.reason,
      created_at: row.createdAt.toISOString(),
    });
  return [...r.map(tag('review')), ...q.map(tag('question')), ...e.map(tag('experience'))]
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .slice(0, SHOWN);
}
