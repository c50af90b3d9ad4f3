import type { DbOrTx } from '#server/db/client.ts';
import { ALERT_KINDS, varietyChanges } from './schema.ts';

/**
 * Queues what subscribers must hear about, in the transaction of the change itself, so
 * an alert is never lost nor sent for a change that rolled back.
 */
export interface VarietyState {
  stock: number;
  /** The regular payable price (price_off), rials. */
  price: number;
}

export async function recordVarietyChange(tx: DbOrTx, varietyId: number, before: VarietyState, after: VarietyState): Promise<void> {
  const rows: (typeof varietyChanges.$inferInsert)[] = [];
  if (before.stock <= 0 && after.stock > 0) rows.push({ varietyId, kind: ALERT_KINDS.restock });
  if (after.price < before.price) rows.push({ varietyId, kind: ALERT_KINDS.priceDrop, oldPriceRial: before.price, newPriceRial: after.price });
  if (rows.length) await tx.insert(varietyChanges).values(rows);
}
