import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../scripts/lib/ports.mjs';
import type { CrashShopper } from './support/orders-db';
import { startServer } from './support/server';

/**
 * Killing the server during a stream of order placements: shoppers place orders
 * through the API of a production server of its own until it is killed with SIGKILL at
 * an arbitrary moment. Every order is then whole (order, dispatches, lines, attempt,
 * stock, slot places) or absent, every acknowledged order is there, and after a restart
 * the hold job releases the stock the unpaid orders held, down to the last unit.
 */
// A first start that seeds the demo shop, three more starts and a stream of orders.
test.setTimeout(600_000);

type Inspection = { orders: { id: number; status: number; stock_state: number }[]; problems: string[] };

test('SIGKILL during a stream of placements leaves every order whole or absent; the hold job then releases the stock', async () => {
  test.skip(test.info().project.name !== 'desktop', 'no browser involved: once is enough');
  const dataDir = mkdtempSync(join(tmpdir(), 'bazaar-crash-'));
  const pgDir = join(dataDir, 'pglite');
  const db = (...args: string[]) => execFileSync(process.execPath, ['tests/e2e/support/orders-db.ts', ...args], { encoding: 'utf8', maxBuffer: 1 << 24 });
  const inspect = (...flags: string[]): Inspection => JSON.parse(db('inspect', pgDir, shoppersFile, ...flags));
  const shoppersFile = join(dataDir, 'shoppers.json');
  const env = { SEED: 'true', DELIVERY_SLOT_CAPACITY: '100000' };
  try {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    // The demo shop, then shoppers of the test's own, written while no server runs.
    let server = await startServer(port, dataDir, env);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const shoppers: CrashShopper[] = JSON.parse(db('prepare', pgDir, '6'));
    writeFileSync(shoppersFile, JSON.stringify(shoppers));

    server = await startServer(port, dataDir, env);
    const acknowledged: number[] = [];
    let killed = false;
    const call = async (s: CrashShopper, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
      const res = await fetch(base + path, {
        method,
        headers: { ...s.headers, 'Content-Type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as { data: any } };
    };
    let keys = 0;
    const placeAgainAndAgain = async (s: CrashShopper) => {
      while (!killed) {
        try {
          await call(s, 'POST', '/v10/cart/add', { id: s.varietyId, count: 1 + (keys % 3) });
          const checkout = await call(s, 'GET', `/v10/cart/checkout?address_id=${s.addressId}`);
          if (checkout.status !== 200) continue;
          const slots = Object.fromEntries(checkout.body.data.dispatches.map((d: any) => [d.key, d.slots.find((x: any) => !x.full).id]));
          const placed = await call(s, 'POST', '/v10/cart/payment', { address_id: s.addressId, slots }, { 'Idempotency-Key': `crash-${s.userId}-${++keys}` });
          if (placed.status === 200) acknowledged.push(placed.body.data.order_id);
          else expect(placed.status, JSON.stringify(placed.body)).toBe(422);
        } catch (err) {
          if (!killed) throw err;
        }
      }
    };
    const stream = Promise.all(shoppers.map(placeAgainAndAgain));
    await expect.poll(() => acknowledged.length, { timeout: 180_000 }).toBeGreaterThanOrEqual(15);
    // Placements are in flight on every shopper now: the power goes out.
    killed = true;
    server.child.kill('SIGKILL');
    await server.exited;
    await stream;

    const afterCrash = inspect('--expire-holds');
    expect(afterCrash.problems).toEqual([]);
    const ids = new Set(afterCrash.orders.map((o) => o.id));
    expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);
    expect(afterCrash.orders.some((o) => o.stock_state === 1)).toBe(true);

    // The holds ran out while the server was down (--expire-holds): its first round on start releases them.
    server = await startServer(port, dataDir, env);
    await expect
      .poll(
        async () => {
          let unpaid = 0;
          for (const s of shoppers)
            unpaid += Number((await fetch(`${base}/v6/order/index?status=1`, { headers: s.headers })).headers.get('X-Pagination-Total-Count'));
          return unpaid;
        },
        { timeout: 120_000, message: 'unpaid orders left after the hold job' },
      )
      .toBe(0);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    const released = inspect();
    expect(released.problems).toEqual([]);
    expect(released.orders.length).toBe(afterCrash.orders.length);
    expect(released.orders.every((o) => o.status === 5 && o.stock_state === 3)).toBe(true);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
