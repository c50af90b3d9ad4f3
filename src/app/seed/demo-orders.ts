import { and, asc, eq, gt } from 'drizzle-orm';
import { users } from '#modules/account/index.ts';
import { addLine, carts } from '#modules/cart/index.ts';
import { PRODUCT_STATUS, products, varieties } from '#modules/catalog/index.ts';
import { checkoutOf } from '#modules/checkout/index.ts';
import { placeOrder } from '#flows/place-order.ts';
import { orderDispatches, orders, ORDER_STATUS, moveOrder } from '#modules/orders/index.ts';
import { cancelOrder } from '#flows/cancel-order.ts';
import { deliverDispatch, shipDispatch } from '#flows/fulfil-dispatch.ts';
import { sandboxAct, paymentAttempts } from '#modules/payments/index.ts';
import { verifyAttempt } from '#flows/verify-payment.ts';
import { config } from '#server/config.ts';
import { askOneBack, returnWholeOrder } from './demo-returns.ts';
import type { Db } from '#server/db/client.ts';

/**
 * The demo customer's orders, one in each state a shopper can meet, made
 * through the real checkout, sandbox bank and fulfilment code so they are whole: awaiting
 * payment (held for three days, so the demo keeps one), processing, on its way, delivered,
 * cancelled and returned (through a return request: demo-returns.ts), the delivered one with
 * one item asked back. Outside production only, after the catalogue and addresses.
 */
export const DEMO_MOBILE = '09120000001';
type Outcome = 'unpaid' | 'paid' | 'sent' | 'delivered' | 'cancelled' | 'returned';
const PLAN: readonly Outcome[] = ['delivered', 'returned', 'cancelled', 'sent', 'paid', 'unpaid'];

export async function seedDemoOrders(db: Db): Promise<number> {
  const [u] = await db.select().from(users).where(eq(users.mobile, DEMO_MOBILE));
  if (!u) return 0;
  // Once: a reseeded catalogue (npm run seed -- --reset) leaves orders as they are.
  const [existing] = await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, u.id)).limit(1);
  if (existing) return 0;
  const picks = await db
    .select({ id: varieties.id })
    .from(varieties)
    .innerJoin(products, eq(products.id, varieties.productId))
    .where(
      and(
        eq(varieties.isActive, true),
        eq(products.status, PRODUCT_STATUS.active),
        gt(varieties.stock, 5),
        gt(varieties.maxOrderCount, 2),
        eq(varieties.minOrderCount, 1),
      ),
    )
    .orderBy(asc(varieties.id))
    .limit(PLAN.length * 2);
  if (picks.length < PLAN.length * 2) return 0;
  let made = 0;
  for (const [i, outcome] of PLAN.entries()) {
    await db.insert(carts).values({ userId: u.id }).onConflictDoNothing();
    const [cart] = await db.select().from(carts).where(eq(carts.userId, u.id));
    for (const v of picks.slice(i * 2, i * 2 + 2)) await addLine(db, cart!, v.id, 1);
    const checkout = await checkoutOf(db, u.id).catch(() => null);
    if (!checkout?.address_id) return made;
    const slots = Object.fromEntries(checkout.dispatches.map((d) => [d.key, d.slots.find((s) => !s.full)!.id]));
    const placed = await placeOrder(db, u.id, `demo-order-${i}`, { address_id: checkout.address_id, slots }, config.siteUrl);
    await settle(db, placed.order_id, outcome, u.id);
    made++;
  }
  return made;
}

async function settle(db: Db, orderId: number, outcome: Outcome, userId: number): Promise<void> {
  if (outcome === 'unpaid') {
    await db
      .update(orders)
      .set({ holdUntil: new Date(Date.now() + 3 * 86_400_000) })
      .where(eq(orders.id, orderId));
    return;
  }
  const [attempt] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId));
  if (attempt?.authority) {
    await sandboxAct(db, attempt.authority, 'pay');
    await verifyAttempt(db, attempt.id);
  }
  if (outcome === 'cancelled') return cancelOrder(db, userId, orderId, 1);
  if (outcome === 'paid') return;
  const dispatches = await db.select().from(orderDispatches).where(eq(orderDispatches.orderId, orderId)).orderBy(asc(orderDispatches.id));
  for (const [n, d] of dispatches.entries()) {
    await shipDispatch(db, d.id, `BZ${String(orderId).padStart(6, '0')}${n + 1}IR`, 'system');
    if (outcome !== 'sent') await deliverDispatch(db, d.id, 'system');
  }
  if (outcome === 'delivered') await askOneBack(db, userId, orderId);
  // Returned through the real return path when its goods come back; else recorded as before.
  if (outcome === 'returned' && (await returnWholeOrder(db, userId, orderId)) === 0) {
    await db.transaction(async (tx) => {
      const [o] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (o?.status === ORDER_STATUS.delivered) await moveOrder(tx, o, ORDER_STATUS.returned, 'staff', { note: 'مرجوعی تأییدشده' });
    });
  }
}
