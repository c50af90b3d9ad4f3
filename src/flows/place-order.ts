import { toFaDigits } from '#lib/digits.ts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '#server/db/client.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import { config } from '#server/config.ts';
import { validationError } from '#server/errors.ts';
import { cartItems, carts, discountCodes, discountUsages, giftCardUses, giftCards } from '#modules/cart/index.ts';
import { orders, ORDER_STATUS, PAY_STATUS, STOCK_STATE, deliveryDays, slotsById, takeSlot, type deliverySlots } from '#modules/orders/index.ts';
import { createAttempt, pendingPaymentUrl, sendToBank, offeredGateways } from '#modules/payments/index.ts';
import { orderRefusedAtBank, startPayment } from './steps/bank.ts';
import { users } from '#modules/account/index.ts';
import { planTender, takeTender } from './steps/tender.ts';
import { writeOrder } from './place-order-rows.ts';
import { lockCartVarieties, takeStock } from './steps/stock.ts';
import { prepareOrder, type Prepared, assertBuyerReady, emptyCartError } from '#modules/checkout/index.ts';
import type { PlaceOrderBody, PlacedOrder } from '#modules/checkout/index.ts';

/**
 * Placing an order: one transaction that re-reads prices, promotions
 * and codes from the database, takes the stock under row locks (never below zero), a
 * place in each chosen slot, the code's use and the gift card's amount, and writes the
 * order, its dispatches, lines and history. The bank is asked after the commit; the
 * attempt row is written first (payments/attempts.ts).
 *
 * Idempotency: the same Idempotency-Key answers the same order. Two requests with one
 * key serialise on the cart's row lock, and the second finds the first's order; the
 * unique index (user, key) is the last guard.
 */
export const PLACE_MESSAGES = {
  changed: 'قیمت یا موجودی برخی کالاهای سبد تغییر کرده است؛ پیش از پرداخت دوباره بررسی کنید',
  belowMin: (name: string, min: number) => `حداقل تعداد سفارش «${name}» ${toFaDigits(min)} عدد است`,
  noStock: (name: string) => `موجودی «${name}» کافی نیست`,
  soldOut: (name: string) => `موجودی «${name}» به پایان رسیده است؛ آن را از سبد خرید بردارید`,
  pickSlot: 'زمان ارسال این مرسوله را انتخاب کنید',
  badSlot: 'این زمان ارسال برای این مرسوله و نشانی معتبر نیست',
  slotFull: 'ظرفیت این زمان ارسال تکمیل شده است؛ زمان دیگری انتخاب کنید',
  noAddress: 'نشانی را انتخاب کنید',
  badGateway: 'درگاه پرداخت انتخاب‌شده در دسترس نیست',
  noGateway: 'پرداخت اینترنتی در حال حاضر ممکن نیست',
};

const fieldError = (field: string, message: string) => validationError([{ field, message }], message);

type OrderRow = typeof orders.$inferSelect;
type SlotRow = typeof deliverySlots.$inferSelect;

