import { faShell as fa } from '#i18n/fa-shell.ts';
import { logout } from './client.ts';
import { flashToast } from './flash.ts';
import { _resetLoginStore } from './store.ts';

/**
 * Logout (spec section 4): the server revokes the session and clears both cookies; the
 * page then goes home with a success toast (none when `silent`).
 */
export async function signOut({ silent = false, to = '/' }: { silent?: boolean; to?: string } = {}): Promise<void> {
  await logout();
  _resetLoginStore();
  if (!silent) flashToast(fa.eager.loggedOut);
  location.assign(to);
}
