// The checkout benchmark: placement latency with one shopper at a time, then
// orders placed per second by 20 shoppers at once, each on its own item, on PGlite,
// through the API in-process (`app.request`: the whole Hono pipeline of /v10/cart/payment
// without a socket). Runs on a copy of the seeded catalogue, so the reused bench data
// keeps its stock.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SHOPPERS = 20;

/**
 * A copy of the seeded shop with 20 shoppers ready to check out, each with its own item
 * (stock and slot room without end), for the checkout and wallet benchmarks: `call` goes
 * through the whole API in-process, `refill` puts a shopper's line back after a placement.
 */
export async function checkoutRig(seededDir) {
  const dir = mkdtempSync(join(tmpdir(), 'bazaar-bench-checkout-'));
  cpSync(seededDir, dir, { recursive: true });
  const { openDatabase } = await import('#server/db/client.ts');
  const { migrate } = await import('#server/db/migrate.ts');
  const { createApi } = await import('#app/api.ts');
  const { makeShopper, buyableVarieties, fillCart } = await import('#tests/factories/shopper.ts');
  const { varieties } = await import('#modules/catalog/schema.ts');
  const { deliverySlots } = await import('#modules/orders/schema.ts');
  const { cartItems, carts } = await import('#modules/cart/schema.ts');
  const { eq, inArray } = await import('drizzle-orm');
  // Every shopper keeps taking places in the same slots: room for all of them.
  process.env.DELIVERY_SLOT_CAPACITY = '1000000';
  const database = await openDatabase({ dataDir: join(dir, 'pglite') });
  const close = async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await migrate(database);
    await database.db.update(deliverySlots).set({ capacity: 1_000_000 });
    const app = createApi({ database: async () => database });
    const items = await buyableVarieties(database.db, SHOPPERS, { skip: 50 });
    await database.db
      .update(varieties)
      .set({ stock: 1_000_000, maxOrderCount: 10 })
      .where(
        inArray(
          varieties.id,
          items.map((v) => v.id),
        ),
      );
    const shoppers = [];
    for (const item of items) shoppers.push({ item, s: await makeShopper(database.db) });
    const call = async (s, method, path, body, headers = {}) => {
      const res = await app.request(path, {
        method,
        headers: { ...s.headers, 'Content-Type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : body && JSON.stringify(body),
      });
      return { status: res.status, headers: res.headers, body: res.status === 303 ? null : await res.json() };
    };
    const slotsOf = {};
    for (const { s, item } of shoppers) {
      await fillCart(database.db, s.userId, [{ id: item.id, count: 1 }]);
      const c = await call(s, 'GET', '/v10/cart/checkout');
      slotsOf[s.userId] = Object.fromEntries(c.body.data.dispatches.map((d) => [d.key, d.slots.find((x) => !x.full).id]));
    }
    // The line each placement empties, put back as it was (today's price seen): one insert, so
    // the harness costs the queue as little as it can and the figures are the placements'.
    const lineOf = {};
    for (const { s } of shoppers) {
      const [line] = await database.db
        .select({ cartId: cartItems.cartId, varietyId: cartItems.varietyId, count: cartItems.count, seenPriceRial: cartItems.seenPriceRial })
        .from(cartItems)
        .innerJoin(carts, eq(carts.id, cartItems.cartId))
        .where(eq(carts.userId, s.userId));
      lineOf[s.userId] = line;
    }
    const refill = (s) => database.db.insert(cartItems).values(lineOf[s.userId]).onConflictDoNothing();
    return { database, app, shoppers, call, refill, slotsOf, close };
  } catch (err) {
    await close();
    throw err;
  }
}

/**
 * Each shopper runs `run` again and again for `forSeconds` (after `before`, untimed);
 * answers how many succeeded, per second, and the p50 / p99 of the timed part.
 */
export async function timedRuns(who, forSeconds, { before, run }) {
  const times = [];
  let errors = 0;
  const started = Date.now();
  const until = started + forSeconds * 1000;
  await Promise.all(
    who.map(async ({ s }) => {
      while (Date.now() < until) {
        await before(s);
        const t = performance.now();
        const ok = await run(s);
        times.push(performance.now() - t);
        if (!ok) errors++;
      }
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const done = times.length - errors;
  return { done, perSecond: Math.round((done / elapsed) * 10) / 10, p50: quantile(times, 0.5), p99: quantile(times, 0.99), errors };
}

/** Sorted timings in ms → the q-quantile, one decimal. */
export const quantile = (sorted, q) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] * 10) / 10;

export async function benchCheckout(seededDir, seconds) {
  const { shoppers, call, refill, slotsOf, close } = await checkoutRig(seededDir);
  let n = 0;
  try {
    // Placements one after another: what one placement costs with the database to itself.
    const alone = await placements(shoppers.slice(0, 1), Math.min(5, seconds));
    // 20 shoppers at once: PGlite runs one statement at a time, so they queue (Little's law:
    // latency ≈ shoppers ÷ throughput); the throughput is the figure this phase is for.
    const together = await placements(shoppers, seconds);
    return {
      shoppers: SHOPPERS,
      seconds,
      alone: { orders: alone.done, p50: alone.p50, p99: alone.p99, errors: alone.errors },
      orders: together.done,
      ordersPerSecond: together.perSecond,
      p50: together.p50,
      p99: together.p99,
      errors: together.errors + alone.errors,
    };

    function placements(who, forSeconds) {
      return timedRuns(who, forSeconds, {
        before: refill,
        run: async (s) =>
          (await call(s, 'POST', '/v10/cart/payment', { address_id: s.addressId, slots: slotsOf[s.userId] }, { 'Idempotency-Key': `bench-${s.userId}-${++n}` }))
            .status === 200,
      });
    }
  } finally {
    await close();
  }
}
