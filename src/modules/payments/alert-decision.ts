import { eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { toFaDigits } from '#lib/digits.ts';
import { formatJalaliDate } from '#lib/jalali.ts';
import { formatToman } from '#lib/money.ts';
import { users } from '#modules/account/index.ts';
import { requeueDecision, type DecisionKind } from '#modules/decisions/index.ts';
import { paymentAttempts } from './schema.ts';

/**
 * A payment reconciliation could not decide after its last try (flows/reconcile-payments.ts,
 * backoff.ts), as a case in the back office's decisions inbox: the bank never gave a
 * readable answer about it, or about giving it back. Nothing is credited meanwhile. Staff
 * look it up in the bank's merchant panel; approving asks the bank again from the start
 * (a new round of tries), refusing closes the case with a note of how it was settled
 * outside the shop (the attempt stays as it is).
 */
export const PAYMENT_ALERT_KIND = 'paymentAlert';

/** Puts the attempt in front of staff (again, if an earlier case was decided). */
export async function raisePaymentAlert(db: Db, attemptId: number): Promise<void> {
  await requeueDecision(db, PAYMENT_ALERT_KIND, attemptId);
  console.warn(`[payments] attempt ${attemptId} is still undecided after the last try: an operator is alerted`);
}

export const paymentAlertDecision: DecisionKind = {
  kind: PAYMENT_ALERT_KIND,
  title: 'پرداخت بی‌نتیجه نزد بانک',
  async describe(db, ids) {
    const rows = ids.length
      ? await db
          .select({ a: paymentAttempts, mobile: users.mobile })
          .from(paymentAttempts)
          .innerJoin(users, eq(users.id, paymentAttempts.userId))
          .where(inArray(paymentAttempts.id, ids))
      : [];
    return new Map(
      rows.map(({ a, mobile }) => {
        const what = a.orderId === null ? 'افزایش موجودی' : `سفارش ${toFaDigits(a.orderId)}`;
        const state =
          a.reversal === 'unknown' ? 'برگشت وجه درخواست شد اما پاسخ بانک نرسید؛ چیزی به کیف پول واریز نشده است' : 'بانک دربارهٔ نتیجهٔ پرداخت پاسخ روشنی نداد';
        return [
          a.id,
          {
            title: `${formatToman(Number(a.paidRial ?? a.amountRial), { freeLabel: false })}، ${what}، درگاه ${a.gateway}`,
            lines: [
              state,
              `شناسهٔ بانک ${a.authority ?? '—'}${a.refId ? `، کد پیگیری ${a.refId}` : ''}`,
              `موبایل ${toFaDigits(mobile)}، آغاز پرداخت ${formatJalaliDate(a.createdAt)}`,
              'پس از بررسی در پنل بانک: «تأیید» دوباره از بانک می‌پرسد؛ «رد» پرونده را با توضیح شما می‌بندد.',
            ],
          },
        ];
      }),
    );
  },
  async approve(tx, id) {
    await tx.update(paymentAttempts).set({ reconcileTries: 0, nextTryAt: new Date() }).where(eq(paymentAttempts.id, id));
  },
  async refuse() {
    // Settled outside the shop: the case closes with staff's note; the attempt is left as the bank left it.
  },
};
