import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { num, rowsOf } from '#server/db/rows.ts';
import { authorName } from '../author.ts';
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
  // One statement, not three: on PGlite each round trip costs ~2 ms, and the product page
  // renders every tab on each uncached request.
  const [row] = rowsOf(
    await db.execute(sql`
      with latest as (
        select distinct on (user_id) satisfied, item_ids from product_feedbacks
        where product_id = ${productId} order by user_id, created_at desc, id desc
      )
      select
        (select count(*) from latest)::int as n,
        (select count(*) filter (where satisfied) from latest)::int as yes,
        (select coalesce(json_agg(json_build_object('item', t.item, 'n', t.n)), '[]'::json)
           from (select e.value::int as item, count(*)::int as n from latest, jsonb_array_elements_text(latest.item_ids) e group by 1) t) as ticked,
        (select coalesce(json_agg(json_build_object('id', x.id, 'text', x.text, 'created_at', x.created_at, 'first_name', x.first_name, 'last_name', x.last_name)
                                  order by x.created_at desc, x.id desc), '[]'::json)
           from (select pe.id, pe.text, pe.created_at, u.first_name, u.last_name
                 from product_experiences pe join users u on u.id = pe.user_id
                 where pe.product_id = ${productId} and pe.state = 'approved'
                 order by pe.created_at desc, pe.id desc limit ${EXPERIENCES_SHOWN}) x) as notes`),
  );
  const buyers = num(row?.n);
  const ticked = (row?.ticked ?? []) as { item: number; n: number }[];
  const notes = (row?.notes ?? []) as { id: number; text: string; created_at: string; first_name: string | null; last_name: string | null }[];
  const counts = new Map(ticked.map((r) => [num(r.item), num(r.n)]));
  return {
    buyers,
    satisfied_percent: buyers ? Math.round((num(row?.yes) * 100) / buyers) : null,
    items: FEEDBACK_ITEMS.map((i) => ({ ...i, count: counts.get(i.id) ?? 0 })).sort((a, b) => b.count - a.count),
    experiences: notes.map((n) => ({
      id: n.id,
      user_name: authorName(false, n.first_name, n.last_name),
      text: n.text,
      created_at: new Date(n.created_at).toISOString(),
    })),
  };
}
