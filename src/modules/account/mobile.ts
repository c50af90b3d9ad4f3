import { and, eq, gt } from 'drizzle-orm';
import { z } from 'zod';
import { CODE_LENGTH, codeTtlSeconds, consumeCode, sendCode } from './auth/codes.ts';
import { enforceLimits } from '#server/auth/rate-limit.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { ApiError, validationError } from '#server/errors.ts';
import { smsProvider } from '#server/sms/provider.ts';
import { iranMobile, requiredText } from '#lib/validation/rules.ts';
import { userById, userByMobile, type UserRow } from './identity.ts';
import { authTokens, users } from './schema.ts';

/**
 * Changing the mobile (spec section 4 "Phone-number change"): a code to the new number,
 * then the username becomes it. For a week the old number can take the account back
 * with a code of its own (revert), which also ends every session: a stolen session
 * cannot keep an account its owner recovered. The API (mobile-api.ts) and the pages
 * (/profile/change-mobile, /profile/revert-mobile) both call these.
 */
export const REVERT_DAYS = 7;

export const MOBILE_MESSAGES = {
  taken: 'این شماره موبایل قبلاً ثبت شده است',
  wrongCode: 'کد وارد شده صحیح نیست',
  signIn: 'برای انجام این کار وارد حساب کاربری خود شوید',
  tooMany: 'تعداد درخواست‌های تغییر شماره موبایل بیش از حد مجاز است. کمی بعد دوباره تلاش کنید',
  tooManyReverts: 'تعداد درخواست‌های بازگرداندن شماره موبایل بیش از حد مجاز است. کمی بعد دوباره تلاش کنید',
  cannotRevert: 'امکان بازگرداندن این شماره وجود ندارد',
  changed: 'شماره موبایل شما تغییر کرد',
  reverted: 'شماره موبایل شما بازگردانده شد؛ دوباره وارد شوید',
} as const;

const codeField = z.pipe(requiredText(), z.string().regex(/^\d{4,8}$/, { error: MOBILE_MESSAGES.wrongCode }));

/** `{ mobile }`: the new number (change) or the old one (revert). */
export const mobileBody = z.object({ mobile: iranMobile() });
/** `{ mobile, code }`: the code that number received. */
export const mobileCodeBody = z.object({ mobile: iranMobile(), code: codeField });

/**
 * Step 1 answers whether a number is taken (the form says so), so it is limited like a
 * guess: per address first, then per account, every check counts.
 */
export const CHANGE_CHECKS = { perAddress: 30, perUser: 10, windowSeconds: 3600 };

/** Revert requests per address and per old number in a window (public: nobody signs in to ask). */
export const REVERT_CHECKS = { perAddress: 20, perMobile: 5, windowSeconds: 3600 };

export interface CodeStep {
  remainValidTime: number;
  codeLength: number;
  mobile: string;
}

async function accountOf(db: DbOrTx, userId: number): Promise<UserRow> {
  const user = await userById(db, userId);
  if (!user) throw new ApiError(401, MOBILE_MESSAGES.signIn);
  return user;
}

/** Change, step 1: a code to the new number (422 on `mobile` when it is this or another account's). */
export async function startMobileChange(db: DbOrTx, userId: number, mobile: string, ip: string): Promise<CodeStep & { step: 2 }> {
  await enforceLimits(
    [
      { key: `mobile-change:ip:${ip}`, max: CHANGE_CHECKS.perAddress, windowSeconds: CHANGE_CHECKS.windowSeconds },
      { key: `mobile-change:user:${userId}`, max: CHANGE_CHECKS.perUser, windowSeconds: CHANGE_CHECKS.windowSeconds },
    ],
    MOBILE_MESSAGES.tooMany,
  );
  const user = await accountOf(db, userId);
  if (mobile === user.mobile || (await userByMobile(db, mobile))) throw validationError([{ field: 'mobile', message: MOBILE_MESSAGES.taken }]);
  const sent = await sendCode(db, mobile, 'change-mobile', ip, (code) => `بازار\nکد تغییر شماره موبایل: ${code}`);
  return { step: 2, remainValidTime: sent.remindValidTime, codeLength: sent.codeLength, mobile };
}

/**
 * Change, step 2: the code the new number received makes it the account's mobile and
 * username. The old number is told, with where to take the account back for a week.
 */
