import { asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { users } from '#modules/account/index.ts';
import { closeDecision } from '#modules/decisions/index.ts';
import { orderDispatches } from '#modules/orders/index.ts';
import { createBackRequest, dispatchReturnFacts, reasons, returnDecision } from '#modules/returns/index.ts';
import { receiveReturn } from '#flows/receive-return.ts';

/**
 * The demo customer's returns, through the real code (docs/adr/0028): the "returned"
 * order's items asked back, confirmed by the demo owner and received (stock back, refund
 * in the balance), and one item of the delivered order waiting to be decided, so the
 * return screens, the inbox and /admin/returns show something real. Outside production
 * only. Answers how many requests it made; none when the goods are of a kind that does
 * not come back (the caller then records the order as returned by hand, as before).
 */
const OWNER_MOBILE = '09120000011';

async function ask(db: Db, userId: number, dispatchId: number, onlyFirst: boolean): Promise<number | null> {
  const { rules } = await dispatchReturnFacts(db, userId, dispatchId);
  const open = [...rules.lines.entries()].filter(([, l]) => l.left > 0);
  if (open.length === 0) return null;
  const [reason] = await reasons(db);
  const chosen = onlyFirst ? open.slice(0, 1) : open;
  const made = await createBackRequest(db, userId, {
    dispatch_id: dispatchId,
    BackDetails: chosen.map(([id, l]) => ({
      order_detail_id: id,
      count: onlyFirst ? 1 : l.left,
      back_request_reason_id: reason!.id,
      description: onlyFirst ? 'رنگ کالا با تصویر سایت فرق دارد' : 'اندازه مناسب نبود',
    })),
  });
  return made.id;
}

/** Every item of a delivered order asked back, confirmed and received. */
export async function returnWholeOrder(db: Db, userId: number, orderId: number): Promise<number> {
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, OWNER_MOBILE));
  const dispatches = await db.select().from(orderDispatches).where(eq(orderDispatches.orderId, orderId)).orderBy(asc(orderDispatches.id));
  let made = 0;
  for (const d of dispatches) {
    const id = await ask(db, userId, d.id, false);
    if (id === null) continue;
    if (owner) {
      await db.transaction(async (tx) => {
        await returnDecision.approve(tx, id, owner.id, '');
        await closeDecision(tx, 'return', id, 'approved', owner.id, null);
      });
      await receiveReturn(db, id);
    }
    made++;
  }
  return made;
}

/** One item of a delivered order asked back, waiting in the inbox. */
export async function askOneBack(db: Db, userId: number, orderId: number): Promise<boolean> {
  const [first] = await db.select().from(orderDispatches).where(eq(orderDispatches.orderId, orderId)).orderBy(asc(orderDispatches.id)).limit(1);
  return first ? (await ask(db, userId, first.id, true)) !== null : false;
}
