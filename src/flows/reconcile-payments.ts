import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { PAY_STATUS, type PayStatus } from '#modules/orders/index.ts';
import {
  raisePaymentAlert,
  backoffMs,
  MAX_TRIES,
  BANK_WINDOW_MS,
  gatewayById,
  offeredGateways,
  paymentAttempts,
  paymentDecisions,
  refunds,
} from '#modules/payments/index.ts';
import { CLAIM_STALE_MS, retryReversal, verifyAttemptOnce } from './verify-payment.ts';

/**
 * Reconciliation (IRAN.md B5.6–B5.7): payments whose shopper never came back from the bank
 * are asked about, so a shopper who paid is served and money the shop cannot keep goes
 * back. Every minute (app/jobs.ts) it asks about:
 * - what a bank lists as paid but not verified (Zarinpal's unVerified list), at once;
 * - every attempt left undecided whose turn has come (`next_try_at`): a waiting one once the
 *   bank's own window has passed (attempts.ts sets the first turn; the shopper may still be
 *   paying before that), one whose saving failed (status 5), and a reversal whose answer was
 *   lost (reversal 'unknown': nothing is credited until the bank's word settles it).
 * Attempts are taken in turn order, top-ups and orders alike, each try pushing the attempt's
 * next turn back (backoff.ts), so one that stays undecided never starves newer ones; after
 * the last try an operator is alerted in the back office's decisions inbox.
 * verifyAttempt and steps/settle.ts decide (paid, failed, reversed, credited), each once; this job
 * only chooses what to ask about and writes every outcome to payment_decisions for the
 * operator. Safe on several processes: the batch is taken with FOR UPDATE SKIP LOCKED and
 * its turns moved on in that transaction, and claims serialise the verifications.
 */
export const RECONCILE_AFTER_MS = BANK_WINDOW_MS;
const BATCH = 50;

export type Decision = 'paid' | 'failed' | 'reversed' | 'credited' | 'reversing' | 'pending' | 'unknown';

/** Verifies one attempt and records what came of it (the hold job uses this too). */
export async function verifyAndRecord(db: Db, attemptId: number, why: string, now = new Date()): Promise<Decision> {
  const { status, outcome } = await verifyAttemptOnce(db, attemptId, now);
  const decision = await decisionOf(db, attemptId, status, outcome);
  await record(db, attemptId, decision, why);
  return decision;
}

async function record(db: Db, attemptId: number, decision: Decision, why: string): Promise<void> {
  const [a] = await db
    .select({ orderId: paymentAttempts.orderId, message: paymentAttempts.gatewayMessage })
    .from(paymentAttempts)
    .where(eq(paymentAttempts.id, attemptId));
  await db.insert(paymentDecisions).values({ attemptId, orderId: a?.orderId ?? null, decision, detail: `${why}؛ پاسخ بانک: ${a?.message ?? '—'}` });
  if (decision !== 'unknown' && decision !== 'pending') console.info(`[payments] reconciled attempt ${attemptId}: ${decision}`);
}

async function decisionOf(db: Db, attemptId: number, status: PayStatus, outcome: string | null): Promise<Decision> {
  if (status !== PAY_STATUS.success && status !== PAY_STATUS.unsuccessful) return outcome === 'pending' ? 'pending' : 'unknown';
  const [a] = await db.select({ reversal: paymentAttempts.reversal }).from(paymentAttempts).where(eq(paymentAttempts.id, attemptId));
  if (a?.reversal === 'unknown') return 'reversing';
  const [back] = await db.select({ channel: refunds.channel }).from(refunds).where(eq(refunds.attemptId, attemptId)).orderBy(desc(refunds.id)).limit(1);
  if (back) return back.channel === 'gateway' ? 'reversed' : 'credited';
  return status === PAY_STATUS.success ? 'paid' : 'failed';
}

/** Still undecided: waiting at the bank, its saving failed, or its reversal unanswered (built when asked: PAY_STATUS is orders', which may still be loading). */
const undecided = () =>
  or(eq(paymentAttempts.status, PAY_STATUS.waiting), eq(paymentAttempts.status, PAY_STATUS.errorSaving), eq(paymentAttempts.reversal, 'unknown'));

export async function reconcilePayments(db: Db, now = new Date(), { batch = BATCH }: { batch?: number } = {}): Promise<Decision[]> {
  const decisions: Decision[] = [];
  const unclaimed = or(isNull(paymentAttempts.verifyingSince), lt(paymentAttempts.verifyingSince, new Date(now.getTime() - CLAIM_STALE_MS)));
  const open = or(eq(paymentAttempts.status, PAY_STATUS.waiting), eq(paymentAttempts.status, PAY_STATUS.errorSaving));

  // Only the banks the shop is set up with: one dropped from the configuration has no credentials to ask with.
  for (const { id } of offeredGateways()) {
    const gateway = gatewayById(db, id);
    if (!gateway?.unverified) continue;
    const authorities = await gateway.unverified().catch((err: unknown) => {
      console.error(`[payments] ${id} unverified list failed`, err instanceof Error ? err.message : err);
      return [] as string[];
    });
    if (authorities.length === 0) continue;
    const listed = await db
      .select({ id: paymentAttempts.id })
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.gateway, id), inArray(paymentAttempts.authority, authorities.slice(0, 500)), open, unclaimed));
    for (const a of listed) decisions.push(await verifyAndRecord(db, a.id, 'بانک این پرداخت را تأییدنشده فهرست کرد', now));
  }

  // Attempts written before turns existed have none: their turn is the usual window after they began.
  const turn = sql`coalesce(${paymentAttempts.nextTryAt}, ${paymentAttempts.createdAt} + ${`${BANK_WINDOW_MS / 1000} seconds`}::interval)`;
  const due = await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: paymentAttempts.id, status: paymentAttempts.status, reversal: paymentAttempts.reversal, tries: paymentAttempts.reconcileTries })
      .from(paymentAttempts)
      .where(and(undecided(), unclaimed, lt(paymentAttempts.reconcileTries, MAX_TRIES), sql`${turn} <= ${now.toISOString()}::timestamptz`))
      .orderBy(asc(turn), asc(paymentAttempts.id))
      .limit(batch)
      .for('update', { skipLocked: true });
    for (const r of rows) {
      const tries = r.tries + 1;
      await tx
        .update(paymentAttempts)
        .set({ reconcileTries: tries, nextTryAt: new Date(now.getTime() + backoffMs(tries)) })
        .where(eq(paymentAttempts.id, r.id));
    }
    return rows.map((r) => ({ ...r, tries: r.tries + 1 }));
  });

  for (const a of due) {
    let decision: Decision;
    if (a.reversal === 'unknown') {
      const reversal = await retryReversal(db, a.id, now);
      decision = reversal === 'reversed' ? 'reversed' : reversal === 'credited' ? 'credited' : 'reversing';
      await record(db, a.id, decision, 'پاسخ بانک به برگشت وجه نرسیده بود');
    } else {
      decision = await verifyAndRecord(db, a.id, a.status === PAY_STATUS.errorSaving ? 'ذخیره نتیجه قبلی ناموفق بود' : 'خریدار از بانک برنگشت', now);
    }
    decisions.push(decision);
    if (a.tries >= MAX_TRIES && (decision === 'unknown' || decision === 'pending' || decision === 'reversing')) await raisePaymentAlert(db, a.id);
  }
  return decisions;
}
