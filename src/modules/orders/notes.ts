import type { Db } from '#server/db/client.ts';
import { staffChange, type Staff } from '#modules/staff/index.ts';
import { lockOrder } from './locks.ts';
import { orderNotes } from './schema.ts';

/** A staff-only note on an order (never shown to the shopper): an audited change under the order's row lock. */
export async function addOrderNote(db: Db, staff: Staff, input: { id: number; body: string }, ip?: string): Promise<void> {
  await staffChange(
    db,
    staff,
    'orders.fulfil',
    'order.note',
    async (tx) => {
      await lockOrder(tx, input.id);
      await tx.insert(orderNotes).values({ orderId: input.id, authorUserId: staff.userId, body: input.body });
      return { result: undefined, subjectType: 'order', subjectId: input.id, after: { note: input.body } };
    },
    ip,
  );
}
