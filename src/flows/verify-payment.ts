import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { markPayErrorSaving, orders, ORDER_STATUS, PAY_STATUS, STOCK_STATE, type PayStatus } from '#modules/orders/index.ts';
import type { ReverseResult, VerifyResult } from '#modules/payments/index.ts';
import { gatewayById, knownGatewayIds, paymentAttempts, type AttemptReversal } from '#modules/payments/index.ts';
import { applyVerification, settleReversal, type Verified } from './steps/settle.ts';

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
export async function attemptOfCallback(
  db: Db,
  scope: CallbackScope,
  params: Readonly<Record<string, string>>,
): Promise<{ attempt: AttemptRow; data: Record<string, string> } | null> {
  const within =
    'orderId' in scope ? eq(paymentAttempts.orderId, scope.orderId) : and(eq(paymentAttempts.id, scope.topUpId), eq(paymentAttempts.purpose, 'topUp'));
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

/** What one verification came to: the payment status, and the bank's outcome when this call asked it (null: another did). */
export interface Verification {
  status: PayStatus;
  outcome: VerifyResult['outcome'] | null;
}

/**
 * Verifies a waiting attempt once; answers its payment status afterwards (2 while the bank
 * could not be asked). `callback` is what the bank's return carried: saved with the claim,
 * so a later try (reconciliation) verifies with it too.
 */
export async function verifyAttempt(db: Db, attemptId: number, now = new Date(), callback?: Record<string, string>): Promise<PayStatus> {
  return (await verifyAttemptOnce(db, attemptId, now, callback)).status;
}

export async function verifyAttemptOnce(db: Db, attemptId: number, now = new Date(), callback?: Record<string, string>): Promise<Verification> {
  const fields = callback && Object.keys(callback).length > 0 ? callback : null;
  const stillOpen = and(
    eq(paymentAttempts.id, attemptId),
    or(eq(paymentAttempts.status, PAY_STATUS.waiting), eq(paymentAttempts.status, PAY_STATUS.errorSaving)),
  );
  const [claimed] = await db
    .update(paymentAttempts)
    .set({ verifyingSince: now, ...(fields ? { callbackData: fields } : {}) })
    .where(and(stillOpen, or(isNull(paymentAttempts.verifyingSince), lt(paymentAttempts.verifyingSince, new Date(now.getTime() - CLAIM_STALE_MS)))))
    .returning();
  if (!claimed) {
    // Another return or a job is asking the bank: this return's fields are kept for it (a job
    // that began without them asks again with them), and never replaced by nothing.
    if (fields) await db.update(paymentAttempts).set({ callbackData: fields }).where(stillOpen);
    return { status: await waitForOutcome(db, attemptId), outcome: null };
  }
  let attempt = claimed;
  let result = await askBank(db, attempt);
  if (result.outcome !== 'paid') {
    // A return may have arrived while the bank was asked without it (or with a forged one).
    const [latest] = await db.select({ callbackData: paymentAttempts.callbackData }).from(paymentAttempts).where(eq(paymentAttempts.id, attempt.id));
    if (latest?.callbackData && !sameFields(latest.callbackData, attempt.callbackData)) {
      attempt = { ...attempt, callbackData: latest.callbackData };
      result = await askBank(db, attempt);
    }
  }
  try {
    return { status: await applyVerification(db, claimed.id, await decideAtBank(db, attempt, result), now), outcome: result.outcome };
  } catch (err) {
    // The bank said something we could not save: status 5, and the claim is left to go
    // stale so reconciliation asks again (the bank answers "already verified").
    console.error(`[payments] saving the verification of attempt ${claimed.id} failed`, err);
    await db
      .update(paymentAttempts)
      .set({ status: PAY_STATUS.errorSaving, nextTryAt: new Date(now.getTime() + CLAIM_STALE_MS), updatedAt: new Date() })
      .where(eq(paymentAttempts.id, claimed.id));
    if (claimed.orderId !== null) await markPayErrorSaving(db, claimed.orderId);
    return { status: PAY_STATUS.errorSaving, outcome: result.outcome };
  }
}

/** The same fields, whatever their order (jsonb keeps keys in an order of its own). */
function sameFields(a: Record<string, string> | null, b: Record<string, string> | null): boolean {
  const flat = (r: Record<string, string> | null) => JSON.stringify(Object.entries(r ?? {}).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)));
  return flat(a) === flat(b);
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

