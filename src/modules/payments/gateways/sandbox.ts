import { randomBytes, randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import type { Gateway, VerifyResult } from '../gateway.ts';
import { BANK_WINDOW_MS, REVERSE_WITHIN_MS } from './http.ts';
import { sandboxBankPayments } from '../schema.ts';

/**
 * The built-in sandbox bank (development and tests; never in production): a local bank
 * page with pay, cancel and fail buttons (payments/sandbox-bank.ts) that speaks
 * Zarinpal's protocol: the shopper is sent to the bank with an authority, comes back to
 * the callback with `Authority` and `Status=OK|NOK`, and the shop must verify with the
 * amount it expects: 100 the first time, 101 after, refused when the amount differs.
 * Verifying a payment still open at the bank closes it, as real banks do.
 */
export const SANDBOX_ID = 'sandbox';
export const SANDBOX_PATH = '/sandbox-bank/';

const fail = (message: string): VerifyResult => ({ outcome: 'failed', message });

export function sandboxGateway(db: Db): Gateway {
  return {
    id: SANDBOX_ID,
    title: 'درگاه آزمایشی (بانک شبیه‌سازی‌شده)',
    windowMs: BANK_WINDOW_MS,
    /** Like the banks it stands for. */
    reverseWithinMs: REVERSE_WITHIN_MS,
    async start(request) {
      const authority = `SB${randomBytes(16).toString('hex')}`;
      await db.insert(sandboxBankPayments).values({
        authority,
        amountRial: request.amountRial,
        callbackUrl: request.callbackUrl,
        description: request.description,
      });
      return { authority, paymentUrl: new URL(`${SANDBOX_PATH}${authority}`, request.callbackUrl).href };
    },
    readCallback(params) {
      const a = params.Authority ?? params.authority;
      return a && /^SB[0-9a-f]{32}$/.test(a) ? { authority: a, data: {} } : null;
    },
    async verify({ authority, amountRial }) {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(sandboxBankPayments).where(eq(sandboxBankPayments.authority, authority)).for('update');
        if (!row) return fail('-54 authority not found');
        if (row.state === 'pending') {
          await tx.update(sandboxBankPayments).set({ state: 'expired' }).where(eq(sandboxBankPayments.authority, authority));
          return fail('-51 not paid (closed by verify)');
        }
        if (row.state !== 'paid') return fail(`-51 ${row.state}`);
        if (Number(row.amountRial) !== amountRial) return fail('-50 amount mismatch');
        const already = row.verifiedAt !== null;
        if (!already) await tx.update(sandboxBankPayments).set({ verifiedAt: new Date() }).where(eq(sandboxBankPayments.authority, authority));
        return {
          outcome: 'paid',
          refId: row.refId!,
          amountRial: Number(row.amountRial),
          cardPan: row.cardPan,
          cardHash: null,
          already,
          message: already ? '101' : '100',
        };
      });
    },
    async reverse({ authority }) {
      const done = await db
        .update(sandboxBankPayments)
        .set({ state: 'reversed' })
        .where(and(eq(sandboxBankPayments.authority, authority), eq(sandboxBankPayments.state, 'paid')))
        .returning({ state: sandboxBankPayments.state });
      if (done.length === 1) return 'reversed';
      // Asked again after a lost answer: reversed before is reversed.
      const [row] = await db.select({ state: sandboxBankPayments.state }).from(sandboxBankPayments).where(eq(sandboxBankPayments.authority, authority));
      return row?.state === 'reversed' ? 'reversed' : 'refused';
    },
  };
}

/** What the bank's page does when the shopper presses a button: the new state, or null if the payment is no longer open. */
export async function sandboxAct(db: Db, authority: string, action: 'pay' | 'cancel' | 'fail') {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(sandboxBankPayments).where(eq(sandboxBankPayments.authority, authority)).for('update');
    if (!row || row.state !== 'pending') return { row, changed: false };
    const state = action === 'pay' ? 'paid' : action === 'cancel' ? 'cancelled' : 'failed';
    const paid = action === 'pay' ? { refId: String(randomInt(100_000_000, 999_999_999)), cardPan: '603799******' + String(randomInt(1000, 9999)) } : {};
    const [updated] = await tx
      .update(sandboxBankPayments)
      .set({ state, ...paid })
      .where(eq(sandboxBankPayments.authority, authority))
      .returning();
    return { row: updated, changed: true };
  });
}
