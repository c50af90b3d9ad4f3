import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';
import { orders } from '../orders/schema.ts';
import { PAY_STATUS, type PayStatus } from '../orders/statuses.ts';
import type { VerifyResult } from './gateway.ts';
import { gatewayById, knownGatewayIds } from './registry.ts';
import { paymentAttempts } from './schema.ts';
import { applyVerification } from './settle.ts';

/**
 * Verifying an attempt (shared/domain/IRAN.md B5.2–B5.3): a callback first claims the
 * attempt with a conditional update (waiting and not claimed, or claimed so long ago that
 * its process must have died); only the claimant asks the bank, once. Concurrent and
 * replayed callbacks find it claimed or final and only wait for the outcome. The bank is
 * asked outside any transaction, so no lock is held across the network.
 */
export const CLAIM_STALE_MS = 2 * 60_000;
const WAIT_STEP_MS = 100;
const WAIT_STEPS = 30;

type AttemptRow = typeof paymentAttempts.$inferSelect;

/** The attempt a callback for this order names, by the gateway's own reference; null for a forged or foreign one. */
export async function attemptOfCallback(db: Db, orderId: number, params: Readonly<Record<string, string>>): Promise<AttemptRow | null> {
  for (const id of knownGatewayIds()) {
    const authority = gatewayById(db, id)?.authorityOf(params);
    if (!authority) continue;
    const [a] = await db
      .select()
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.gateway, id), eq(paymentAttempts.authority, authority), eq(paymentAttempts.orderId, orderId)));
    if (a) return a;
  }
  return null;
}

/** Verifies a waiting attempt once; answers its payment status afterwards (2 while the bank could not be asked). */
export async function verifyAttempt(db: Db, attemptId: number, now = new Date()): Promise<PayStatus> {
  const [claimed] = await db
    .update(paymentAttempts)
    .set({ verifyingSince: now })
    .where(
      and(
        eq(paymentAttempts.id, attemptId),
        or(eq(paymentAttempts.status, PAY_STATUS.waiting), eq(paymentAttempts.status, PAY_STATUS.errorSaving)),
        or(isNull(paymentAttempts.verifyingSince), lt(paymentAttempts.verifyingSince, new Date(now.getTime() - CLAIM_STALE_MS))),
      ),
    )
    .returning();
  if (!claimed) return waitForOutcome(db, attemptId);
  const result = await askBank(db, claimed);
  try {
    return await applyVerification(db, claimed.id, result);
  } catch (err) {
    // The bank said something we could not save: status 5, and the claim is left to go
    // stale so reconciliation asks again (the bank answers "already verified").
    console.error(`[payments] saving the verification of attempt ${claimed.id} failed`, err);
    await db.update(paymentAttempts).set({ status: PAY_STATUS.errorSaving, updatedAt: new Date() }).where(eq(paymentAttempts.id, claimed.id));
    await db.update(orders).set({ payStatus: PAY_STATUS.errorSaving }).where(and(eq(orders.id, claimed.orderId), eq(orders.payStatus, PAY_STATUS.waiting)));
    return PAY_STATUS.errorSaving;
  }
}

async function askBank(db: Db, a: AttemptRow): Promise<VerifyResult> {
  const gateway = gatewayById(db, a.gateway);
  if (!gateway || !a.authority) return { outcome: 'unknown', message: 'gateway not available' };
  try {
    return await gateway.verify({ authority: a.authority, amountRial: Number(a.amountRial) });
  } catch (err) {
    return { outcome: 'unknown', message: err instanceof Error ? err.message : String(err) };
  }
}

/** Another callback holds the claim: wait a little for its outcome, then answer what is known. */
async function waitForOutcome(db: Db, attemptId: number): Promise<PayStatus> {
  for (let i = 0; ; i++) {
    const [a] = await db.select({ status: paymentAttempts.status, since: paymentAttempts.verifyingSince }).from(paymentAttempts).where(eq(paymentAttempts.id, attemptId));
    if (!a) return PAY_STATUS.unsuccessful;
    if (a.status !== PAY_STATUS.waiting || a.since === null || i >= WAIT_STEPS) return a.status;
    await new Promise((r) => setTimeout(r, WAIT_STEP_MS));
  }
}
