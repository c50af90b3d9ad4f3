// The child of crash.test.ts (and bench/crash.mjs): `node tests/crash/writer.ts <dataDir> <run>`.
// Opens a PGlite directory the way the server does, then writes carts through the cart
// service until it is killed, announcing each write before it starts and acknowledging it
// only after the service call has resolved (its transaction committed). Run from the
// repository root (the migrations are read from ./drizzle).
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { writeSync } from 'node:fs';
import { addToCart } from '#modules/cart/service.ts';
import { varietiesNow } from '#modules/cart/lines.ts';
import { varieties } from '#modules/catalog/schema.ts';
import { openDatabase } from '#server/db/client.ts';
import { migrate } from '#server/db/migrate.ts';
import { num, rowsOf } from '#server/db/rows.ts';

/** Writes per cart, cycling through these varieties: two new lines, then one more of the first. */
export const CART_PATTERN = [0, 1, 0] as const;
/** A child left behind by a crashed parent stops by itself. */
const MAX_WRITES = 20_000;
const MAX_MS = 120_000;

const [dataDir, run] = process.argv.slice(2);
if (!dataDir || !run) {
  console.error('usage: tests/crash/writer.ts <dataDir> <run>');
  process.exit(2);
}

// Straight to the pipe with a blocking write: a line the parent reads was written after
// the commit, never buffered across it. Exits quietly when the parent has gone.
const say = (line: string) => {
  try {
    writeSync(1, `${line}\n`);
  } catch {
    process.exit(0);
  }
};

const started = Date.now();
const database = await openDatabase({ dataDir });
await migrate(database);
const { db } = database;
// The negative control of bench/crash.mjs: with commits no longer waiting for their WAL
// write, a kill must lose acknowledged writes, and the check must say so.
if (process.env.CRASH_WRITER_ASYNC_COMMIT === '1') await db.execute(sql`set synchronous_commit = off`);

// Two varieties that can be bought, at least twice their minimum count each.
const candidates = await db
  .select({ id: varieties.id })
  .from(varieties)
  .where(and(eq(varieties.isActive, true), gt(varieties.stock, 10)))
  .orderBy(asc(varieties.id))
  .limit(40);
const now = await varietiesNow(
  db,
  candidates.map((c) => c.id),
);
const picked = [...now.values()].filter((v) => v.available && v.ceiling >= v.min + 1).slice(0, 2);
if (picked.length < 2) {
  console.error(`crash writer: need two buyable varieties, found ${picked.length}`);
  process.exit(3);
}
const [lines] = rowsOf(await db.execute(sql`select count(*)::int as n from cart_items`));
say(`ready ${Date.now() - started} ${num(lines?.n)}`);

for (let i = 0; i < MAX_WRITES && Date.now() - started < MAX_MS; i++) {
  const guest = `crash-${run}-${Math.floor(i / CART_PATTERN.length)}`;
  const varietyId = picked[CART_PATTERN[i % CART_PATTERN.length]!]!.id;
  say(`try ${i} ${guest} ${varietyId}`);
  const cart = await addToCart(db, { guestHash: guest }, varietyId);
  const count = cart.items.find((item) => item.v_id === varietyId)?.count;
  say(`ack ${i} ${guest} ${varietyId} ${count}`);
}
await database.close();
