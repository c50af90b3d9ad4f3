import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { consumeCode, sendCode } from './auth/codes.ts';
import { hashPassword } from '#server/auth/crypto.ts';
import { isSecureContext, requireCaller, userHintCookie } from '#server/auth/session.ts';
import { ApiError } from '#server/errors.ts';
import { readBody } from '#server/http/body.ts';
import type { AppEnv } from '#server/http/env.ts';
import { ok } from '#server/http/envelope.ts';
import { parse } from '#server/http/params.ts';
import { clientIp } from '#server/http/client-address.ts';
import { userById } from './identity.ts';
import { identityView } from './identity-view.ts';
import { users } from './schema.ts';
import { selectedCityOf, setSelectedCity } from './selected-city.ts';
import { setCityBody } from '#modules/geo/index.ts';
import { profileCompletion, setPassword } from './validation.ts';
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

/** Profile completion (complete-info and at checkout): names, sex, birthday, national code or foreign (profile/save.ts). */
for (const path of ['/v6/profile/insert', '/v6/profile/update-on-order']) {
  profileApi.post(path, async (c) => {
    const user = await me(c);
    const body = parse(profileCompletion, await readBody(c));
    const updated = await saveProfile(c.var.db, user, body, requireCaller(c).actorUserId !== null);
    // The header shows the new name at once (display hint only; the session is unchanged).
    c.header('Set-Cookie', userHintCookie(body.first_name, isSecureContext(c.req.url)), { append: true });
    return ok(c, await identityView(c.var.db, updated), 'اطلاعات شما با موفقیت ثبت شد');
  });
}

/** The selected city (spec section 3): `{ id, name, localPayment }` or null. */
profileApi.get('/v6/profile/get-city', async (c) => ok(c, await selectedCityOf(c.var.db, requireCaller(c).userId)));

profileApi.post('/v6/profile/set-city', async (c) => {
  const { userId } = requireCaller(c);
  const body = parse(setCityBody, await readBody(c));
  return ok(c, await setSelectedCity(c.var.db, userId, body.city_id), 'شهر شما ثبت شد');
});
