import { safeLocalPath } from '../../routing/safe-path.ts';

/**
 * The page a shopper came from, carried as `?back=` through the invitation, the form and
 * the success page: only ever a path on our origin (src/routing/safe-path.ts), else ''.
 */
export function backPath(url: URL): string {
  const back = safeLocalPath(url.searchParams.get('back'), '');
  return /^\/(auth|login)\/?(\?|$)/.test(back) ? '' : back;
}

/** `path` with `?back=` when there is somewhere to go back to. */
export function withBack(path: string, back: string): string {
  return back ? `${path}?back=${encodeURIComponent(back)}` : path;
}
