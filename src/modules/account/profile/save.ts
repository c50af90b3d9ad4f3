import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '#server/db/client.ts';
import { validationError } from '#server/errors.ts';
import type { UserRow } from '../identity.ts';
import { users } from '../schema.ts';
import type { profileCompletion } from '../validation.ts';

export type ProfileInput = z.output<typeof profileCompletion>;

/**
 * An operator acting as the customer completes a profile for an order but does not
 * rewrite an identity already given: the bank checks a payout account's owner against the
 * national code, so only the customer changes it (or whether they are a foreign national).
 */
export const NATIONAL_CODE_WHILE_ACTING = 'در حالت ورود به‌جای مشتری، کد ملی ثبت‌شده تغییر نمی‌کند؛ مشتری باید خودش آن را ویرایش کند';

/** Whether the national code (or being a foreign national) is already given: an acting operator then keeps it. */
export const identityGiven = (user: Pick<UserRow, 'isForeign' | 'nationalCode'>) => user.isForeign || user.nationalCode !== null;

/**
 * Saves the profile's names, sex, birthday and national code (or foreign national): the
 * one writer behind /v6/profile/insert, /v6/profile/update-on-order and the
 * /profile/edit-profile form. `acting`: an operator sends it for the customer.
 */
export async function saveProfile(db: DbOrTx, user: UserRow, body: ProfileInput, acting: boolean): Promise<UserRow> {
  const identityChanges = body.is_foreign !== user.isForeign || (!body.is_foreign && (body.national_code ?? null) !== user.nationalCode);
  if (acting && identityGiven(user) && identityChanges) {
    throw validationError([{ field: 'national_code', message: NATIONAL_CODE_WHILE_ACTING }]);
  }
  const [updated] = await db
    .update(users)
    .set({
      firstName: body.first_name,
      lastName: body.last_name,
      sex: body.sex,
      birthday: body.birthday,
      isForeign: body.is_foreign,
      nationalCode: body.is_foreign ? null : (body.national_code ?? null),
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id))
    .returning();
  return updated!;
}