/** `wholesale`: placed on the wholesale storefront, where a confirmed partner's lines are at partner prices (docs/adr/0021). */
export async function placeOrder(
  db: Db,
  userId: number,
  key: string,
  body: PlaceOrderBody,
  origin: string,
  now = new Date(),
  { wholesale = false }: { wholesale?: boolean } = {},
): Promise<PlacedOrder> {
  // The profile rule the checkout pages apply (buyer-ready.ts), before any lock or stock.
  await assertBuyerReady(db, userId);
  const gateway = body.gateway ?? offeredGateways()[0]?.id;
  if (body.gateway && !offeredGateways().some((g) => g.id === body.gateway)) throw fieldError('gateway', PLACE_MESSAGES.badGateway);

  let placed: { order: OrderRow; attempt?: Awaited<ReturnType<typeof createAttempt>>; fresh: boolean };
  try {
    placed = await db.transaction(async (tx) => {
      // Locks in the order every writer uses: the cart, then its varieties (ascending id).
      const [cart] = await tx.select().from(carts).where(eq(carts.userId, userId)).for('update');
      // Checked after the cart's lock: a twin request with this key has finished by now.
      const again = await orderByKey(tx, userId, key);
      if (again) return { order: again, fresh: false };
      if (!cart) throw emptyCartError();
      await lockCartVarieties(tx, cart.id);
      // Prices (catalog/prices/quote.ts, its promotions locked), stock and codes read under the locks: anything different from what was shown is refused.
      const p = await prepareOrder(tx, userId, body.address_id, { lockedCart: cart, wholesale });
      check(p, body);
      const order = await reserve(tx, p, userId, key, body, now);
      if (order.status === ORDER_STATUS.awaitingPayment && !gateway) throw fieldError('gateway', PLACE_MESSAGES.noGateway);
      // The attempt exists before the bank is asked (IRAN.md B5.1), and a twin request finds it.
      const attempt = order.status === ORDER_STATUS.awaitingPayment ? await createAttempt(tx, order, gateway!) : undefined;
      return { order, attempt, fresh: true };
    });
  } catch (err) {
    if (!isUniqueViolation(err, 'orders_idempotency_idx')) throw err;
    placed = { order: (await orderByKey(db, userId, key))!, fresh: false };
  }
  if (!placed.fresh) return resume(db, placed.order, body.gateway, origin);
  const { order, attempt } = placed;
  if (!attempt) return answer(order, null);
  const paymentUrl = await sendToBank(db, attempt, origin, orderRefusedAtBank);
  // A bank that could not be reached left the payment unsuccessful (sendToBank); nothing else has seen the order yet.
  return answer({ ...order, payStatus: paymentUrl ? order.payStatus : PAY_STATUS.unsuccessful }, paymentUrl);
}

/** Refuses a placement whose cart, address or slots are not what can be ordered now. */
function check(p: Prepared, body: PlaceOrderBody): void {
  // A line that sold out (a race for the last unit lost a moment ago) is named: the cart is not empty, that product is gone.
  const gone = p.cart.items.find((i) => !i.available);
  if (gone) throw fieldError('cart', PLACE_MESSAGES.soldOut(gone.product.name));
  if (p.lines.length === 0) throw emptyCartError();
  const short = p.lines.find((l) => l.count < l.min);
  if (short) throw fieldError('cart', PLACE_MESSAGES.belowMin(short.productName, short.min));
  if (p.changes.length) throw fieldError('cart', PLACE_MESSAGES.changed);
  if (!p.address) throw fieldError('address_id', PLACE_MESSAGES.noAddress);
  for (const plan of p.plans) if (!body.slots[plan.key]) throw fieldError(`slots.${plan.key}`, PLACE_MESSAGES.pickSlot);
  if (p.discount?.problem) throw fieldError('discount_code', p.discount.problem);
  if (p.gift?.problem) throw fieldError('gift_card', p.gift.problem);
}

