import { and, count, eq } from 'drizzle-orm';
import { isValidNationalCode } from '#lib/validation/iran.ts';
import type { DbOrTx } from '#server/db/client.ts';
import type { users } from '#modules/account/index.ts';
import { payoutRequests } from '../schema.ts';
import { PAYOUT_MIN_RIAL, type PayoutBlocker } from './validation.ts';

/**
 * The identity's `canCustomerBackBalanceRequest` (spec section 6; docs/adr/0013): a
 * shopper may ask for a payout when
 *   1. their profile names them: first and last name and a valid national code (the
 *      account paid into must be theirs, and the bank transfer names them);
 *   2. their balance is at least the smallest payout (PAYOUT_MIN_RIAL);
 *   3. no other request of theirs is still pending (staff decide one at a time).
 * Having a bank account is not part of it: the request form lets them add one.
 */
type Shopper = Pick<typeof users.$inferSelect, 'id' | 'firstName' | 'lastName' | 'nationalCode'>;

export async function payoutBlockers(db: DbOrTx, u: Shopper, balanceRial: number): Promise<PayoutBlocker[]> {
  const blockers: PayoutBlocker[] = [];
  if (!u.firstName?.trim() || !u.lastName?.trim() || !u.nationalCode || !isValidNationalCode(u.nationalCode)) blockers.push('identity');
  if (balanceRial < PAYOUT_MIN_RIAL) blockers.push('balance');
  const [pending] = await db
    .select({ n: count() })
    .from(payoutRequests)
    .where(and(eq(payoutRequests.userId, u.id), eq(payoutRequests.state, 'pending')));
  if (pending?.n) blockers.push('pending');
  return blockers;
}
