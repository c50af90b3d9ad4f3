import { createHmac } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { authSecret } from '#server/auth/clients.ts';
import { newToken } from '#server/auth/crypto.ts';
import { enforceLimits } from '#server/auth/rate-limit.ts';
import type { Db } from '#server/db/client.ts';
import { ApiError, validationError } from '#server/errors.ts';
import { toFaDigits } from '#lib/digits.ts';
import { emailVerifications, users } from '../schema.ts';
import { currentMailer, maskEmail } from './mail.ts';
import { PROFILE_MESSAGES } from './validation.ts';

/**
 * The account's email and its confirmation (spec section 3 `email`). Saving a new
 * address clears `email_verified_at` and mails a one-time link; the link's token is
 * 256 random bits kept only as its HMAC (keyed with AUTH_SECRET), bound to the account
 * and the address, good for EMAIL_LINK_HOURS and once. Opening the link shows a button:
 * only its POST uses the token, so a mail scanner that follows links confirms nothing.
 * Tokens are never logged and never put anywhere but the mail.
 */
export const EMAIL_LINK_HOURS = 24;
/** Links mailed per account per hour (each one is a mail to an address the shopper typed). */
export const EMAIL_LINKS_PER_HOUR = 5;

export const VERIFY_EMAIL_PATH = '/profile/verify-email';

const tokenHash = (token: string) => createHmac('sha256', authSecret()).update(`email-verification\n${token}`).digest('hex');

export interface EmailState {
  email: string | null;
  email_verified: boolean;
}

export const emailStateOf = (u: { email: string | null; emailVerifiedAt: Date | null }): EmailState => ({
  email: u.email,
  email_verified: Boolean(u.email && u.emailVerifiedAt),
});

function mailOf(link: string) {
  return {
    subject: 'بازار: تأیید ایمیل',
    body: [
      'برای تأیید این ایمیل برای حساب کاربری خود در بازار، پیوند زیر را باز کنید و دکمهٔ «تأیید ایمیل» را بزنید.',
      `این پیوند تا ${toFaDigits(EMAIL_LINK_HOURS)} ساعت و فقط یک بار کار می‌کند.`,
      link,
      'اگر شما این درخواست را نداده‌اید، این پیام را نادیده بگیرید.',
    ].join('\n'),
  };
}

/**
 * Sets the account's email (`''` removes it) and, when it is new or not yet confirmed,
 * mails a confirmation link built on `origin` (the shop's public origin). An address
 * already confirmed and sent again changes nothing. Answers the email as it stands and
 * whether a link went out.
 */
export async function changeEmail(db: Db, userId: number, email: string, origin: string): Promise<EmailState & { sent: boolean }> {
  if (email) {
    await enforceLimits([{ key: `email-link:user:${userId}`, max: EMAIL_LINKS_PER_HOUR, windowSeconds: 3600 }], PROFILE_MESSAGES.emailTooMany);
  }
  const outcome = await db.transaction(async (tx) => {
    const [user] = await tx.select({ email: users.email, emailVerifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw new ApiError(401, PROFILE_MESSAGES.signIn);
    if (!email) {
      await tx.update(users).set({ email: null, emailVerifiedAt: null, updatedAt: new Date() }).where(eq(users.id, userId));
      return { state: emailStateOf({ email: null, emailVerifiedAt: null }), token: null };
    }
    const same = user.email?.toLowerCase() === email;
    if (same && user.emailVerifiedAt) return { state: emailStateOf(user), token: null };
    if (!same) await tx.update(users).set({ email, emailVerifiedAt: null, updatedAt: new Date() }).where(eq(users.id, userId));
    const token = newToken();
    await tx.insert(emailVerifications).values({ userId, email, tokenHash: tokenHash(token), expiresAt: new Date(Date.now() + EMAIL_LINK_HOURS * 3_600_000) });
    return { state: { email, email_verified: false }, token };
  });
  if (!outcome.token) return { ...outcome.state, sent: false };
  const link = `${origin.replace(/\/+$/, '')}${VERIFY_EMAIL_PATH}?token=${outcome.token}`;
  try {
    await currentMailer().send(db, { to: email, ...mailOf(link) });
  } catch (err) {
    // The address is saved; the shopper can ask for another link. Neither the link nor the error's text is logged (it may quote the mail).
    console.error(`[account] the confirmation email for ${maskEmail(email)} could not be sent (${err instanceof Error ? err.name : 'error'})`);
    return { ...outcome.state, sent: false };
  }
  return { ...outcome.state, sent: true };
}

/**
 * Uses a confirmation link's token: when it is known, unused, not expired and the
 * account still has the address it was mailed to, the address is confirmed and the
 * token spent (one POST wins a race: the row is locked). Anything else is one 422 on
 * `token`, whichever the reason, so the answer tells a guesser nothing.
 */
export async function verifyEmail(db: Db, token: string): Promise<{ userId: number; email: string }> {
  const refused = () => validationError([{ field: 'token', message: PROFILE_MESSAGES.emailLink }]);
  return db.transaction(async (tx) => {
    const now = new Date();
    const [link] = await tx
      .select()
      .from(emailVerifications)
      .where(and(eq(emailVerifications.tokenHash, tokenHash(token)), isNull(emailVerifications.consumedAt), gt(emailVerifications.expiresAt, now)))
      .for('update');
    if (!link) throw refused();
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, link.userId)).for('update');
    if (user?.email?.toLowerCase() !== link.email) throw refused();
    await tx.update(emailVerifications).set({ consumedAt: now }).where(eq(emailVerifications.id, link.id));
    await tx.update(users).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, link.userId));
    return { userId: link.userId, email: link.email };
  });
}
