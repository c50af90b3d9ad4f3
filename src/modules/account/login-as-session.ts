import { sessionCookies } from '#server/auth/session.ts';
import { WEB_SESSION_TTL } from '#server/auth/session.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { operatorName } from './login-as.ts';
import type { users } from './schema.ts';

/** The operator's own session while they act as someone (login-as), restored on logout. */
export const PREVIOUS_SESSION = 'bz_session_prev';
/** A display hint for the "acting as" banner (no secret). */
export const ACTING_HINT = 'bz_acting';

/**
 * The Set-Cookie lines that switch a browser to acting as `user` (the API's login-as and
 * the back office's screen): the operator's own session kept aside for logout to bring
 * back, the customer's session, and the banner's hint.
 */
export async function actingCookies(
  db: DbOrTx,
  {
    operatorId,
    user,
    web,
    ownSession,
    secure,
  }: { operatorId: number; user: typeof users.$inferSelect; web: string; ownSession: string | null; secure: boolean },
): Promise<string[]> {
  const flags = `Path=/; Max-Age=${WEB_SESSION_TTL}; SameSite=Lax${secure ? '; Secure' : ''}`;
  const lines: string[] = [];
  if (ownSession) lines.push(`${PREVIOUS_SESSION}=${ownSession}; ${flags}; HttpOnly`);
  lines.push(...sessionCookies(web, user.firstName || 'حساب کاربری', secure));
  const banner = `${await operatorName(db, operatorId)} به‌جای ${[user.firstName, user.lastName].filter(Boolean).join(' ') || user.mobile}`;
  lines.push(`${ACTING_HINT}=${encodeURIComponent(banner)}; ${flags}`);
  return lines;
}
