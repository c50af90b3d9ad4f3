import { and, eq, gt } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { CODE_LENGTH, codeTtlSeconds, consumeCode, sendCode } from './auth/codes.ts';
import { enforceLimits } from '#server/auth/rate-limit.ts';
import { requireCaller } from '#server/auth/session.ts';
import { ApiError, validationError } from '#server/errors.ts';
import { readBody } from '#server/http/body.ts';
import type { AppEnv } from '#server/http/env.ts';
import { ok } from '#server/http/envelope.ts';
import { parse } from '#server/http/params.ts';
import { iranMobile, requiredText } from '#lib/validation/rules.ts';
import { clientIp } from '#server/http/client-address.ts';
import { userById, userByMobile } from './identity.ts';
import { authTokens, users } from './schema.ts';

/**
 * Changing the mobile (spec section 4 "Phone-number change"): a code to the new number,
 * then the username becomes it. For a week the old number can take the account back
 * with a code of its own (revert), which also ends every session: a stolen session
 * cannot keep an account its owner recovered.
 */
export const mobileApi = new Hono<AppEnv>();

const REVERT_DAYS = 7;
const TAKEN = 'این شماره موبایل قبلاً ثبت شده است';
const codeField = z.pipe(requiredText(), z.string().regex(/^\d{4,8}$/, { error: 'کد وارد شده صحیح نیست' }));

/**
 * Step 1 answers whether a number is taken (the form says so), so it is limited like a
 * guess: per address first, then per account, every check counts.
 */
export const CHANGE_CHECKS = { perAddress: 30, perUser: 10, windowSeconds: 3600 };

mobileApi.post('/v6/user/change-mobile', async (c) => {
  const caller = requireCaller(c);
  const { mobile } = parse(z.object({ mobile: iranMobile() }), await readBody(c));
  await enforceLimits(
    [
      { key: `mobile-change:ip:${clientIp(c)}`, max: CHANGE_CHECKS.perAddress, windowSeconds: CHANGE_CHECKS.windowSeconds },
      { key: `mobile-change:user:${caller.userId}`, max: CHANGE_CHECKS.perUser, windowSeconds: CHANGE_CHECKS.windowSeconds },
    ],
    'تعداد درخواست‌های تغییر شماره موبایل بیش از حد مجاز است. کمی بعد دوباره تلاش کنید',
  );
  const user = await userById(c.var.db, caller.userId);
  if (!user) throw new ApiError(401, 'برای انجام این کار وارد حساب کاربری خود شوید');
  if (mobile === user.mobile || (await userByMobile(c.var.db, mobile))) throw validationError([{ field: 'mobile', message: TAKEN }]);
  const sent = await sendCode(c.var.db, mobile, 'change-mobile', clientIp(c), (code) => `بازار\nکد تغییر شماره موبایل: ${code}`);
  return ok(c, { step: 2, remainValidTime: sent.remindValidTime, codeLength: sent.codeLength, mobile });
});

mobileApi.post('/v6/user/verify-change-mobile', async (c) => {
  const caller = requireCaller(c);
  const { mobile, code } = parse(z.object({ mobile: iranMobile(), code: codeField }), await readBody(c));
  const user = await userById(c.var.db, caller.userId);
  if (!user) throw new ApiError(401, 'برای انجام این کار وارد حساب کاربری خود شوید');
  await consumeCode(c.var.db, mobile, 'change-mobile', code);
  if (await userByMobile(c.var.db, mobile)) throw validationError([{ field: 'mobile', message: TAKEN }]);
  await c.var.db
    .update(users)
    .set({ mobile, username: mobile, previousMobile: user.mobile, mobileChangedAt: new Date(), updatedAt: new Date() })
    .where(eq(users.id, user.id));
  return ok(c, { mobile }, 'شماره موبایل شما تغییر کرد');
});

/** The account a number recently left, if it may still take it back. */
async function revertable(db: AppEnv['Variables']['db'], oldMobile: string) {
  const since = new Date(Date.now() - REVERT_DAYS * 86_400_000);
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.previousMobile, oldMobile), gt(users.mobileChangedAt, since)));
  return user;
}

/** Step 1 of a revert: a code to the old number (same answer whether or not there is anything to revert). */
mobileApi.post('/v6/user/revert-mobile', async (c) => {
  const { mobile } = parse(z.object({ mobile: iranMobile() }), await readBody(c));
  const user = await revertable(c.var.db, mobile);
  if (user) {
    const sent = await sendCode(c.var.db, mobile, 'revert-mobile', clientIp(c), (code) => `بازار\nکد بازگرداندن شماره موبایل: ${code}`);
    return ok(c, { remainValidTime: sent.remindValidTime, codeLength: sent.codeLength, mobile });
  }
  return ok(c, { remainValidTime: codeTtlSeconds(), codeLength: CODE_LENGTH, mobile });
});

mobileApi.post('/v6/user/verify-revert-mobile', async (c) => {
  const { mobile, code } = parse(z.object({ mobile: iranMobile(), code: codeField }), await readBody(c));
  await consumeCode(c.var.db, mobile, 'revert-mobile', code);
  const user = await revertable(c.var.db, mobile);
  if (!user || (await userByMobile(c.var.db, mobile))) throw validationError([{ field: 'mobile', message: 'امکان بازگرداندن این شماره وجود ندارد' }]);
  await c.var.db.transaction(async (tx) => {
    await tx.update(users).set({ mobile, username: mobile, previousMobile: null, mobileChangedAt: null, updatedAt: new Date() }).where(eq(users.id, user.id));
    await tx.update(authTokens).set({ revokedAt: new Date() }).where(eq(authTokens.userId, user.id));
  });
  return ok(c, { mobile }, 'شماره موبایل شما بازگردانده شد؛ دوباره وارد شوید');
});
