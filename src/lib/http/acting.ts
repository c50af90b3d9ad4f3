import { readCookie } from '../session-hints.ts';

/**
 * Login-as on a client that holds tokens (spec section 6: "headers carry the real user
 * id and real token"): the login-as answer gives the operator's id and token
 * (`real_user_id`, `real_token`), kept for the tab in sessionStorage and sent as
 * X-Real-User-Id / X-Real-Token while the acting hint cookie says the tab still acts as
 * the customer. Logging out clears that cookie, and the kept pair is dropped with it.
 * A login-as started with the HttpOnly session cookie gets no token (the operator's
 * session stays out of page scripts' reach) and sends nothing: the server knows the
 * operator from the acting session itself.
 */
export const REAL_USER_KEY = 'bz_real_user';
/** The hint cookie the login-as answer sets and logout clears (account/login-as-session.ts). */
export const ACTING_COOKIE = 'bz_acting';

export interface RealUser {
  realUserId: number;
  realToken: string;
}

const storage = (): Storage | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
};

/** Keeps the operator's id and token from a login-as answer (nothing when it carries none). */
export function rememberRealUser(answer: { real_user_id?: unknown; real_token?: unknown }, store: Storage | null = storage()): void {
  if (typeof answer.real_user_id !== 'number' || typeof answer.real_token !== 'string' || !answer.real_token) return;
  store?.setItem(REAL_USER_KEY, JSON.stringify({ realUserId: answer.real_user_id, realToken: answer.real_token }));
}

export function forgetRealUser(store: Storage | null = storage()): void {
  store?.removeItem(REAL_USER_KEY);
}

/** The operator's id and token while this tab acts as a customer, else nothing. */
export function realUser(cookie: string, store: Storage | null = storage()): Partial<RealUser> {
  const raw = store?.getItem(REAL_USER_KEY);
  if (!raw) return {};
  if (readCookie(cookie, ACTING_COOKIE) === undefined) {
    forgetRealUser(store);
    return {};
  }
  try {
    const value = JSON.parse(raw) as RealUser;
    return typeof value.realUserId === 'number' && typeof value.realToken === 'string' ? value : {};
  } catch {
    return {};
  }
}
