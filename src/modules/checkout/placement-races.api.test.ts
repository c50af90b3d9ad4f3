import { count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { buyableVarieties, fillCart, makeShopper } from '#tests/factories/shopper.ts';
import { firstSlots, place, readCheckout } from '#tests/checkout-helpers.ts';
import { products, varieties } from '#modules/catalog/schema.ts';
import { orders } from '#modules/orders/schema.ts';
import { expireUnpaidOrders } from '#flows/expire-unpaid-orders.ts';
import { deliverySlots } from '#modules/orders/index.ts';

/**
 * The races a real shop sees (shared/domain/IRAN.md C3): many shoppers after the last
 * unit, or the last place of a slot, at the same moment. On PostgreSQL (the api-pg run)
 * these are truly concurrent transactions; on PGlite they interleave on one connection.
 */
const t = useTestApi();

/** `n` shoppers in one city, each with the variety in the cart; the checkout (and so its slots) as the first one sees it. */
async function contenders(n: number, varietyId: number) {
  const all = [];
  for (let i = 0; i < n; i++) all.push(await makeShopper(t.db));
  for (const s of all) await fillCart(t.db, s.userId, [{ id: varietyId, count: 1 }]);
  const checkout = await readCheckout(t, all[0]!);
  return all.map((s) => ({ s, checkout }));
}

/** Setting up dozens of shoppers takes a while on a busy machine; nothing here is timed. */
const SLOW = 180_000;

describe('placement under contention', () => {
  it(
    '50 shoppers for the last unit: exactly one order, stock 0, never below',
    async () => {
      const [v] = await buyableVarieties(t.db, 1, { skip: 5 });
      const racers = await contenders(50, v!.id);
      await t.db.update(varieties).set({ stock: 1 }).where(eq(varieties.id, v!.id));
      const answers = await Promise.all(racers.map(({ s, checkout }) => place(t, s, { address_id: s.addressId, slots: firstSlots(checkout) })));
      const won = answers.filter((a) => a.status === 200);
      expect(won).toHaveLength(1);
      // The others are told that product sold out, by name (their carts still hold it), not that their cart is empty.
      const [named] = await t.db
        .select({ name: products.name })
        .from(products)
        .innerJoin(varieties, eq(varieties.productId, products.id))
        .where(eq(varieties.id, v!.id));
      for (const lost of answers.filter((a) => a.status !== 200)) {
        expect(lost.status).toBe(422);
        expect(lost.body.data[0]).toEqual({ field: 'cart', message: `موجودی «${named!.name}» به پایان رسیده است؛ آن را از سبد خرید بردارید` });
      }
      const [after] = await t.db.select({ stock: varieties.stock }).from(varieties).where(eq(varieties.id, v!.id));
      expect(after!.stock).toBe(0);
      const [n] = await t.db
        .select({ n: count() })
        .from(orders)
        .where(
          inArray(
            orders.userId,
            racers.map((r) => r.s.userId),
          ),
        );
      expect(n!.n).toBe(1);
    },
    SLOW,
  );

  it(
    '20 shoppers for the last place of a slot: exactly one gets it',
    async () => {
      const [v] = await buyableVarieties(t.db, 1, { skip: 6 });
      await t.db.update(varieties).set({ stock: 100, maxOrderCount: 5 }).where(eq(varieties.id, v!.id));
      const racers = await contenders(20, v!.id);
      const slotId = firstSlots(racers[0]!.checkout)[racers[0]!.checkout.dispatches[0].key]!;
      const [slot] = await t.db.select().from(deliverySlots).where(eq(deliverySlots.id, slotId));
      await t.db
        .update(deliverySlots)
        .set({ capacity: slot!.taken + 1 })
        .where(eq(deliverySlots.id, slotId));
      const key = racers[0]!.checkout.dispatches[0].key;
      const answers = await Promise.all(racers.map(({ s }) => place(t, s, { address_id: s.addressId, slots: { [key]: slotId } })));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      for (const lost of answers.filter((a) => a.status !== 200))
        expect(lost.body.data[0]).toEqual({ field: `slots.${key}`, message: expect.stringContaining('ظرفیت') });
      const [full] = await t.db.select().from(deliverySlots).where(eq(deliverySlots.id, slotId));
      expect(full!.taken).toBe(full!.capacity);
      // The refused shoppers kept their carts and stock: the variety lost exactly one unit.
      const [after] = await t.db.select({ stock: varieties.stock }).from(varieties).where(eq(varieties.id, v!.id));
      expect(after!.stock).toBe(99);
      // A shopper who lost (their cart still full) now sees the slot as full.
      const loser = racers[answers.findIndex((a) => a.status !== 200)]!;
      expect((await readCheckout(t, loser.s)).dispatches[0].slots.find((x: { id: number }) => x.id === slotId).full).toBe(true);
    },
    SLOW,
  );

  it('releases the stock and slot of an order left unpaid past its hold, once, however many times the job runs', async () => {
    const [v] = await buyableVarieties(t.db, 1, { skip: 7 });
    const { s, checkout } = (await contenders(1, v!.id))[0]!;
    const slots = firstSlots(checkout);
    const slotId = Object.values(slots)[0]!;
    const takenBefore = (await t.db.select().from(deliverySlots).where(eq(deliverySlots.id, slotId)))[0]!.taken;
    const res = await place(t, s, { address_id: s.addressId, slots });
    const orderId = res.body.data.order_id;
    const held = (await t.db.select({ stock: varieties.stock }).from(varieties).where(eq(varieties.id, v!.id)))[0]!.stock;
    expect(await expireUnpaidOrders(t.db)).toBe(0);
    const later = new Date(Date.now() + 21 * 60_000);
    // Two processes' jobs at once, then another round: the stock comes back exactly once.
    const runs = await Promise.all([expireUnpaidOrders(t.db, later), expireUnpaidOrders(t.db, later)]);
    expect(runs[0]! + runs[1]!).toBeGreaterThanOrEqual(1);
    expect(await expireUnpaidOrders(t.db, later)).toBe(0);
    const [o] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(o).toMatchObject({ status: 5, stockState: 3, cancelReasonId: 100 });
    const stock = (await t.db.select({ stock: varieties.stock }).from(varieties).where(eq(varieties.id, v!.id)))[0]!.stock;
    expect(stock).toBe(held + 1);
    const [slot] = await t.db.select().from(deliverySlots).where(eq(deliverySlots.id, slotId));
    expect(slot!.taken).toBe(takenBefore);
  });
});