async function reserve(tx: Tx, p: Prepared, userId: number, key: string, body: PlaceOrderBody, now: Date): Promise<OrderRow> {
  const short = await takeStock(
    tx,
    p.lines.map((l) => ({ varietyId: l.id, productId: l.productId, count: l.count, promotionId: l.promotionId })),
  );
  if (short !== null) throw fieldError('cart', PLACE_MESSAGES.noStock(p.lines.find((l) => l.id === short)?.productName ?? ''));
  const chosen = await takeSlots(tx, p, body, now);
  const t = p.totals;
  // Coins, then the balance, pay first (flows/steps/tender.ts); the shopper's row is locked so what is planned can be taken.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const tender = await planTender(tx, userId, t.payable, { useBalance: body.use_balance === true, useCoin: body.useCoin === true, gateway: body.gateway }, now);
  const paid = t.payable - tender.coinRial - tender.balanceRial === 0;
  const order = await writeOrder(tx, {
    userId,
    key,
    prepared: p,
    slots: chosen,
    chosen: body.slots,
    status: paid ? ORDER_STATUS.processing : ORDER_STATUS.awaitingPayment,
    // Waiting for its payment from the start: the shopper goes to the bank next (IRAN.md B5.1).
    payStatus: paid ? PAY_STATUS.success : PAY_STATUS.waiting,
    stockState: paid ? STOCK_STATE.committed : STOCK_STATE.held,
    holdUntil: paid ? null : new Date(now.getTime() + config.orderHoldMinutes * 60_000),
    paidAt: paid ? now : null,
    tender,
  });
  await takeTender(tx, order, tender);
  if (p.discount && t.discountCode > 0) {
    await tx
      .update(discountCodes)
      .set({ usedCount: sql`${discountCodes.usedCount} + 1` })
      .where(eq(discountCodes.id, p.discount.id));
    await tx.insert(discountUsages).values({ discountCodeId: p.discount.id, userId, orderId: order.id });
  }
  if (p.gift && t.gift > 0) {
    await tx
      .update(giftCards)
      .set({ balanceRial: sql`${giftCards.balanceRial} - ${t.gift}` })
      .where(eq(giftCards.id, p.gift.id));
    await tx.insert(giftCardUses).values({ giftCardId: p.gift.id, orderId: order.id, amountRial: -t.gift });
  }
  await tx.delete(cartItems).where(eq(cartItems.cartId, p.cartRow!.id));
  // The codes are used up with this order; a cart without codes has nothing to clear.
  if (p.cartRow!.discountCodeId || p.cartRow!.giftCardId) {
    await tx.update(carts).set({ discountCodeId: null, giftCardId: null, updatedAt: now }).where(eq(carts.id, p.cartRow!.id));
  }
  return order;
}

/**
 * A place in each dispatch's chosen slot, after the stock (the order every writer locks
 * in), in ascending slot id so two placements never wait on each other in a circle. A
 * slot of another city, outside the dispatch's days or already begun is refused.
 */
async function takeSlots(tx: DbOrTx, p: Prepared, body: PlaceOrderBody, now: Date): Promise<Map<number, SlotRow>> {
  const chosen = new Map<number, SlotRow>();
  for (const plan of [...p.plans].sort((a, b) => body.slots[a.key]! - body.slots[b.key]!)) {
    const id = body.slots[plan.key]!;
    const taken = await takeSlot(tx, id);
    const slot = taken ?? (await slotsById(tx, [id])).get(id);
    const allowed = new Set(deliveryDays(now, plan.leadDays));
    if (!slot || slot.cityId !== p.address!.city_id || !allowed.has(slot.day) || slot.startsAt <= now) {
      throw fieldError(`slots.${plan.key}`, PLACE_MESSAGES.badSlot);
    }
    if (!taken) throw fieldError(`slots.${plan.key}`, PLACE_MESSAGES.slotFull);
    chosen.set(id, taken);
  }
  return chosen;
}

async function orderByKey(db: DbOrTx, userId: number, key: string): Promise<OrderRow | undefined> {
  const [o] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return o;
}

async function orderById(db: DbOrTx, id: number): Promise<OrderRow> {
  const [o] = await db.select().from(orders).where(eq(orders.id, id));
  return o!;
}

/** A repeated placement: the same order, with its open bank page (or a new attempt if the last one never reached the bank). */
async function resume(db: Db, order: OrderRow, gatewayId: string | undefined, origin: string): Promise<PlacedOrder> {
  if (order.status !== ORDER_STATUS.awaitingPayment) return answer(order, null);
  const pending = await pendingPaymentUrl(db, order.id);
  const gateway = gatewayId ?? offeredGateways()[0]?.id;
  const url = pending.open ? pending.url : gateway ? await startPayment(db, order, gateway, origin) : null;
  return answer(await orderById(db, order.id), url);
}

const answer = (order: OrderRow, paymentUrl: string | null): PlacedOrder => ({ order_id: order.id, pay_status: order.payStatus, payment_url: paymentUrl });