export async function confirmMobileChange(db: DbOrTx, userId: number, mobile: string, code: string): Promise<{ mobile: string }> {
  const user = await accountOf(db, userId);
  await consumeCode(db, mobile, 'change-mobile', code);
  if (await userByMobile(db, mobile)) throw validationError([{ field: 'mobile', message: MOBILE_MESSAGES.taken }]);
  await db
    .update(users)
    .set({ mobile, username: mobile, previousMobile: user.mobile, mobileChangedAt: new Date(), updatedAt: new Date() })
    .where(eq(users.id, user.id));
  // After the change is kept: a failed notice must not undo it (the revert page works without it).
  try {
    await smsProvider().send(db, {
      receptor: user.mobile,
      body: 'بازار\nشماره موبایل حساب شما تغییر کرد. اگر این کار را نکرده‌اید، تا یک هفته از صفحهٔ «بازگرداندن شماره موبایل» (/profile/revert-mobile) حساب را پس بگیرید.',
    });
  } catch (err) {
    console.error('[account] the mobile-change notice could not be sent', err);
  }
  return { mobile };
}

/** The account a number recently left, if it may still take it back. */
async function revertable(db: DbOrTx, oldMobile: string): Promise<UserRow | undefined> {
  const since = new Date(Date.now() - REVERT_DAYS * 86_400_000);
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.previousMobile, oldMobile), gt(users.mobileChangedAt, since)));
  return user;
}

/**
 * Revert, step 1: a code to the old number. The answer is the same whether or not there
 * is anything to revert, so nobody learns from it which numbers left which account.
 */
export async function startMobileRevert(db: DbOrTx, oldMobile: string, ip: string): Promise<CodeStep> {
  // Counted for every number alike, so the limits do not tell a revertable number either.
  await enforceLimits(
    [
      { key: `mobile-revert:ip:${ip}`, max: REVERT_CHECKS.perAddress, windowSeconds: REVERT_CHECKS.windowSeconds },
      { key: `mobile-revert:mobile:${oldMobile}`, max: REVERT_CHECKS.perMobile, windowSeconds: REVERT_CHECKS.windowSeconds },
    ],
    MOBILE_MESSAGES.tooManyReverts,
  );
  const user = await revertable(db, oldMobile);
  if (user) {
    const sent = await sendCode(db, oldMobile, 'revert-mobile', ip, (code) => `بازار\nکد بازگرداندن شماره موبایل: ${code}`);
    return { remainValidTime: sent.remindValidTime, codeLength: sent.codeLength, mobile: oldMobile };
  }
  return { remainValidTime: codeTtlSeconds(), codeLength: CODE_LENGTH, mobile: oldMobile };
}

/** Revert, step 2: the old number's code gives it the account back and ends every session of the account. */
export async function confirmMobileRevert(db: Db, oldMobile: string, code: string): Promise<{ mobile: string; userId: number }> {
  await consumeCode(db, oldMobile, 'revert-mobile', code);
  const user = await revertable(db, oldMobile);
  if (!user || (await userByMobile(db, oldMobile))) throw validationError([{ field: 'mobile', message: MOBILE_MESSAGES.cannotRevert }]);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ mobile: oldMobile, username: oldMobile, previousMobile: null, mobileChangedAt: null, updatedAt: new Date() })
      .where(eq(users.id, user.id));
    await tx.update(authTokens).set({ revokedAt: new Date() }).where(eq(authTokens.userId, user.id));
  });
  return { mobile: oldMobile, userId: user.id };
}

/** The account's own revert window: the number it left and until when that number may take it back, or null. */
export function revertWindowOf(user: Pick<UserRow, 'previousMobile' | 'mobileChangedAt'>, now = new Date()): { previousMobile: string; until: Date } | null {
  if (!user.previousMobile || !user.mobileChangedAt) return null;
  const until = new Date(user.mobileChangedAt.getTime() + REVERT_DAYS * 86_400_000);
  return until > now ? { previousMobile: user.previousMobile, until } : null;
}

/** The number as the API shows it to the account itself: 09121234567 → 0912***4567. */
export const maskedMobile = (mobile: string) => mobile.replace(/^(\d{4})\d{3}(\d{4})$/, '$1***$2');

/** The revert window as the API shows it to the account itself (GET /v6/user/revert-mobile, full-info). */
export function revertMobileOf(user: Pick<UserRow, 'previousMobile' | 'mobileChangedAt'>, now = new Date()) {
  const window = revertWindowOf(user, now);
  return {
    possible: window !== null,
    previous_mobile: window ? maskedMobile(window.previousMobile) : null,
    until: window?.until.toISOString() ?? null,
  };
}
