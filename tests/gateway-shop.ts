import { desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { orders } from '#modules/orders/schema.ts';
import { paymentAttempts, refunds } from '#modules/payments/schema.ts';
import { ledgerProblems } from '#modules/wallet/ledger.ts';
import { firstSlots, newKey, place, readCheckout } from './checkout-helpers.ts';
import { buyableVarieties, fillCart, makeShopper, type TestShopper } from './factories/shopper.ts';
import type { BankReturn, FakeBank } from './fakes/bank.ts';
import { useTestApi } from './harness.ts';

/**
 * A test file's shop and fake bank (tests/gateway-contract.ts, payments/gateways/*.api.test.ts):
 * the API on a fresh database, the fake started and the shop's settings pointed at it for
 * the file, and the moves of a checkout with that bank: place, follow the payment address
 * to the bank's page, send the bank's return (GET query or form POST) as that bank does.
 * The ledger is checked after every case.
 */
export function useFakeBank<B extends FakeBank>(bank: B) {
  const t = useTestApi();
  const saved = new Map<string, string | undefined>();
  const setEnv = (vars: Record<string, string>) => {
    for (const [k, v] of Object.entries(vars)) {
      if (!saved.has(k)) saved.set(k, process.env[k]);
      process.env[k] = v;
    }
  };
  beforeAll(async () => {
    await bank.start();
    setEnv({ PAYMENT_GATEWAYS: bank.id, GATEWAY_TIMEOUT_MS: '30000', ...bank.env() });
  });
  afterAll(async () => {
    for (const [k, v] of saved) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    await bank.close();
  });
  afterEach(async () => {
    bank.release();
    expect(await ledgerProblems(t.db)).toEqual([]);
  });

  let spread = 0;
  const shop = {
    t,
    /** A shopper with one item in the cart (a different variety each time, so stock lasts). */
    async shopper(): Promise<TestShopper> {
      const s = await makeShopper(t.db);
      const [v] = await buyableVarieties(t.db, 1, { min: 3, skip: spread++ % 25 });
      await fillCart(t.db, s.userId, [{ id: v!.id, count: 1 }]);
      return s;
    },
    /** Places the shopper's cart with this bank; the placement's answer. */
    async place(s: TestShopper) {
      const checkout = await readCheckout(t, s);
      const res = await place(t, s, { address_id: checkout.address_id, slots: firstSlots(checkout), gateway: bank.id }, newKey());
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data as { order_id: number; pay_status: number; payment_url: string | null };
    },
    async latestAttempt(orderId: number) {
      const [a] = await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId)).orderBy(desc(paymentAttempts.id)).limit(1);
      return a!;
    },
    attempts: (orderId: number) => t.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId)).orderBy(paymentAttempts.id),
    order: async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!,
    refunds: (orderId: number) => t.db.select().from(refunds).where(eq(refunds.orderId, orderId)),
    /** The shopper follows the payment address to the bank's page (through their /payment/go hop where there is one). */
    async openBank(paymentUrl: string, s: TestShopper): Promise<void> {
      const url = new URL(paymentUrl);
      let res: Response;
      if (url.pathname.startsWith('/payment/go/')) {
        // Our hop to the bank: a self-submitting form (Mellat) or a refresh to the bank's page.
        const go = await t.call('GET', url.pathname, undefined, s.headers);
        expect(go.status).toBe(200);
        const html = String(go.body);
        const unescape = (s: string) => s.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)));
        const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
        if (action) {
          const fields = Object.fromEntries(
            [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [unescape(m[1]!), unescape(m[2]!)]),
          );
          res = await fetch(unescape(action), {
            method: 'POST',
            headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams(fields).toString(),
          });
        } else {
          res = await fetch(unescape(/<meta http-equiv="refresh" content="0;url=([^"]+)">/.exec(html)![1]!));
        }
      } else {
        res = await fetch(paymentUrl);
      }
      expect(res.status).toBe(200);
      await res.text();
    },
    /** Placed and at the bank's page: the order, its attempt and the bank's authority. */
    async atBank() {
      const s = await shop.shopper();
      const placed = await shop.place(s);
      expect(placed.pay_status).toBe(2);
      await shop.openBank(placed.payment_url!, s);
      const attempt = await shop.latestAttempt(placed.order_id);
      expect(bank.payment(attempt.authority!).opened).toBe(true);
      return { s, orderId: placed.order_id, attempt, authority: attempt.authority! };
    },
    /** The bank's return reaching the shop; it always answers 303 to the clean result page. */
    async send(back: BankReturn) {
      const res =
        back.method === 'GET'
          ? await t.call('GET', back.path)
          : await t.call('POST', back.path, back.form ?? '', { 'Content-Type': 'application/x-www-form-urlencoded' });
      expect(res.status).toBe(303);
      expect(res.headers.get('Location')).toBe(back.path.split('?')[0]);
      return res;
    },
    /** Runs `fn` with the bank deadline shortened (a fake told to hang never answers anyway). */
    async withDeadline<T>(ms: number, fn: () => Promise<T>): Promise<T> {
      const before = process.env.GATEWAY_TIMEOUT_MS;
      process.env.GATEWAY_TIMEOUT_MS = String(ms);
      try {
        return await fn();
      } finally {
        if (before === undefined) delete process.env.GATEWAY_TIMEOUT_MS;
        else process.env.GATEWAY_TIMEOUT_MS = before;
      }
    },
    /** How many times each finishing operation was asked since `since`. */
    finished(since: Record<string, number>) {
      return Object.fromEntries(bank.finishOps.map((op) => [op, bank.calls(op) - (since[op] ?? 0)]));
    },
    counts: () => Object.fromEntries(bank.finishOps.map((op) => [op, bank.calls(op)])),
  };
  return shop;
}

export type GatewayShop = ReturnType<typeof useFakeBank>;
