import { and, count, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { failureLimits } from '#server/auth/rate-limit.ts';
import { ApiError, validationError } from '#server/errors.ts';
import { formatToman } from '#lib/money.ts';
import { discountCodes, discountUsages, giftCards } from './schema.ts';
import type { DiscountRule } from './pricing.ts';

/**
 * Discount codes and gift cards: finding them and checking their rules. A code is
 * checked when it is applied and again whenever the cart is read, so an expired or
 * used-up code stops counting (with a message) instead of silently lowering the total.
 */

type DiscountRow = typeof discountCodes.$inferSelect;
type GiftRow = typeof giftCards.$inferSelect;

export const CODE_MESSAGES = {
  unknown: 'کد تخفیف وارد شده معتبر نیست',
  expired: 'مهلت استفاده از این کد به پایان رسیده است',
  notStarted: 'زمان استفاده از این کد هنوز شروع نشده است',
  usedUp: 'ظرفیت استفاده از این کد تکمیل شده است',
  usedByYou: 'شما قبلاً از این کد تخفیف استفاده کرده‌اید',
  notYours: 'این کد متعلق به حساب دیگری است',
  emptyCart: 'سبد خرید شما خالی است',
  minCart: (rial: number) => `این کد برای خریدهای از ${formatToman(rial)} به بالا قابل استفاده است`,
  giftEmpty: 'اعتبار این کارت هدیه تمام شده است',
  signIn: 'برای استفاده از کد تخفیف وارد حساب کاربری خود شوید',
  tooManyWrong: 'تعداد کدهای نادرست وارد شده بیش از حد مجاز است. کمی بعد دوباره تلاش کنید',
} as const;

/**
 * Codes are secrets worth money (a gift card is cash), so wrong guesses are limited per
 * account and per address. Only codes that match nothing count: a shopper retrying a real
 * code that is expired or below its minimum is not guessing.
 */
export const WRONG_CODE_LIMITS = { perUser: 10, perAddress: 30, windowSeconds: 900 };

export const codeGuesses = (userId: number, address: string) =>
  failureLimits(
    [
      { key: `code-miss:ip:${address}`, max: WRONG_CODE_LIMITS.perAddress, windowSeconds: WRONG_CODE_LIMITS.windowSeconds },
      { key: `code-miss:user:${userId}`, max: WRONG_CODE_LIMITS.perUser, windowSeconds: WRONG_CODE_LIMITS.windowSeconds },
    ],
    CODE_MESSAGES.tooManyWrong,
  );

export const ruleOf = (row: DiscountRow): DiscountRule => ({
  kind: row.kind,
  value: row.value,
  minCartRial: Number(row.minCartRial),
  maxDiscountRial: row.maxDiscountRial == null ? null : Number(row.maxDiscountRial),
});

export async function findDiscount(db: DbOrTx, code: string): Promise<DiscountRow | undefined> {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, code.toUpperCase()));
  return row;
}

export async function findGiftCard(db: DbOrTx, code: string): Promise<GiftRow | undefined> {
  const [row] = await db.select().from(giftCards).where(eq(giftCards.code, code.toUpperCase()));
  return row;
}

/** Why a discount code cannot be used by this user now (null: it can), cart total aside. */
export async function discountProblem(db: DbOrTx, row: DiscountRow, userId: number, now = new Date()): Promise<string | null> {
  // A personal code (bought with coins) is its owner's alone; checked first, so nothing else about it shows.
  if (row.ownerUserId != null && row.ownerUserId !== userId) return CODE_MESSAGES.notYours;
  if (!row.isActive || (row.expiresAt && row.expiresAt <= now)) return CODE_MESSAGES.expired;
  if (row.startsAt && row.startsAt > now) return CODE_MESSAGES.notStarted;
  if (row.usageLimit != null && row.usedCount >= row.usageLimit) return CODE_MESSAGES.usedUp;
  const [used] = await db
    .select({ n: count() })
    .from(discountUsages)
    .where(and(eq(discountUsages.discountCodeId, row.id), eq(discountUsages.userId, userId), isNull(discountUsages.cancelledAt)));
  if ((used?.n ?? 0) >= row.perUserLimit) return CODE_MESSAGES.usedByYou;
  return null;
}

export function giftProblem(row: GiftRow, now = new Date()): string | null {
  if (!row.isActive || (row.expiresAt && row.expiresAt <= now)) return CODE_MESSAGES.expired;
  if (Number(row.balanceRial) <= 0) return CODE_MESSAGES.giftEmpty;
  return null;
}

/** A 422 on the `code` field, as the cart screen's discount form expects. */
export const codeError = (message: string) => validationError([{ field: 'code', message }], message);

export const signInForCodes = () => new ApiError(401, CODE_MESSAGES.signIn);
