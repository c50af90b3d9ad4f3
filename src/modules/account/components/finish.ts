import { fa } from '#i18n/fa.ts';
import { applyHeaderHints } from '#layouts/parts/header-hints.ts';
import { whenHistorySettled } from '#ui/dialog/back-close.ts';
import { showToast } from '#ui/toast/store.ts';
import { INVITE_COMPLETE_INFO, isAuthPath, withBack } from '../back-path.ts';
import type { Identity } from '../client.ts';
import { flashToast } from '../flash.ts';
import { $identity, $login, $loginCallback, closeLogin, goTo, isRegistrationComplete, takeLoginCallback } from '../store.ts';

/**
 * What happens after a successful login or registration (spec section 4). The session
 * and display cookies came with the server's answer, so there is nothing to save but the
 * identity; the rest of the page's data comes with the reload.
 */
export const AFTER_AUTH_PATH = '/auth/continue';

export interface Navigation {
  path(): string;
  assign(url: string): void;
  reload(): void;
  /** Runs `go` once the closed dialog has popped its history entry (ui/dialog/back-close.ts). */
  afterDialogClosed(go: () => void): void;
}

const browser: Navigation = {
  path: () => `${location.pathname}${location.search}`,
  assign: (url) => location.assign(url),
  reload: () => location.reload(),
  // The dialog's history.back() lands when the browser gets to it (seconds on a busy phone):
  // a navigation started before would be cancelled by it, so wait for it, however long.
  afterDialogClosed: whenHistorySettled,
};

/**
 * A login or registration succeeded: an incomplete profile is completed first. On /auth,
 * or when a callback waits (say, checkout), that happens in the modal's own steps
 * (pre-complete-profile → complete-profile → success-complete-profile); otherwise the
 * shopper goes to the invitation page (spec section 4), which can bring them back here.
 */
export function signedIn(identity: Identity, nav: Navigation = browser): void {
  $identity.set(identity);
  if (isRegistrationComplete(identity)) {
    finishLogin(nav);
  } else if (isAuthPath(nav.path()) || $loginCallback.get()) {
    goTo('pre-complete-profile');
  } else {
    inviteToComplete(nav);
  }
}

/** Closes the modal and goes to the invitation, remembering the page (?back=), with the toast flashed there. */
function inviteToComplete(nav: Navigation): void {
  const here = nav.path();
  const wasOpen = $login.get().open;
  closeLogin();
  flashToast(fa.auth.loggedIn);
  const go = () => nav.assign(here.startsWith(INVITE_COMPLETE_INFO) ? here : withBack(INVITE_COMPLETE_INFO, here));
  if (wasOpen) nav.afterDialogClosed(go);
  else go();
}

/**
 * The end of the flow (also after the profile steps): on /auth go to the profile; else run
 * the callback when one was set, or reload softly; close the modal and say so. A toast
 * shown right before leaving the page would be lost, so it is flashed to the next one.
 */
export function finishLogin(nav: Navigation = browser): void {
  const callback = takeLoginCallback();
  const wasOpen = $login.get().open;
  closeLogin();
  const leave = (go: () => void) => {
    flashToast(fa.auth.loggedIn);
    if (wasOpen) nav.afterDialogClosed(go);
    else go();
  };
  if (isAuthPath(nav.path())) {
    leave(() => nav.assign(AFTER_AUTH_PATH));
  } else if (callback) {
    applyHeaderHints();
    showToast(fa.auth.loggedIn, 'success');
    // A callback may navigate (the cart reloads to show the merged cart): not before the
    // dialog's history entry is gone, or the pending back() would cancel it.
    if (wasOpen) nav.afterDialogClosed(callback);
    else callback();
  } else {
    leave(() => nav.reload());
  }
}
