import { asc, eq, inArray } from 'drizzle-orm';
import { updateVarietyIn } from './change-variety.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { products, varieties, VARIETY_MESSAGES, type VarietyState } from '#modules/catalog/index.ts';
import { alertsQueued } from '#modules/lists/index.ts';
import { auditAction, staffChange, type Staff } from '#modules/staff/index.ts';
import { readBulkCsv, type CsvRow } from '#modules/admin/index.ts';

/**
 * Bulk price and stock changes from a CSV file: a preview that changes
 * nothing and says, row by row, what would change and what is wrong; then, once
 * confirmed, every good row applied in ONE transaction through the catalogue's own
 * variety-update path (price history, alerts, listing cards, page purges), with an audit
 * row per variety and one for the upload. The file is checked again at confirmation,
 * under the varieties' row locks: a row that went bad in between is skipped, not forced.
 */
export const NOT_FOUND = 'کالایی با این شناسه پیدا نشد';

export interface BulkRow extends CsvRow {
  product: string | null;
  before: VarietyState | null;
  after: VarietyState | null;
}

export interface BulkPreview {
  rows: BulkRow[];
  good: number;
  bad: number;
}

async function judge(db: DbOrTx, rows: CsvRow[], lock: boolean): Promise<BulkPreview> {
  const ids = rows.flatMap((r) => (r.varietyId === null ? [] : [r.varietyId]));
  const query = db
    .select({ id: varieties.id, stock: varieties.stock, main: varieties.priceMainRial, off: varieties.priceOffRial, product: products.name })
    .from(varieties)
    .innerJoin(products, eq(products.id, varieties.productId))
    .where(inArray(varieties.id, ids.length ? ids : [0]))
    .orderBy(asc(varieties.id));
  // Locked in id order, as every bulk upload locks them: two uploads at once cannot deadlock.
  const found = new Map((await (lock ? query.for('update', { of: varieties }) : query)).map((v) => [v.id, v]));
  const judged = rows.map((r): BulkRow => {
    const v = r.varietyId === null ? undefined : found.get(r.varietyId);
    if (!v) return { ...r, errors: r.errors.length || r.varietyId === null ? r.errors : [NOT_FOUND], product: null, before: null, after: null };
    const before = { stock: v.stock, priceMainRial: Number(v.main), priceOffRial: Number(v.off) };
    const after = {
      stock: r.patch.stock ?? before.stock,
      priceMainRial: r.patch.priceMainRial ?? before.priceMainRial,
      priceOffRial: r.patch.priceOffRial ?? before.priceOffRial,
    };
    const errors = [...r.errors];
    if (!errors.length && after.priceOffRial > after.priceMainRial) errors.push(VARIETY_MESSAGES.offAboveMain);
    return { ...r, errors, product: v.product, before, after };
  });
  const bad = judged.filter((r) => r.errors.length > 0).length;
  return { rows: judged, good: judged.length - bad, bad };
}

/** What the file would change, row by row. Changes nothing. */
export function previewBulk(db: Db, csv: string): Promise<BulkPreview> {
  return judge(db, readBulkCsv(csv), false);
}

/** Applies the file's good rows in one transaction; returns what was done. */
export async function applyBulk(db: Db, staff: Staff, csv: string, ip?: string): Promise<BulkPreview> {
  const rows = readBulkCsv(csv);
  const done = await staffChange(
    db,
    staff,
    'catalog.edit',
    'variety.bulk',
    async (tx) => {
      const preview = await judge(tx, rows, true);
      for (const r of preview.rows) {
        if (r.errors.length || r.varietyId === null) continue;
        const change = await updateVarietyIn(tx, r.varietyId, r.patch);
        await auditAction(tx, staff, 'catalog.edit', 'variety.update', { subjectType: 'variety', subjectId: r.varietyId, ...change }, ip);
      }
      return { result: preview, subjectType: 'upload', after: { rows: preview.rows.length, applied: preview.good, skipped: preview.bad } };
    },
    ip,
  );
  alertsQueued();
  return done;
}
