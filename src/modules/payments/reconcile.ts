import { and, desc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';
import { PAY_STATUS, type PayStatus } from '../orders/statuses.ts';
import { gatewayById, offeredGateways } from './registry.ts';
import { paymentAttempts, paymentDecisions, refunds } from './schema.ts';
import { CLAIM_STALE_MS, verifyAttempt } from './verify.ts';

/**
 * Reconciliation (issue 13 item 5, IRAN.md B5.6–B5.7): payments whose shopper never came
 * back from the bank are asked about, so a shopper who paid is served and money the shop
 * cannot keep goes back. Every minute (server/jobs.ts) it verifies:
 * - what a bank lists as paid but not verified (Zarinpal's unVerified list), at once;
 * - attempts still waiting RECONCILE_AFTER_MS after they began (real banks close their
 *   payment page within 15–20 minutes, so a payment still open then is not being made);
 * - attempts whose saving failed (status 5) or whose claim went stale.
 * verifyAttempt and settle.ts decide (paid, failed, reversed, credited to the balance),
 * each once; this job only chooses what to ask about and writes every outcome to
 * payment_decisions for the operator. Safe on several processes: claims serialise them.
 */
export const RECONCILE_AFTER_MS = 20 * 60_000;
const BATCH = 50;

export type Decision = 'paid' | 'failed' | 'reversed' | 'credited' | 'unknown';

/** Verifies one attempt and records what came of it (the hold job uses this too). */
export async function verifyAndRecord(db: Db, attemptId: number, why: string, now = new Date()): Promise<Decision> {
  const status = await verifyAttempt(db, attemptId, now);
  const decision = await decisionOf(db, attemptId, status);
  const [a] = await db.select({ orderId: paymentAttempts.orderId, message: paymentAttempts.gatewayMessage }).from(paymentAttempts).where(eq(paymentAttempts.id, attemptId));
  await db.insert(paymentDecisions).values({ attemptId, orderId: a?.orderId ?? null, decision, detail: `${why}؛ پاسخ بانک: ${a?.message ?? '—'}` });
  if (decision !== 'unknown') console.info(`[payments] reconciled attempt ${attemptId}: ${decision}`);
  return decision;
}

async function decisionOf(db: Db, attemptId: number, status: PayStatus): Promise<Decision> {
  if (status !== PAY_STATUS.success && status !== PAY_STATUS.unsuccessful) return 'unknown';
  const [back] = await db.select({ channel: refunds.channel }).from(refunds).where(eq(refunds.attemptId, attemptId)).orderBy(desc(refunds.id)).limit(1);
  if (back) return back.channel === 'gateway' ? 'reversed' : 'credited';
  return status === PAY_STATUS.success ? 'paid' : 'failed';
}

export async function reconcilePayments(db: Db, now = new Date()): Promise<Decision[]> {
  const decisions: Decision[] = [];
  const open = or(eq(paymentAttempts.status, PAY_STATUS.waiting), eq(paymentAttempts.status, PAY_STATUS.errorSaving));
  const unclaimed = or(isNull(paymentAttempts.verifyingSince), lt(paymentAttempts.verifyingSince, new Date(now.getTime() - CLAIM_STALE_MS)));

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

  const old = await db
    .select({ id: paymentAttempts.id, status: paymentAttempts.status })
    .from(paymentAttempts)
    .where(
      and(
        open,
        unclaimed,
        or(
          and(eq(paymentAttempts.status, PAY_STATUS.waiting), lt(paymentAttempts.createdAt, new Date(now.getTime() - RECONCILE_AFTER_MS))),
          and(eq(paymentAttempts.status, PAY_STATUS.errorSaving), lt(paymentAttempts.updatedAt, new Date(now.getTime() - CLAIM_STALE_MS))),
        ),
      ),
    )
    .orderBy(paymentAttempts.id)
    .limit(BATCH);
  for (const a of old) {
    const why = a.status === PAY_STATUS.errorSaving ? 'ذخیره نتیجه قبلی ناموفق بود' : 'خریدار از بانک برنگشت';
    decisions.push(await verifyAndRecord(db, a.id, why, now));
  }
  return decisions;
}
