import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { buyableVarieties, fillCart, makeShopper } from '#tests/factories/shopper.ts';
import { firstSlots, newKey, place, placeOrder, readCheckout } from '#tests/checkout-helpers.ts';
import { varieties } from '#modules/catalog/schema.ts';
import { cartItems, carts } from '#modules/cart/schema.ts';
import { orderDispatches, orderLines, orders } from '#modules/orders/schema.ts';
import { paymentAttempts } from '#modules/payments/schema.ts';
import { users } from '#modules/account/schema.ts';
import { BUYER_MESSAGES } from './buyer-ready.ts';
import { deliverySlots } from '#modules/orders/index.ts';

const t = useTestApi();

describe('GET /v10/cart/checkout', () => {
  it('needs a signed-in shopper and a cart with something in it', async () => {
    expect((await t.call('GET', '/v10/cart/checkout')).status).toBe(401);
    const s = await makeShopper(t.db);
    const res = await t.call('GET', '/v10/cart/checkout', undefined, s.headers);
    expect(res.status).toBe(422);
    expect(res.body.data[0]).toEqual({ field: 'cart', message: 'سبد خرید شما خالی است' });
  });

  it('splits fast-send and each seller into dispatches with costs and open slots for the main address', async () => {
    const s = await makeShopper(t.db);
    const [fast] = await buyableVarieties(t.db, 1, { fastSend: true });
    const slow = (await buyableVarieties(t.db, 40, { fastSend: false }))
      .filter((v, i, all) => all.findIndex((w) => w.sellerId === v.sellerId) === i)
      .slice(0, 2);
    await fillCart(t.db, s.userId, [{ id: fast!.id, count: 1 }, ...slow.map((v) => ({ id: v.id, count: 1 }))]);
    const c = await readCheckout(t, s);
    expect(c.address_id).toBe(s.addressId);
    expect(c.addresses).toHaveLength(1);
    expect(c.dispatches.map((d: { key: string }) => d.key)).toEqual(['fast', `seller-${slow[0]!.sellerId}`, `seller-${slow[1]!.sellerId}`]);
    expect(c.dispatches[0].items).toEqual([fast!.id]);
    for (const d of c.dispatches) {
      expect(d.slots.length).toBeGreaterThan(0);
      expect(d.slots[0]).toEqual({ id: expect.any(Number), date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), from: '09:00', to: '12:00', full: false });
    }
    // The fast dispatch can come a day earlier than the sellers'.
    expect(c.dispatches[0].slots[0].date < c.dispatches[1].slots[0].date).toBe(true);
    const sum = c.summary;
    expect(sum.total_payment).toBe(sum.total_cost - sum.discount_code + sum.send_cost - sum.gift_card);
    expect(sum.send_cost).toBe(c.dispatches.reduce((a: number, d: { send_cost: number }) => a + d.send_cost, 0));
    expect(c.gateways).toEqual([{ id: 'sandbox', title: expect.any(String), min_rial: 10_000 }]);
  });

  it("refuses another shopper's address", async () => {
    const s = await makeShopper(t.db);
    const other = await makeShopper(t.db);
    const [v] = await buyableVarieties(t.db, 1);
    await fillCart(t.db, s.userId, [{ id: v!.id, count: 1 }]);
    const res = await t.call('GET', `/v10/cart/checkout?address_id=${other.addressId}`, undefined, s.headers);
    expect(res.status).toBe(422);
    expect(res.body.data[0].field).toBe('address_id');
    expect((await t.call('GET', '/v10/cart/checkout?address_id=abc', undefined, s.headers)).status).toBe(422);
  });
});

