import { eq, inArray } from 'drizzle-orm';
import { toFaDigits } from '#lib/digits.ts';
import { formatJalaliDate } from '#lib/jalali.ts';
import { formatToman } from '#lib/money.ts';
import { users } from '#modules/account/index.ts';
import type { DecisionKind } from '#modules/decisions/index.ts';
import { bankAccounts, payoutRequests } from '../schema.ts';
import { viewOf } from './accounts.ts';
import { approvePayoutIn, refusePayoutIn } from './payouts.ts';

/**
 * A payout of the balance to a bank account, as a case in the back office's decisions
 * inbox (docs/adr/0013, 0020): approving records the bank transfer's reference (the money
 * held at the request stays spent); refusing gives it back to the balance, with the reason
 * the shopper reads on /profile/back-balance.
 */
export const payoutDecision: DecisionKind = {
  kind: 'payout',
  title: 'برداشت به حساب بانکی',
  approveInput: { name: 'transfer_ref', label: 'شمارهٔ پیگیری واریز' },
  async describe(db, ids) {
    const rows = ids.length
      ? await db
          .select({ payout: payoutRequests, account: bankAccounts, firstName: users.firstName, lastName: users.lastName, mobile: users.mobile })
          .from(payoutRequests)
          .innerJoin(bankAccounts, eq(bankAccounts.id, payoutRequests.bankAccountId))
          .innerJoin(users, eq(users.id, payoutRequests.userId))
          .where(inArray(payoutRequests.id, ids))
      : [];
    return new Map(
      rows.map(({ payout, account, firstName, lastName, mobile }) => {
        const view = viewOf(account);
        const who = [firstName, lastName].filter(Boolean).join(' ') || toFaDigits(mobile);
        return [
          payout.id,
          {
            title: `${formatToman(payout.amountRial, { freeLabel: false })} برای ${who}`,
            lines: [
              `${view.bank_name}، شبا \u2066${toFaDigits(view.sheba_masked)}\u2069`,
              `موبایل ${toFaDigits(mobile)}، درخواست ${formatJalaliDate(payout.createdAt)}`,
            ],
          },
        ];
      }),
    );
  },
  async approve(tx, id, staffUserId, transferRef) {
    await approvePayoutIn(tx, id, staffUserId, transferRef);
  },
  async refuse(tx, id, staffUserId, reason) {
    await refusePayoutIn(tx, id, staffUserId, reason);
  },
};
