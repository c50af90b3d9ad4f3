import type { AstroCookies } from 'astro';
import type { Context } from 'hono';
import { isSecureContext } from '#server/auth/session.ts';
import { safeLocalPath } from '#routing/safe-path.ts';
import { isAuthPath } from './back-path.ts';

/**
 * /auth as plain forms (JavaScript off, or a tap before the page's script woke): the number
 * the code went to and where to go afterwards live in a short HttpOnly cookie scoped to
 * /auth (never in the URL), and the last refusal in a one-shot one. The routes
 * (auth-form-api.ts) write them; the page reads them and shows the code step.
 */
const STATE_COOKIE = 'bz_auth_form';
const MESSAGE_COOKIE = 'bz_auth_form_msg';
const MAX_MESSAGE = 300;

export interface AuthFormState {
  mobile: string;
  /** A local path to go to once signed in ('' for the default). */
  back: string;
}

const flags = (c: Context, maxAge: number) => `Path=/auth; Max-Age=${maxAge}; SameSite=Lax; HttpOnly${isSecureContext(c.req.url) ? '; Secure' : ''}`;

/** Where a plain form may send the shopper after signing in: a local page, never /auth itself. */
export function safeBack(value: unknown): string {
  const back = safeLocalPath(typeof value === 'string' ? value : '', '');
  return isAuthPath(back) ? '' : back;
}

export function setAuthFormState(c: Context, state: AuthFormState, seconds: number): void {
  const value = encodeURIComponent(JSON.stringify({ m: state.mobile, b: state.back }));
  c.header('Set-Cookie', `${STATE_COOKIE}=${value}; ${flags(c, Math.max(60, seconds))}`, { append: true });
}

export function clearAuthFormState(c: Context): void {
  c.header('Set-Cookie', `${STATE_COOKIE}=; ${flags(c, 0)}`, { append: true });
}

export function setAuthFormMessage(c: Context, message: string): void {
  c.header('Set-Cookie', `${MESSAGE_COOKIE}=${encodeURIComponent(message.slice(0, MAX_MESSAGE))}; ${flags(c, 60)}`, { append: true });
}

const decode = (raw: string) => {
  try {
    return raw.startsWith('{') ? raw : decodeURIComponent(raw);
  } catch {
    return '';
  }
};

function parseState(raw: string | undefined): AuthFormState | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(decode(raw)) as { m?: unknown; b?: unknown };
    if (typeof v.m !== 'string' || !/^09\d{9}$/.test(v.m)) return null;
    return { mobile: v.m, back: safeBack(v.b) };
  } catch {
    return null;
  }
}

/** The routes' side: the state the code form posts against. */
export const authFormStateOf = (cookieHeader: string | undefined): AuthFormState | null =>
  parseState(/(?:^|;\s*)bz_auth_form=([^;]*)/.exec(cookieHeader ?? '')?.[1]);

/** The page's side: the code step's state (null: the mobile step), and the refusal to show once. */
export function readAuthForm(cookies: AstroCookies, { restart = false } = {}): { state: AuthFormState | null; message: string | null } {
  const raw = cookies.get(MESSAGE_COOKIE)?.value;
  if (raw !== undefined) cookies.delete(MESSAGE_COOKIE, { path: '/auth' });
  const message = raw ? decode(raw).slice(0, MAX_MESSAGE) || null : null;
  if (restart) {
    cookies.delete(STATE_COOKIE, { path: '/auth' });
    return { state: null, message };
  }
  return { state: parseState(cookies.get(STATE_COOKIE)?.value), message };
}