describe('POST /v10/cart/payment', () => {
  it('places the order in one go: stock, slot, lines, attempt, empty cart and the bank page', async () => {
    const s = await makeShopper(t.db);
    const [v] = await buyableVarieties(t.db, 1);
    await fillCart(t.db, s.userId, [{ id: v!.id, count: 2 }]);
    const before = v!.stock;
    const c = await readCheckout(t, s);
    const slots = firstSlots(c);
    const takenBefore = (
      await t.db
        .select()
        .from(deliverySlots)
        .where(eq(deliverySlots.id, Object.values(slots)[0]!))
    )[0]!.taken;
    const res = await place(t, s, { address_id: s.addressId, slots, gateway: 'sandbox', use_balance: 0, useCoin: 0 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { order_id, pay_status, payment_url } = res.body.data;
    expect(pay_status).toBe(2);
    expect(payment_url).toMatch(/\/sandbox-bank\/SB[0-9a-f]{32}$/);
    const [o] = await t.db.select().from(orders).where(eq(orders.id, order_id));
    expect(o).toMatchObject({ userId: s.userId, status: 1, payStatus: 2, stockState: 1 });
    expect(Number(o!.totalRial)).toBe(c.summary.total_cost - c.summary.discount_code + c.summary.send_cost);
    expect(o!.holdUntil!.getTime()).toBeGreaterThan(Date.now() + 19 * 60_000);
    const [stock] = await t.db.select({ stock: varieties.stock }).from(varieties).where(eq(varieties.id, v!.id));
    expect(stock!.stock).toBe(before - 2);
    const [slot] = await t.db
      .select()
      .from(deliverySlots)
      .where(eq(deliverySlots.id, Object.values(slots)[0]!));
    expect(slot!.taken).toBe(takenBefore + 1);
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order_id));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ varietyId: v!.id, count: 2 });
    expect(await t.db.select().from(orderDispatches).where(eq(orderDispatches.orderId, order_id))).toHaveLength(1);
    const attempts = await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, order_id));
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ status: 2, gateway: 'sandbox', amountRial: o!.payableRial });
    const [cart] = await t.db.select().from(carts).where(eq(carts.userId, s.userId));
    expect(await t.db.select().from(cartItems).where(eq(cartItems.cartId, cart!.id))).toHaveLength(0);
  });

  it('answers the same order for the same Idempotency-Key, sent again or twice at once', async () => {
    const s = await makeShopper(t.db);
    const [v] = await buyableVarieties(t.db, 1);
    await fillCart(t.db, s.userId, [{ id: v!.id, count: 1 }]);
    const c = await readCheckout(t, s);
    const body = { address_id: s.addressId, slots: firstSlots(c) };
    const key = newKey();
    const [a, b] = await Promise.all([place(t, s, body, key), place(t, s, body, key)]);
    const again = await place(t, s, body, key);
    expect([a.status, b.status, again.status]).toEqual([200, 200, 200]);
    expect(new Set([a.body.data.order_id, b.body.data.order_id, again.body.data.order_id]).size).toBe(1);
    expect(again.body.data.payment_url).toBe(a.body.data.payment_url);
    const [n] = await t.db.select({ n: count() }).from(orders).where(eq(orders.userId, s.userId));
    expect(n!.n).toBe(1);
    // A new key with the cart now empty is a new checkout: nothing to order.
    expect((await place(t, s, body)).status).toBe(422);
  });

  it('answers 422 with field messages for a missing key, address, slot or gateway', async () => {
    const s = await makeShopper(t.db);
    const [v] = await buyableVarieties(t.db, 1);
    await fillCart(t.db, s.userId, [{ id: v!.id, count: 1 }]);
    const c = await readCheckout(t, s);
    const noKey = await t.call('POST', '/v10/cart/payment', { address_id: s.addressId, slots: firstSlots(c) }, s.headers);
    expect(noKey.status).toBe(422);
    expect(noKey.body.data[0].field).toBe('Idempotency-Key');
    const fieldOf = async (body: Record<string, unknown>) => {
      const res = await place(t, s, body);
      expect(res.status).toBe(422);
      return res.body.data[0];
    };
    expect((await fieldOf({ slots: firstSlots(c) })).field).toBe('address_id');
    expect(await fieldOf({ address_id: s.addressId, slots: {} })).toEqual({
      field: `slots.${c.dispatches[0].key}`,
      message: 'زمان ارسال این مرسوله را انتخاب کنید',
    });
    expect((await fieldOf({ address_id: s.addressId, slots: { [c.dispatches[0].key]: 999999 } })).field).toBe(`slots.${c.dispatches[0].key}`);
    expect((await fieldOf({ address_id: s.addressId, slots: firstSlots(c), gateway: 'nope' })).field).toBe('gateway');
    expect((await fieldOf({ address_id: s.addressId, slots: firstSlots(c), useCoin: 7 })).field).toBe('useCoin');
    const other = await makeShopper(t.db);
    expect((await fieldOf({ address_id: other.addressId, slots: firstSlots(c) })).field).toBe('address_id');
    // Nothing was taken by the refusals.
    expect(await t.db.select().from(orders).where(eq(orders.userId, s.userId))).toHaveLength(0);
  });

  it('refuses when a price changed since the checkout was shown, then takes the new price once shown', async () => {
    const s = await makeShopper(t.db);
    const [v] = await buyableVarieties(t.db, 1);
    await fillCart(t.db, s.userId, [{ id: v!.id, count: 1 }]);
    const c = await readCheckout(t, s);
    const [cart] = await t.db.select().from(carts).where(eq(carts.userId, s.userId));
    await t.db
      .update(cartItems)
      .set({ seenPriceRial: 1 })
      .where(and(eq(cartItems.cartId, cart!.id), eq(cartItems.varietyId, v!.id)));
    const refused = await place(t, s, { address_id: s.addressId, slots: firstSlots(c) });
    expect(refused.status).toBe(422);
    expect(refused.body.data[0].field).toBe('cart');
    const shown = await readCheckout(t, s);
    expect(shown.changes).toHaveLength(1);
    const { order_id } = await placeOrder(t, s);
    expect(order_id).toBeGreaterThan(0);
  });

  it('refuses a member whose profile lacks a name or national code, naming each missing field, and takes nothing', async () => {
    const s = await makeShopper(t.db);
    // A member who signed up with their mobile and never filled the profile.
    await t.db.update(users).set({ firstName: null, lastName: null, sex: null, birthday: null, nationalCode: null }).where(eq(users.id, s.userId));
    const [v] = await buyableVarieties(t.db, 1);
    const added = await t.call('POST', '/v10/cart/add', { id: v!.id, count: 1 }, s.headers);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const c = await readCheckout(t, s);
    const slots = firstSlots(c);
    const slotId = Object.values(slots)[0]!;
    const takenBefore = (await t.db.select().from(deliverySlots).where(eq(deliverySlots.id, slotId)))[0]!.taken;

    const res = await place(t, s, { address_id: s.addressId, slots, gateway: 'sandbox' });
    expect(res.status).toBe(422);
    expect(res.body.success).toBe(false);
    expect(res.body.data).toEqual([
      { field: 'first_name', message: BUYER_MESSAGES.first_name },
      { field: 'last_name', message: BUYER_MESSAGES.last_name },
      { field: 'sex', message: BUYER_MESSAGES.sex },
      { field: 'birthday', message: BUYER_MESSAGES.birthday },
      { field: 'national_code', message: BUYER_MESSAGES.national_code },
    ]);
    expect(await t.db.select().from(orders).where(eq(orders.userId, s.userId))).toHaveLength(0);
    const [stock] = await t.db.select({ stock: varieties.stock }).from(varieties).where(eq(varieties.id, v!.id));
    expect(stock!.stock).toBe(v!.stock);
    expect((await t.db.select().from(deliverySlots).where(eq(deliverySlots.id, slotId)))[0]!.taken).toBe(takenBefore);
    const [cart] = await t.db.select().from(carts).where(eq(carts.userId, s.userId));
    expect(await t.db.select().from(cartItems).where(eq(cartItems.cartId, cart!.id))).toHaveLength(1);

    // Only the national code missing: only it is named. Once the profile is complete, the same checkout is placed.
    await t.db.update(users).set({ firstName: 'سارا', lastName: 'محمدی', sex: 0, birthday: '1990-01-01' }).where(eq(users.id, s.userId));
    const noCode = await place(t, s, { address_id: s.addressId, slots });
    expect(noCode.status).toBe(422);
    expect(noCode.body.data).toEqual([{ field: 'national_code', message: BUYER_MESSAGES.national_code }]);
    const profile = await t.call(
      'POST',
      '/v6/profile/update-on-order',
      { first_name: 'سارا', last_name: 'محمدی', sex: 0, birthday: '1990-01-01', national_code: '0013542419' },
      s.headers,
    );
    expect(profile.status, JSON.stringify(profile.body)).toBe(200);
    expect((await place(t, s, { address_id: s.addressId, slots })).status).toBe(200);
  });

  it('lets a foreign member without a national code place, as the checkout pages do', async () => {
    const s = await makeShopper(t.db);
    await t.db.update(users).set({ nationalCode: null, isForeign: true }).where(eq(users.id, s.userId));
    const [v] = await buyableVarieties(t.db, 1);
    await fillCart(t.db, s.userId, [{ id: v!.id, count: 1 }]);
    const { order_id } = await placeOrder(t, s);
    expect(order_id).toBeGreaterThan(0);
  });
});
