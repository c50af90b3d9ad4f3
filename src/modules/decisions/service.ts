import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { ApiError, notFound, validationError } from '#server/errors.ts';
import { auditAction, type Staff } from '#modules/staff/index.ts';
import type { KindRegistry } from './registry.ts';
import { decisions } from './schema.ts';
import type { CaseView } from './types.ts';

export const ALREADY_DECIDED = 'دربارهٔ این مورد پیش‌تر تصمیم گرفته شده است';
export const REASON_NEEDED = 'دلیل رد را بنویسید؛ درخواست‌کننده آن را می‌بیند';

export interface PendingCase extends CaseView {
  id: number;
  kind: string;
  kindTitle: string;
  approveInput?: { name: string; label: string };
  /** The kind can send the case back for changes (the applicant corrects and resubmits). */
  canSendBack: boolean;
  createdAt: Date;
}

/** The cases waiting for a decision, oldest first, a page of them, each shown by its kind. */
export async function pendingCases(db: Db, kinds: KindRegistry, { limit = 50, offset = 0 }: { limit?: number; offset?: number } = {}): Promise<PendingCase[]> {
  const rows = await db
    .select()
    .from(decisions)
    .where(eq(decisions.state, 'pending'))
    .orderBy(asc(decisions.createdAt), asc(decisions.id))
    .limit(limit)
    .offset(offset);
  const views = new Map<string, Map<number, CaseView>>();
  for (const kind of kinds.all()) {
    const ids = rows.filter((r) => r.kind === kind.kind).map((r) => r.subjectId);
    if (ids.length) views.set(kind.kind, await kind.describe(db, ids));
  }
  return rows.flatMap((r) => {
    const kind = kinds.of(r.kind);
    const view = views.get(r.kind)?.get(r.subjectId);
    if (!kind || !view) return [];
    return [
      {
        id: r.id,
        kind: r.kind,
        kindTitle: kind.title,
        approveInput: kind.approveInput,
        canSendBack: kind.sendBack !== undefined,
        createdAt: r.createdAt,
        ...view,
      },
    ];
  });
}

export async function pendingCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(decisions).where(eq(decisions.state, 'pending'));
  return row?.n ?? 0;
}

export type Verdict = 'approve' | 'refuse' | 'return';
export const NOTE_NEEDED = 'بنویسید چه چیزی باید اصلاح شود؛ درخواست‌کننده آن را می‌بیند';
export const CANNOT_SEND_BACK = 'این نوع درخواست برای اصلاح بازگردانده نمی‌شود';

/**
 * One decision: the case locked and still pending (409 otherwise), the kind's change, the
 * case's new state with who decided and why, and the staff audit row, in one transaction.
 * The caller has checked `decisions.decide` (requireStaff or the page's gate); the audit
 * row checks it again, so a caller that forgot cannot decide unrecorded.
 */
export async function decide(
  db: Db,
  kinds: KindRegistry,
  staff: Staff,
  caseId: number,
  verdict: Verdict,
  { reason = '', input = '', ip }: { reason?: string; input?: string; ip?: string } = {},
): Promise<void> {
  const why = reason.trim();
  if (verdict === 'refuse' && !why) throw validationError([{ field: 'reason', message: REASON_NEEDED }]);
  if (verdict === 'return' && !why) throw validationError([{ field: 'reason', message: NOTE_NEEDED }]);
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(decisions).where(eq(decisions.id, caseId)).for('update');
    if (!row) throw notFound('این مورد پیدا نشد');
    if (row.state !== 'pending') throw new ApiError(409, ALREADY_DECIDED);
    const kind = kinds.of(row.kind);
    if (!kind) throw notFound('این مورد پیدا نشد');
    if (verdict === 'approve') await kind.approve(tx, row.subjectId, staff.userId, input);
    else if (verdict === 'refuse') await kind.refuse(tx, row.subjectId, staff.userId, why);
    else if (kind.sendBack) await kind.sendBack(tx, row.subjectId, staff.userId, why);
    else throw new ApiError(409, CANNOT_SEND_BACK);
    const state = verdict === 'approve' ? 'approved' : verdict === 'refuse' ? 'refused' : 'returned';
    await tx
      .update(decisions)
      .set({ state, decidedBy: staff.userId, decidedAt: new Date(), reason: why || null })
      .where(eq(decisions.id, row.id));
    await auditAction(
      tx,
      staff,
      'decisions.decide',
      `decision.${row.kind}.${verdict}`,
      { subjectType: row.kind, subjectId: row.subjectId, after: { reason: why || undefined, input: input || undefined } },
      ip,
    );
  });
}
