import { safeLocalPath } from '#routing/safe-path.ts';

/** Spec section 2 INVITE_COMPLETE_INFO: where an incomplete profile is invited to be completed. */
export const INVITE_COMPLETE_INFO = '/profile/invite-complete-info';

/** /auth or /login (with or without a trailing slash or query): sign-in itself, never a page to go back to. */
export const isAuthPath = (path: string) => /^\/(auth|login)\/?(\?|$)/.test(path);

/**
 * The page a shopper came from, carried as `?back=` through the invitation, the form and
 * the success page: only ever a path on our origin (src/routing/safe-path.ts), else ''.
 */
export function backPath(url: URL): string {
  const back = safeLocalPath(url.searchParams.get('back'), '');
  return isAuthPath(back) ? '' : back;
}

/** `path` with `?back=` when there is somewhere to go back to. */
export function withBack(path: string, back: string): string {
  return back ? `${path}?back=${encodeURIComponent(back)}` : path;
}
