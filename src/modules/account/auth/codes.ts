import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { authCodes } from '#modules/account/index.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { ApiError, validationError } from '#server/errors.ts';
import { smsProvider } from '#server/sms/provider.ts';
import { hashCode, hashPassword, newCode, sameHex, verifyPassword } from '#server/auth/crypto.ts';
import { limitStore } from '#server/auth/rate-limit.ts';

/**
 * SMS one-time codes (IRAN.md C2): 6 digits from a CSPRNG, stored as an HMAC, valid 2
 * minutes (OTP_TTL_SECONDS), single use, bound to mobile and purpose, at most 5 wrong
 * tries each; a new code only once the last one expired (asking again meanwhile answers
 * the live code's seconds left); per-mobile and per-IP send limits. Every limit answers
 * 429 with a Persian message and Retry-After.
 */
export type CodePurpose = 'login' | 'register' | 'set-password' | 'change-mobile' | 'revert-mobile';

export const CODE_LENGTH = 6;

/** The SMS that carries a sign-in or registration code. */
export const codeText = (code: string) => `بازار\nکد تأیید شما: ${code}\nاین کد را در اختیار دیگران قرار ندهید.`;
export const MAX_TRIES = 5;
const SENDS_PER_MOBILE_PER_HOUR = 5;
const SENDS_PER_IP_PER_HOUR = 20;

export const codeTtlSeconds = () => {
  const n = Number(process.env.OTP_TTL_SECONDS ?? 120);
  return Number.isFinite(n) && n >= 30 && n <= 600 ? n : 120;
};

const tooMany = (message: string, retryAfter: number) => new ApiError(429, message, undefined, { 'Retry-After': String(Math.max(1, retryAfter)) });

const MESSAGES = {
  wait: 'کد قبلی هنوز معتبر است؛ پس از پایان زمان آن دوباره درخواست کنید',
  mobileLimit: 'تعداد درخواست کد برای این شماره بیش از حد مجاز است. کمی بعد دوباره تلاش کنید',
  ipLimit: 'تعداد درخواست‌های شما بیش از حد مجاز است. کمی بعد دوباره تلاش کنید',
  wrong: 'کد وارد شده صحیح نیست',
  expired: 'کد منقضی شده است؛ کد جدید درخواست کنید',
  tries: 'تعداد تلاش‌های نادرست بیش از حد مجاز است؛ کد جدید درخواست کنید',
};

/** The newest not-yet-used code of this mobile and purpose (expired or not), if any. */
async function latestOpenCode(db: DbOrTx, mobile: string, purpose: CodePurpose) {
  const [row] = await db
    .select()
    .from(authCodes)
    .where(and(eq(authCodes.mobile, mobile), eq(authCodes.purpose, purpose), isNull(authCodes.consumedAt)))
    .orderBy(desc(authCodes.createdAt))
    .limit(1);
  return row;
}

/** What a send answers: how long the code is valid and its length; `sent` is false for the code already out. */
export interface CodeSent {
  remindValidTime: number;
  codeLength: number;
  sent: boolean;
}

/** Whether a live code carries the same pending password as this request (both none, or the same one). */
async function samePending(storedHash: string | null, password: string | null): Promise<boolean> {
  if (storedHash === null || password === null) return storedHash === password;
  return verifyPassword(password, storedHash);
}

/**
 * Sends a new code unless a limit is reached. While the last code is still valid, the
 * same request again (a closed and reopened modal, a lost answer, a second tab) sends
 * nothing and answers that code's seconds left, so the shopper goes on to enter it. A
 * request that would change what the code confirms (another registration password) is
 * refused instead: its code must not confirm someone else's password.
 */
export async function sendCode(
  db: DbOrTx,
  mobile: string,
  purpose: CodePurpose,
  ip: string,
  text: (code: string) => string,
  pendingPassword: string | null = null,
): Promise<CodeSent> {
  const last = await latestOpenCode(db, mobile, purpose);
  const now = Date.now();
  if (last && last.expiresAt.getTime() > now && last.attempts < MAX_TRIES) {
    const left = Math.ceil((last.expiresAt.getTime() - now) / 1000);
    if (await samePending(last.pendingPasswordHash, pendingPassword)) return { remindValidTime: left, codeLength: CODE_LENGTH, sent: false };
    throw tooMany(MESSAGES.wait, left);
  }
  // The address first: an address over its limit must not open a window for every number it tries.
  const limits = limitStore();
  const perIp = await limits.hit(`otp:ip:${ip}`, 3600);
  if (perIp.count > SENDS_PER_IP_PER_HOUR) throw tooMany(MESSAGES.ipLimit, perIp.resetIn);
  const perMobile = await limits.hit(`otp:mobile:${mobile}`, 3600);
  if (perMobile.count > SENDS_PER_MOBILE_PER_HOUR) throw tooMany(MESSAGES.mobileLimit, perMobile.resetIn);

  const code = newCode(CODE_LENGTH);
  const ttl = codeTtlSeconds();
  const pendingPasswordHash = pendingPassword === null ? null : await hashPassword(pendingPassword);
  await db.insert(authCodes).values({ mobile, purpose, codeHash: hashCode(code, mobile, purpose), pendingPasswordHash, expiresAt: new Date(now + ttl * 1000) });
  await smsProvider().send(db, { receptor: mobile, body: text(code), template: { name: `bazaar-${purpose}`, tokens: [code] } });
  return { remindValidTime: ttl, codeLength: CODE_LENGTH, sent: true };
}

/** Checks a code and uses it up; a wrong code costs one of its tries. Returns what the code carried. */
export async function consumeCode(db: DbOrTx, mobile: string, purpose: CodePurpose, code: string): Promise<{ pendingPasswordHash: string | null }> {
  const row = await latestOpenCode(db, mobile, purpose);
  if (!row) throw validationError([{ field: 'code', message: MESSAGES.expired }]);
  if (row.attempts >= MAX_TRIES) throw tooMany(MESSAGES.tries, Math.ceil(Math.max(0, row.expiresAt.getTime() - Date.now()) / 1000));
  if (row.expiresAt.getTime() <= Date.now()) throw validationError([{ field: 'code', message: MESSAGES.expired }]);
  if (!sameHex(row.codeHash, hashCode(code, mobile, purpose))) {
    // Count the try atomically: parallel guesses cannot share one try.
    const [after] = await db
      .update(authCodes)
      .set({ attempts: sql`${authCodes.attempts} + 1` })
      .where(eq(authCodes.id, row.id))
      .returning({ attempts: authCodes.attempts });
    if ((after?.attempts ?? MAX_TRIES) >= MAX_TRIES) throw tooMany(MESSAGES.tries, 1);
    throw validationError([{ field: 'code', message: MESSAGES.wrong }]);
  }
  // Single use, also under a race: only one request can flip consumed_at.
  const used = await db
    .update(authCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(authCodes.id, row.id), isNull(authCodes.consumedAt)))
    .returning({ id: authCodes.id });
  if (used.length === 0) throw validationError([{ field: 'code', message: MESSAGES.expired }]);
  return { pendingPasswordHash: row.pendingPasswordHash };
}
