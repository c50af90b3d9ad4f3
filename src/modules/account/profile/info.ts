import type { Db, DbOrTx } from '#server/db/client.ts';
import type { UserRow } from '../identity.ts';
import { identityView } from '../identity-view.ts';
import { revertMobileOf } from '../mobile.ts';
import { setPriceDropSmsIn } from '../price-drop-sms.ts';
import { emailStateOf } from './email.ts';
import type { Settings } from './validation.ts';

/** The account's notice settings (spec section 3): only the price-drop SMS is kept today. */
export const settingsOf = (user: Pick<UserRow, 'sendSmsOnPriceReduction'>): Settings => ({
  send_sms_on_product_price_reduction: user.sendSmsOnPriceReduction,
});

/** Saves the notice settings (the account row locked, as lists' switch does); answers them as they now stand. */
export async function saveSettings(db: Db, userId: number, input: Settings): Promise<Settings> {
  return db.transaction(async (tx) => ({
    send_sms_on_product_price_reduction: await setPriceDropSmsIn(tx, userId, input.send_sms_on_product_price_reduction),
  }));
}

/**
 * GET /v6/profile/full-info: the identity (spec section 3) with what only the account's
 * own screens need: the mobile, the email and whether it is confirmed, the previous
 * mobile's revert window and the notice settings.
 */
export async function fullInfoOf(db: DbOrTx, user: UserRow) {
  return {
    ...(await identityView(db, user)),
    mobile: user.mobile,
    ...emailStateOf(user),
    email_verified_at: user.email && user.emailVerifiedAt ? user.emailVerifiedAt.toISOString() : null,
    revert_mobile: revertMobileOf(user),
    settings: settingsOf(user),
  };
}
