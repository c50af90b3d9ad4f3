import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../server/db/client.ts';
import { num, rowsOf } from '../../../server/db/rows.ts';
import { users } from '../../account/schema.ts';
import { authorName } from '../author.ts';
import { productExperiences } from '../schema.ts';
import { FEEDBACK_ITEMS, type FeedbackItem } from './items.ts';

/** What the product page's «بازخورد» tab shows: buyers' verdicts and their published experience notes. */
export interface FeedbackTabData {
  /** Buyers who gave feedback (each counted once, by their latest verdict). */
  buyers: number;
  /** Of them, the share satisfied (0–100), null with none. */
  satisfied_percent: number | null;
  /** Every feedback item with how many buyers ticked it, most ticked first. */
  items: (FeedbackItem & { count: number })[];
  experiences: { id: number; user_name: string; text: string; created_at: string }[];
}

export const EXPERIENCES_SHOWN = 10;

/**
 * The product's feedback tab. A shopper who bought it in two orders may have given two
 * verdicts: only their latest counts, so the numbers are of buyers, not of orders.
 */
export async function feedbackTab(db: DbOrTx, productId: number): Promise<FeedbackTabData> {
  const latest = sql`(select distinct on (user_id) satisfied, item_ids from product_feedbacks
    where product_id = ${productId} order by user_id, created_at desc, id desc) latest`;
  const [tally, ticked, notes] = await Promise.all([
    db.execute(sql`select count(*)::int as n, count(*) filter (where latest.satisfied)::int as yes from ${latest}`),
    db.execute(sql`select e.value::int as item, count(*)::int as n from ${latest}, jsonb_array_elements_text(latest.item_ids) e group by 1`),
    db
      .select({ id: productExperiences.id, text: productExperiences.text, createdAt: productExperiences.createdAt, firstName: users.firstName, lastName: users.lastName })
      .from(productExperiences)
      .innerJoin(users, eq(users.id, productExperiences.userId))
      .where(and(eq(productExperiences.productId, productId), eq(productExperiences.state, 'approved')))
      .orderBy(desc(productExperiences.createdAt), desc(productExperiences.id))
      .limit(EXPERIENCES_SHOWN),
  ]);
  const [t] = rowsOf(tally);
  const buyers = num(t?.n);
  const counts = new Map(rowsOf(ticked).map((r) => [num(r.item), num(r.n)]));
  return {
    buyers,
    satisfied_percent: buyers ? Math.round((num(t?.yes) * 100) / buyers) : null,
    items: FEEDBACK_ITEMS.map((i) => ({ ...i, count: counts.get(i.id) ?? 0 })).sort((a, b) => b.count - a.count),
    experiences: notes.map((n) => ({ id: n.id, user_name: authorName(false, n.firstName, n.lastName), text: n.text, created_at: n.createdAt.toISOString() })),
  };
}
