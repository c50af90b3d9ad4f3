import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { memoFor } from '#server/cache/memo.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { num, rowsOf } from '#server/db/rows.ts';

/** Totals above this are reported as this (counting every match of a huge catalogue costs more than it tells). */
export const COUNT_CAP = 10_000;

/**
 * The planner's estimate of a listing's matches. Counting up to COUNT_CAP reads that many
 * rows (or builds bitmaps of hundreds of thousands at a million products, ~100 ms); when
 * the estimate is far past the cap, the count would only say the cap.
 */
export async function estimatedRows(db: DbOrTx, where: SQL): Promise<number> {
  const [row] = rowsOf(await db.execute(sql`explain (format json) select 1 from products p where ${where}`));
  const raw = row?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: { 'Plan Rows'?: number } }[] | undefined;
  return Number(plan?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

const dialect = new PgDialect();

/**
 * estimatedRows kept a minute per filter set: a listing's pages and its repeat visits share
 * one estimate (it only decides whether to count, and the planner's statistics move slowly).
 */
function estimatedRowsMemo(db: DbOrTx, where: SQL): Promise<number> {
  const { sql: text, params } = dialect.sqlToQuery(where);
  return memoFor(db, `estimate:${text}:${JSON.stringify(params)}`, 60_000, () => estimatedRows(db, where));
}

/** An estimate this many times the cap is taken as past it. */
const SURELY_PAST = 3;

/** A listing's total, up to COUNT_CAP (through products_listing_idx where the planner can: index-only). */
export async function cappedCount(db: DbOrTx, where: SQL): Promise<number> {
  if ((await estimatedRowsMemo(db, where)) >= SURELY_PAST * COUNT_CAP) return COUNT_CAP;
  return num(rowsOf(await db.execute(sql`select count(*)::int as n from (select 1 from products p where ${where} limit ${COUNT_CAP}) m`))[0]?.n);
}
