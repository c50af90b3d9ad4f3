import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { consumeCode, sendCode } from './auth/codes.ts';
import { hashPassword } from '#server/auth/crypto.ts';
import { isSecureContext, requireCaller, userHintCookie } from '#server/auth/session.ts';
import { ApiError } from '#server/errors.ts';
import { readBody } from '#server/http/body.ts';
import type { AppEnv } from '#server/http/env.ts';
import { ok } from '#server/http/envelope.ts';
import { parse } from '#server/http/params.ts';
import { clientIp } from '#server/http/client-address.ts';
import { userById, type UserRow } from './identity.ts';
import { identityView } from './identity-view.ts';
import { users } from './schema.ts';
import { selectedCityOf, setSelectedCity } from './selected-city.ts';
import { setCityBody } from '#modules/geo/index.ts';
import { profileCompletion, profileOnOrder, setPassword } from './validation.ts';
import { saveProfile } from './profile/save.ts';

/** The signed-in shopper's own account: password and profile completion. */
export const profileApi = new Hono<AppEnv>();

async function me(c: Parameters<typeof requireCaller>[0]) {
  const user = await userById(c.var.db, requireCaller(c).userId);
  if (!user) throw new ApiError(401, 'برای انجام این کار وارد حساب کاربری خود شوید');
  return user;
}

profileApi.post('/v6/profile/set-password-send-code', async (c) => {
  const user = await me(c);
  const sent = await sendCode(c.var.db, user.mobile, 'set-password', clientIp(c), (code) => `بازار\nکد تعیین رمز عبور: ${code}`);
  return ok(c, { remind_valid_time: sent.remindValidTime, code_length: sent.codeLength });
});

profileApi.post('/v6/profile/set-password-validate-code', async (c) => {
  const user = await me(c);
  const body = parse(setPassword, await readBody(c));
  await consumeCode(c.var.db, user.mobile, 'set-password', body.code);
  await c.var.db
    .update(users)
    .set({ passwordHash: await hashPassword(body.password), updatedAt: new Date() })
    .where(eq(users.id, user.id));
  return ok(c, null, 'رمز عبور با موفقیت ثبت شد');
});

export { NATIONAL_CODE_WHILE_ACTING } from './profile/save.ts';

const PROFILE_SAVED = 'اطلاعات شما با موفقیت ثبت شد';

type ProfileBody = Parameters<typeof saveProfile>[2];

async function saveAndAnswer(c: Context<AppEnv>, user: UserRow, body: ProfileBody) {
  const updated = await saveProfile(c.var.db, user, body, requireCaller(c).actorUserId !== null);
  // The header shows the new name at once (display hint only; the session is unchanged).
  c.header('Set-Cookie', userHintCookie(body.first_name, isSecureContext(c.req.url)), { append: true });
  return ok(c, await identityView(c.var.db, updated), PROFILE_SAVED);
}

/** Profile completion from the account's own screens (complete-info, the login modal): the whole profile (profile/save.ts). */
profileApi.post('/v6/profile/insert', async (c) => {
  const user = await me(c);
  return saveAndAnswer(c, user, parse(profileCompletion, await readBody(c)));
});

/**
 * At checkout: only what an order still lacks. A field left out keeps what the account has
 * (the national code and «اتباع خارجی» as one pair), then the same rules and writer as insert
 * (docs/adr/0029). /cart/complete-profile's plain form saves through the same two steps.
 */
profileApi.post('/v6/profile/update-on-order', async (c) => {
  const user = await me(c);
  return saveAndAnswer(c, user, parse(profileOnOrder(user), await readBody(c)));
});

/** The selected city (spec section 3): `{ id, name, localPayment }` or null. */
profileApi.get('/v6/profile/get-city', async (c) => ok(c, await selectedCityOf(c.var.db, requireCaller(c).userId)));

profileApi.post('/v6/profile/set-city', async (c) => {
  const { userId } = requireCaller(c);
  const body = parse(setCityBody, await readBody(c));
  return ok(c, await setSelectedCity(c.var.db, userId, body.city_id), 'شهر شما ثبت شد');
});
