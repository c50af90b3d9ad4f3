// The database side of the crash test (tests/e2e/orders-crash.spec.ts), run with `node`
// while no server has the PGlite directory open:
//
//   node tests/e2e/support/orders-db.ts prepare <dataDir> <shoppers>
//     shoppers with a complete profile, an address and a token, each with its own variety
//     (set to STOCK units, in no order yet) in a city no other order uses; prints them as JSON
//   node tests/e2e/support/orders-db.ts inspect <dataDir> <shoppers.json> [--expire-holds]
//     prints what the shoppers' orders look like and every broken rule (see `problems`);
//     with --expire-holds, then moves every held order's hold and its bank's window into the past (time passing
//     while the server was down)
import { readFileSync } from 'node:fs';
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase, type Db } from '#server/db/client.ts';
import { varieties } from '#modules/catalog/schema.ts';
import { buyableVarieties, makeShopper } from '../../factories/shopper.ts';

export const STOCK = 1000;

export interface CrashShopper {
  userId: number;
  addressId: number;
  headers: Record<string, string>;
  varietyId: number;
}

/** PGlite answers `{ rows }` (drizzle's execute is typed per driver). */
const rows = async <T>(db: Db, query: SQL): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

async function prepare(db: Db, n: number): Promise<CrashShopper[]> {
  // A provincial capital outside Tehran that no seeded order ships to: its slots are the test's alone.
  const [city] = await rows<{ id: number; province_id: number }>(
    db,
    sql`select c.id, c.province_id from cities c where c.is_capital and c.province_id <> 1
      and not exists (select 1 from orders o where o.city_id = c.id) order by c.id limit 1`,
  );
  if (!city) throw new Error('no free city');
  const inOrders = new Set((await rows<{ variety_id: number }>(db, sql`select distinct variety_id from order_lines`)).map((r) => r.variety_id));
  const free = (await buyableVarieties(db, n + inOrders.size + 20, { skip: 30 })).filter((v) => !inOrders.has(v.id)).slice(0, n);
  if (free.length < n) throw new Error('not enough varieties');
  const shoppers: CrashShopper[] = [];
  for (const v of free) {
    await db
      .update(varieties)
      .set({ stock: STOCK, maxOrderCount: 10 })
      .where(sql`${varieties.id} = ${v.id}`);
    const s = await makeShopper(db, { cityId: city.id, provinceId: city.province_id });
    shoppers.push({ userId: s.userId, addressId: s.addressId!, headers: s.headers, varietyId: v.id });
  }
  return shoppers;
}

/** Every rule a placement cut off at any instant must still satisfy, over the shoppers' orders. */
async function inspect(db: Db, shoppers: CrashShopper[]) {
  const users = sql.join(
    shoppers.map((s) => sql`${s.userId}`),
    sql`, `,
  );
  const vids = sql.join(
    shoppers.map((s) => sql`${s.varietyId}`),
    sql`, `,
  );
  const orders = await rows<{ id: number; status: number; stock_state: number; pay_status: number }>(
    db,
    sql`select id, status, stock_state, pay_status from orders where user_id in (${users}) order by id`,
  );
  const problems: string[] = [];
  const broken = async (what: string, query: SQL) => {
    for (const r of await rows<{ id: number }>(db, query)) problems.push(`${what}: ${JSON.stringify(r)}`);
  };
  await broken(
    'order without a dispatch',
    sql`select o.id from orders o where o.user_id in (${users}) and not exists (select 1 from order_dispatches d where d.order_id = o.id)`,
  );
  await broken(
    'dispatch without a line',
    sql`select d.id from order_dispatches d join orders o on o.id = d.order_id where o.user_id in (${users}) and not exists (select 1 from order_lines l where l.dispatch_id = d.id)`,
  );
  await broken(
    'unpaid order without a payment attempt',
    sql`select o.id from orders o where o.user_id in (${users}) and o.pay_status <> 3 and o.status <> 5 and not exists (select 1 from payment_attempts a where a.order_id = o.id)`,
  );
  await broken(
    'order totals that do not add up',
    sql`select o.id from orders o where o.user_id in (${users}) and (
      o.goods_rial <> (select coalesce(sum(l.price_rial * l.count), 0) from order_lines l where l.order_id = o.id)
      or o.send_cost_rial <> (select coalesce(sum(d.send_cost_rial), 0) from order_dispatches d where d.order_id = o.id)
      or o.total_rial <> o.goods_rial - o.discount_code_rial + o.send_cost_rial)`,
  );
  await broken(
    'stock that does not match the orders holding it',
    sql`select v.id, v.stock, ${STOCK} - coalesce((select sum(l.count) from order_lines l join orders o on o.id = l.order_id
      where l.variety_id = v.id and o.stock_state in (1, 2)), 0) as expected
      from varieties v where v.id in (${vids}) and v.stock <> ${STOCK} - coalesce((select sum(l.count) from order_lines l
      join orders o on o.id = l.order_id where l.variety_id = v.id and o.stock_state in (1, 2)), 0)`,
  );
  await broken(
    'slot places that do not match its live dispatches',
    sql`select s.id, s.taken, (select count(*) from order_dispatches d where d.slot_id = s.id and d.send_status <> 4) as live
      from delivery_slots s where s.id in (select d.slot_id from order_dispatches d join orders o on o.id = d.order_id where o.user_id in (${users}))
      and s.taken <> (select count(*) from order_dispatches d where d.slot_id = s.id and d.send_status <> 4)`,
  );
  await broken('stock below zero', sql`select id, stock from varieties where stock < 0`);
  return { orders, problems };
}

const [command, dataDir, arg, flag] = process.argv.slice(2);
const database = await openDatabase({ dataDir });
try {
  if (command === 'prepare') {
    console.log(JSON.stringify(await prepare(database.db, Number(arg))));
  } else if (command === 'inspect') {
    const shoppers = JSON.parse(readFileSync(arg!, 'utf8')) as CrashShopper[];
    console.log(JSON.stringify(await inspect(database.db, shoppers)));
    if (flag === '--expire-holds') {
      // An hour went by: the holds ran out, and so did every bank's window for a shopper still paying (flows/expire-unpaid-orders.ts).
      await database.db.execute(sql`update orders set hold_until = now() - interval '1 minute' where stock_state = 1`);
      await database.db.execute(
        sql`update payment_attempts set created_at = created_at - interval '1 hour', next_try_at = now() - interval '1 minute' where status = 2 and order_id in (select id from orders where stock_state = 1)`,
      );
    }
  } else {
    throw new Error(`unknown command ${command}`);
  }
} finally {
  await database.close();
}
