import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';
import { orders } from '../orders/schema.ts';
import { ORDER_STATUS, PAY_STATUS, STOCK_STATE, type PayStatus } from '../orders/statuses.ts';
import type { VerifyResult } from './gateway.ts';
import { gatewayById, knownGatewayIds } from './registry.ts';
import { paymentAttempts } from './schema.ts';
import { applyVerification, type Verified } from './settle.ts';

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

/** Which attempts a return address may name: an order's, or one balance top-up. */
export type CallbackScope = { orderId: number } | { topUpId: number };

/**
 * The attempt a callback names, by the gateway's own reference, within the return
 * address's scope, with the fields verifying needs; null for a forged or foreign one.
 */
export async function attemptOfCallback(db: Db, scope: CallbackScope, params: Readonly<Record<string, string>>): Promise<{ attempt: AttemptRow; data: Record<string, string> } | null> {
  const within = 'orderId' in scope ? eq(paymentAttempts.orderId, scope.orderId) : and(eq(paymentAttempts.id, scope.topUpId), eq(paymentAttempts.purpose, 'topUp'));
  for (const id of knownGatewayIds()) {
    const read = gatewayById(db, id)?.readCallback(params);
    if (!read) continue;
    const [a] = await db
      .select()
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.gateway, id), eq(paymentAttempts.authority, read.authority), within));
    if (a) return { attempt: a, data: read.data };
  }
  return null;
}

/**
 * Verifies a waiting attempt once; answers its payment status afterwards (2 while the bank
 * could not be asked). `callback` is what the bank's return carried: saved with the claim,
 * so a later try (reconciliation) verifies with it too.
 */
export async function verifyAttempt(db: Db, attemptId: number, now = new Date(), callback?: Record<string, string>): Promise<PayStatus> {
  const keep = callback && Object.keys(callback).length > 0 ? { callbackData: callback } : {};
  const [claimed] = await db
    .update(paymentAttempts)
    .set({ verifyingSince: now, ...keep })
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
    return await applyVerification(db, claimed.id, await giveBackAtBank(db, claimed, result));
  } catch (err) {
    // The bank said something we could not save: status 5, and the claim is left to go
    // stale so reconciliation asks again (the bank answers "already verified").
    console.error(`[payments] saving the verification of attempt ${claimed.id} failed`, err);
    await db.update(paymentAttempts).set({ status: PAY_STATUS.errorSaving, updatedAt: new Date() }).where(eq(paymentAttempts.id, claimed.id));
    if (claimed.orderId !== null) {
      await db.update(orders).set({ payStatus: PAY_STATUS.errorSaving }).where(and(eq(orders.id, claimed.orderId), eq(orders.payStatus, PAY_STATUS.waiting)));
    }
    return PAY_STATUS.errorSaving;
  }
}

async function askBank(db: Db, a: AttemptRow): Promise<VerifyResult> {
  const gateway = gatewayById(db, a.gateway);
  if (!gateway || !a.authority) return { outcome: 'unknown', message: 'gateway not available' };
  try {
    return await gateway.verify(verifyInput(a));
  } catch (err) {
    return { outcome: 'unknown', message: err instanceof Error ? err.message : String(err) };
  }
}

const verifyInput = (a: AttemptRow) => ({ attemptId: a.id, authority: a.authority!, amountRial: Number(a.amountRial), callback: a.callbackData ?? null });

/**
 * A verified payment the shop cannot keep (an amount that differs, or an order already
 * cancelled or paid) is reversed at the bank first (IRAN.md B5.4, B5.7), before the
 * transaction that records it: reversed, it is recorded as given back through the bank;
 * not reversed, settle.ts credits it to the balance. A process dying in between leaves the
 * claim to go stale: asked again, the bank says reversed (failed), and nothing is credited.
 */
async function giveBackAtBank(db: Db, a: AttemptRow, result: VerifyResult): Promise<Verified> {
  if (result.outcome !== 'paid') return result;
  const keep = result.amountRial === Number(a.amountRial) && (a.orderId === null || (await orderCanTake(db, a.orderId, result.amountRial)));
  if (keep) return result;
  const gateway = gatewayById(db, a.gateway);
  const reversed = gateway ? await gateway.reverse({ ...verifyInput(a), refId: result.refId }).catch(() => false) : false;
  return { ...result, reversed };
}

/** The order still waits for exactly this payment (read without a lock; settle.ts checks again under one). */
async function orderCanTake(db: Db, orderId: number, amountRial: number): Promise<boolean> {
  const [o] = await db.select().from(orders).where(eq(orders.id, orderId));
  return !!o && o.status === ORDER_STATUS.awaitingPayment && o.stockState === STOCK_STATE.held && Number(o.payableRial) - Number(o.paidRial) === amountRial;
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
