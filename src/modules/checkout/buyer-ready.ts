import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { ApiError, validationError, type FieldError } from '#server/errors.ts';
import { isCompleteRegister, users } from '#modules/account/index.ts';

/**
 * Who may place an order (spec section 6: "a complete profile with an address, and a
 * national code"). /shipping and /payment send an incomplete profile to complete-info
 * before it sees a checkout; placement applies the same rule itself, so a client that calls
 * POST /v10/cart/payment directly cannot order without the name and national code the
 * invoice and the courier need. The rule is the profile's own (`isCompleteRegister`, spec
 * section 4); this file only names what is missing, with the profile API's field names, so
 * a client can send the shopper to exactly those fields.
 */
export const BUYER_MESSAGES = {
  first_name: 'برای ثبت سفارش، نام خود را در مشخصات حساب وارد کنید',
  last_name: 'برای ثبت سفارش، نام خانوادگی خود را در مشخصات حساب وارد کنید',
  sex: 'برای ثبت سفارش، جنسیت خود را در مشخصات حساب انتخاب کنید',
  birthday: 'برای ثبت سفارش، تاریخ تولد خود را در مشخصات حساب وارد کنید',
  national_code: 'برای ثبت سفارش، ابتدا کد ملی خود را ثبت کنید',
  summary: 'برای ثبت سفارش، ابتدا مشخصات حساب خود را کامل کنید',
} as const;

type ProfileRow = Pick<typeof users.$inferSelect, 'firstName' | 'lastName' | 'sex' | 'birthday' | 'nationalCode' | 'isForeign' | 'identityVerified'>;

/** The profile fields an order still needs, in the profile form's order; empty when the profile is complete. */
export function missingProfileFields(u: ProfileRow): FieldError[] {
  if (isCompleteRegister(u)) return [];
  const missing: FieldError[] = [];
  const blank = (v: string | null) => !v?.trim();
  if (blank(u.firstName)) missing.push({ field: 'first_name', message: BUYER_MESSAGES.first_name });
  if (blank(u.lastName)) missing.push({ field: 'last_name', message: BUYER_MESSAGES.last_name });
  if (u.sex !== 0 && u.sex !== 1) missing.push({ field: 'sex', message: BUYER_MESSAGES.sex });
  if (blank(u.birthday)) missing.push({ field: 'birthday', message: BUYER_MESSAGES.birthday });
  if (blank(u.nationalCode) && !u.isForeign) missing.push({ field: 'national_code', message: BUYER_MESSAGES.national_code });
  // isCompleteRegister is the rule; should it ever ask for something not listed above, still refuse.
  return missing.length ? missing : [{ field: 'profile', message: BUYER_MESSAGES.summary }];
}

/**
 * Refuses (422, one entry per missing field) a shopper whose profile an order cannot be
 * placed with. Called first by placement, before any lock is taken or stock moves. A
 * profile only ever becomes complete (the profile form needs every field), so reading it
 * outside placement's transaction races with nothing.
 */
export async function assertBuyerReady(db: DbOrTx, userId: number): Promise<void> {
  const [u] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      sex: users.sex,
      birthday: users.birthday,
      nationalCode: users.nationalCode,
      isForeign: users.isForeign,
      identityVerified: users.identityVerified,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!u) throw new ApiError(401, 'برای انجام این کار وارد حساب کاربری خود شوید');
  const missing = missingProfileFields(u);
  if (missing.length) throw validationError(missing, BUYER_MESSAGES.summary);
}
