import { eq } from 'drizzle-orm';
import { buyableVarieties, fillCart, makeShopper, type TestShopper } from './shopper.ts';
import { payOrder, placeOrder } from '../checkout-helpers.ts';
import type { TestApi } from '../harness.ts';
import { orderDispatches, orderLines } from '#modules/orders/schema.ts';
import { deliverDispatch, shipDispatch } from '#flows/fulfil-dispatch.ts';

/**
 * Test helper (API tests only): real orders through the checkout endpoints, each from
 * different varieties so a file's orders never run one variety out of stock.
 */
let skip = 0;

export interface TestOrder {
  shopper: TestShopper;
  orderId: number;
  paymentUrl: string | null;
  dispatches: (typeof orderDispatches.$inferSelect)[];
}

/** An order with a fast-send dispatch and a seller's dispatch, paid unless `pay` is false. */
export async function twoDispatchOrder(t: TestApi, { pay = true, shopper }: { pay?: boolean; shopper?: TestShopper } = {}): Promise<TestOrder> {
  const s = shopper ?? (await makeShopper(t.db));
  const at = (skip += 2);
  const [fast] = await buyableVarieties(t.db, 1, { fastSend: true, skip: at });
  const [slow] = await buyableVarieties(t.db, 1, { fastSend: false, skip: at });
  await fillCart(t.db, s.userId, [
    { id: fast!.id, count: 1 },
    { id: slow!.id, count: 2 },
  ]);
  const placed = await placeOrder(t, s);
  if (pay && placed.payment_url) await payOrder(t, placed.payment_url);
  const dispatches = await t.db.select().from(orderDispatches).where(eq(orderDispatches.orderId, placed.order_id)).orderBy(orderDispatches.id);
  return { shopper: s, orderId: placed.order_id, paymentUrl: placed.payment_url, dispatches };
}

/** A paid two-dispatch order whose dispatches were both sent and delivered: the shopper has received its products. */
export async function deliveredOrder(t: TestApi, { shopper }: { shopper?: TestShopper } = {}): Promise<TestOrder & { productIds: number[] }> {
  const order = await twoDispatchOrder(t, { shopper });
  for (const d of order.dispatches) {
    await shipDispatch(t.db, d.id, `RR${d.id}${Date.now() % 1_000_000}IR`);
    await deliverDispatch(t.db, d.id);
  }
  const lines = await t.db.select({ productId: orderLines.productId }).from(orderLines).where(eq(orderLines.orderId, order.orderId));
  return { ...order, productIds: [...new Set(lines.map((l) => l.productId))] };
}
