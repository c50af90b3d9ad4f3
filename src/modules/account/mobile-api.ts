import { Hono } from 'hono';
import { requireCaller } from '#server/auth/session.ts';
import { ApiError } from '#server/errors.ts';
import { readBody } from '#server/http/body.ts';
import type { AppEnv } from '#server/http/env.ts';
import { ok } from '#server/http/envelope.ts';
import { parse } from '#server/http/params.ts';
import { clientIp } from '#server/http/client-address.ts';
import { userById } from './identity.ts';
import {
  confirmMobileChange,
  confirmMobileRevert,
  MOBILE_MESSAGES,
  mobileBody,
  mobileCodeBody,
  revertMobileOf,
  startMobileChange,
  startMobileRevert,
} from './mobile.ts';

export { CHANGE_CHECKS } from './mobile.ts';

/**
 * Changing the mobile and the one-week revert (spec section 4 "Phone-number change",
 * section 7 "revert mobile GET and POST"); the rules are in mobile.ts, shared with the
 * /profile/change-mobile and /profile/revert-mobile pages. (`/profile/revert-request/{id}`
 * of spec section 2 is a return request's page, not this.)
 */
export const mobileApi = new Hono<AppEnv>();

mobileApi.post('/v6/user/change-mobile', async (c) => {
  const caller = requireCaller(c);
  const { mobile } = parse(mobileBody, await readBody(c));
  return ok(c, await startMobileChange(c.var.db, caller.userId, mobile, clientIp(c)));
});

mobileApi.post('/v6/user/verify-change-mobile', async (c) => {
  const caller = requireCaller(c);
  const { mobile, code } = parse(mobileCodeBody, await readBody(c));
  return ok(c, await confirmMobileChange(c.var.db, caller.userId, mobile, code), MOBILE_MESSAGES.changed);
});

/**
 * Whether the signed-in account can still go back to the number it left:
 * `{ possible, previous_mobile (masked), until (ISO) }`. Only the account itself asks
 * (401 for a guest): answering for any number would tell who changed theirs.
 */
mobileApi.get('/v6/user/revert-mobile', async (c) => {
  const user = await userById(c.var.db, requireCaller(c).userId);
  if (!user) throw new ApiError(401, MOBILE_MESSAGES.signIn);
  c.header('Cache-Control', 'no-store');
  return ok(c, revertMobileOf(user));
});

/** Step 1 of a revert: a code to the old number (same answer whether or not there is anything to revert). */
mobileApi.post('/v6/user/revert-mobile', async (c) => {
  const { mobile } = parse(mobileBody, await readBody(c));
  return ok(c, await startMobileRevert(c.var.db, mobile, clientIp(c)));
});

mobileApi.post('/v6/user/verify-revert-mobile', async (c) => {
  const { mobile, code } = parse(mobileCodeBody, await readBody(c));
  const done = await confirmMobileRevert(c.var.db, mobile, code);
  return ok(c, { mobile: done.mobile }, MOBILE_MESSAGES.reverted);
});
