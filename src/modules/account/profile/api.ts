import { Hono, type Context } from 'hono';
import { requireCaller } from '#server/auth/session.ts';
import { ApiError, validationError } from '#server/errors.ts';
import { readBody } from '#server/http/body.ts';
import type { AppEnv } from '#server/http/env.ts';
import { ok } from '#server/http/envelope.ts';
import { parse } from '#server/http/params.ts';
import { publicOrigin } from '#routing/origin.ts';
import { variantOfHost } from '#routing/variant.ts';
import { userById } from '../identity.ts';
import { changeEmail, verifyEmail } from './email.ts';
import { fullInfoOf, saveSettings } from './info.ts';
import { emailBody, PROFILE_MESSAGES, settingsBody, verifyEmailBody } from './validation.ts';

/**
 * The account's own screens over the API (spec section 7 "Profile": full-info, settings;
 * the email's change and confirmation are ours, added beside them in the account README):
 * - GET /v6/profile/full-info: the identity, mobile, email and email_verified, the
 *   previous mobile's revert window, the notice settings;
 * - POST /v6/profile/settings `{ send_sms_on_product_price_reduction: 1|0 }`;
 * - POST /v6/profile/update-email `{ email }` ('' removes it): a new address is saved
 *   unconfirmed and a one-time link is mailed;
 * - POST /v6/profile/verify-email `{ token }`: the mailed link's token (no session
 *   needed: the token is the proof, and the link may be opened on another device).
 * Every answer is the caller's own and never cached.
 */
export const profileInfoApi = new Hono<AppEnv>();

async function me(c: Context<AppEnv>) {
  const user = await userById(c.var.db, requireCaller(c).userId);
  if (!user) throw new ApiError(401, PROFILE_MESSAGES.signIn);
  return user;
}

profileInfoApi.get('/v6/profile/full-info', async (c) => {
  const user = await me(c);
  c.header('Cache-Control', 'no-store');
  return ok(c, await fullInfoOf(c.var.db, user));
});

profileInfoApi.post('/v6/profile/settings', async (c) => {
  const user = await me(c);
  const body = parse(settingsBody, await readBody(c));
  const settings = await saveSettings(c.var.db, user.id, { send_sms_on_product_price_reduction: body.send_sms_on_product_price_reduction! });
  return ok(c, settings, PROFILE_MESSAGES.settingsSaved);
});

profileInfoApi.post('/v6/profile/update-email', async (c) => {
  const caller = requireCaller(c);
  // The acting guard refuses this route before it runs (staff/acting/policy.ts); kept here too, next to what it protects.
  if (caller.actorUserId !== null) throw validationError([{ field: 'email', message: PROFILE_MESSAGES.emailWhileActing }]);
  const user = await me(c);
  const { email } = parse(emailBody, await readBody(c));
  const origin = publicOrigin(variantOfHost(c.req.header('Host')), new URL(c.req.url));
  const state = await changeEmail(c.var.db, user.id, email, origin);
  const msg = !state.email
    ? PROFILE_MESSAGES.emailCleared
    : state.email_verified
      ? PROFILE_MESSAGES.emailSame
      : state.sent
        ? PROFILE_MESSAGES.emailSent
        : PROFILE_MESSAGES.emailNotSent;
  return ok(c, { email: state.email, email_verified: state.email_verified }, msg);
});

profileInfoApi.post('/v6/profile/verify-email', async (c) => {
  const { token } = parse(verifyEmailBody, await readBody(c));
  const done = await verifyEmail(c.var.db, token);
  return ok(c, { email: done.email, email_verified: true }, PROFILE_MESSAGES.emailVerified);
});
