/**
 * Raw `db.execute(sql…)` results as plain rows, the same on PGlite and node-postgres
 * (which returns bigint and numeric columns as strings: read them through `num`).
 */
export type Row = Record<string, unknown>;

export const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

/** A numeric column as a number; null becomes 0. */
export const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