export const verifyInput = (a: AttemptRow) => ({
  attemptId: a.id,
  authority: a.authority!,
  amountRial: Number(a.amountRial),
  callback: a.callbackData ?? null,
});

/**
 * The shop decides before the bank finishes (IRAN.md B5.4, B5.7), outside any transaction:
 * - a payment it keeps (an order still waiting for exactly this amount, or any top-up: what
 *   arrived is the shopper's) is settled where the bank has that step (Mellat): a settle
 *   refused for good is given back to the card and fails the payment; one not answered
 *   decides nothing (asked again later: 45, settled before);
 * - a payment it cannot keep (an amount that differs, an order already cancelled or paid)
 *   is reversed at the bank first; steps/settle.ts then records it as given back to the card
 *   ('reversed'), credits the balance only when the bank refused for good ('refused'), and
 *   credits nothing while the answer is unknown (the bank may have given it back already).
 * steps/settle.ts checks the order again under its lock.
 */
async function decideAtBank(db: Db, a: AttemptRow, result: VerifyResult): Promise<Verified> {
  if (result.outcome !== 'paid') return result;
  const gateway = gatewayById(db, a.gateway);
  const input = { ...verifyInput(a), refId: result.refId };
  const keep = a.orderId === null || (result.amountRial === Number(a.amountRial) && (await orderCanTake(db, a.orderId, result.amountRial)));
  if (keep) {
    if (!gateway?.settle) return result;
    const settled = await gateway
      .settle(input)
      .catch((err: unknown) => ({ outcome: 'unknown' as const, message: `settle: ${err instanceof Error ? err.message : String(err)}` }));
    if (settled.outcome === 'settled') return { ...result, message: `${result.message}, ${settled.message}` };
    if (settled.outcome === 'unknown') return { outcome: 'unknown', message: `${result.message}, ${settled.message}` };
    await reverseAtBank(db, a.gateway, input);
    return { outcome: 'failed', message: settled.message };
  }
  return { ...result, reversal: await reverseAtBank(db, a.gateway, input) };
}

/** Asks the bank to give a payment back; no gateway, or a throw, is an unknown answer. */
export async function reverseAtBank(db: Db, gatewayId: string, input: ReturnType<typeof verifyInput> & { refId: string }): Promise<ReverseResult> {
  const gateway = gatewayById(db, gatewayId);
  if (!gateway) return 'unknown';
  return gateway.reverse(input).catch(() => 'unknown' as const);
}

/** The order still waits for exactly this payment (read without a lock; steps/settle.ts checks again under one). */
async function orderCanTake(db: Db, orderId: number, amountRial: number): Promise<boolean> {
  const [o] = await db.select().from(orders).where(eq(orders.id, orderId));
  return !!o && o.status === ORDER_STATUS.awaitingPayment && o.stockState === STOCK_STATE.held && Number(o.payableRial) - Number(o.paidRial) === amountRial;
}

/**
 * A reversal whose answer was lost, asked again (reconciliation): the bank answers
 * "reversed" (now or before) or "refused", and steps/settle.ts records it once. Claimed like a
 * verification, so two processes never ask at once.
 */
export async function retryReversal(db: Db, attemptId: number, now = new Date()): Promise<AttemptReversal | null> {
  const [a] = await db
    .update(paymentAttempts)
    .set({ verifyingSince: now })
    .where(
      and(
        eq(paymentAttempts.id, attemptId),
        eq(paymentAttempts.reversal, 'unknown'),
        or(isNull(paymentAttempts.verifyingSince), lt(paymentAttempts.verifyingSince, new Date(now.getTime() - CLAIM_STALE_MS))),
      ),
    )
    .returning();
  if (!a) return null;
  const answer = a.refId && a.authority ? await reverseAtBank(db, a.gateway, { ...verifyInput(a), refId: a.refId }) : 'unknown';
  return settleReversal(db, a.id, answer, now);
}

/** Another callback holds the claim: wait a little for its outcome, then answer what is known. */
async function waitForOutcome(db: Db, attemptId: number): Promise<PayStatus> {
  for (let i = 0; ; i++) {
    const [a] = await db
      .select({ status: paymentAttempts.status, since: paymentAttempts.verifyingSince })
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, attemptId));
    if (!a) return PAY_STATUS.unsuccessful;
    if (a.status !== PAY_STATUS.waiting || a.since === null || i >= WAIT_STEPS) return a.status;
    await new Promise((r) => setTimeout(r, WAIT_STEP_MS));
  }
}
