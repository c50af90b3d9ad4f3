import { ApiError } from '../../../server/errors.ts';

/**
 * A call-center operator signed in as a customer (login-as) may help with orders, but
 * money never leaves the shop on their word: adding or choosing a bank account and asking
 * for a payout are the customer's own acts. Refused with a 403 the forms show.
 */
export const ACTING_MESSAGE = 'در حالت ورود به‌جای مشتری، ثبت حساب بانکی و درخواست برداشت ممکن نیست؛ مشتری باید خودش وارد شود';

export function refuseWhileActing(actorUserId: number | null | undefined): void {
  if (actorUserId) throw new ApiError(403, ACTING_MESSAGE);
}
