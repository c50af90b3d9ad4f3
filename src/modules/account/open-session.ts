import type { Context } from 'hono';
import type { AppEnv } from '#server/http/env.ts';
import { isSecureContext, sessionCookies } from '#server/auth/session.ts';
import { issueLogin } from './auth/tokens.ts';
import { signedIn } from './session-hooks.ts';
import type { users } from './schema.ts';

/**
 * A successful sign-in, however it came (the API's code or password, the plain form on
 * /auth): the tokens, what other domains do at sign-in (the guest cart joins the account),
 * and the browser's HttpOnly session cookie with the header's display hint. Never cached.
 */
export async function openSession(c: Context<AppEnv>, user: typeof users.$inferSelect, clientId: string) {
  const login = await issueLogin(c.var.db, user.id, clientId);
  await signedIn(c, user.id);
  for (const cookie of sessionCookies(login.web, user.firstName || 'حساب کاربری', isSecureContext(c.req.url))) c.header('Set-Cookie', cookie, { append: true });
  c.header('Cache-Control', 'no-store');
  return login.tokens;
}
