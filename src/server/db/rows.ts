/**
 * Raw `db.execute(sql…)` results as plain rows, the same on PGlite and node-postgres
 * (which returns bigint and numeric columns as strings: read them through `num`).
 */
import { sql, type SQL } from 'drizzle-orm';

export type Row = Record<string, unknown>;

/** A list of ids as an `int[]` literal for `= any(…)` and `&&` (numbers only, so nothing to escape). */
export const intArray = (values: readonly number[]): SQL => sql.raw(`'{${values.map(Number).filter(Number.isInteger).join(',')}}'::int[]`);

export const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

/** A numeric column as a number; null becomes 0. */
export const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
