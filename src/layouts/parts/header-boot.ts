import { readCookie, USER_HINT_COOKIE } from '#lib/session-hints.ts';
import { rememberVisit } from '#lib/http/attribution.ts';
import { loadOnIntent } from '#ui/lazy/on-intent.ts';
import { installPrefetch } from '#ui/lazy/prefetch.ts';
import { reloadOnPreloadError } from '#ui/lazy/reload-guard.ts';
import { collapseHeaderOnScroll } from './header-collapse.ts';
import { openMenusByKeyboard } from './category-menu.ts';
import { applyActingBanner, applyHeaderHints } from './header-hints.ts';

/** What header-live.ts enhances: a click or submit on them before it has loaded waits for it. */
const CLICKS = 'a[data-account-entry], button[data-account-toggle], button[data-account-sign-out], button[data-wish-toggle], button[data-let-me-know]';
const SUBMITS = 'form[data-add-to-cart]';

/** A toast flashed before a reload (after signing in) waits in sessionStorage: account/flash.ts. */
const hasFlash = () => {
  try {
    return sessionStorage.getItem('bz_flash') !== null;
  } catch {
    return false;
  }
};

/** A push token registered before sign-in waits here (lib/http/push-token.ts PENDING_PUSH_KEY). */
const hasPendingPush = () => {
  try {
    return localStorage.getItem('bz_push_pending') !== null;
  } catch {
    return false;
  }
};

/** The offline notice (ui/online): header-live starts it with the first tap; going offline before that tries too. */
const startOnline = () =>
  import('#ui/online/notice.ts').then(
    (m) => m.startOnlineNotice(),
    () => undefined,
  );

/**
 * The header on every page: what the cookies say (the cart count, who is signed in), the
 * scroll and keyboard behaviour, at once; the rest (account menu, login modal, add to
 * cart, hearts) with the first tap, key or focus. A signed-in shopper gets it when the
 * page is idle (the hearts of their wish list fill in), as does a page with a toast to show.
 */
export function bootHeader(doc: Document = document): void {
  applyHeaderHints(doc);
  applyActingBanner(doc);
  // Away while scrolling down, back on scrolling up; the mega-menu opens on a key, not on focus.
  collapseHeaderOnScroll();
  openMenusByKeyboard(doc);
  const signedIn = readCookie(doc.cookie, USER_HINT_COOKIE) !== undefined;
  // The device-type, referrer and campaign cookies (a day long) are set here, not by the
  // server: catalogue pages come from the page cache, which neither stores an answer with
  // Set-Cookie nor runs the page middleware on a hit (server/http/page-cache.ts).
  rememberVisit(doc);
  // A chunk from before a deploy: one reload, at most once a minute (ui/lazy/reload-guard.ts).
  reloadOnPreloadError();
  installPrefetch(doc);
  if (!navigator.onLine) void startOnline();
  else addEventListener('offline', () => void startOnline(), { once: true });
  // Signed in with a push token registered as a guest: it now goes to the account.
  if (signedIn && hasPendingPush())
    void import('#lib/http/push-boot.ts').then(
      (m) => m.sendPendingPush(),
      () => undefined,
    );
  loadOnIntent(() => import('./header-live.ts').then((m) => m.startHeader()), { holdClicks: CLICKS, holdSubmits: SUBMITS, now: signedIn || hasFlash() }, doc);
  // Login-as: leaving ends the acted session and brings the operator's own back.
  doc.querySelector('[data-acting-exit]')?.addEventListener('click', async () => {
    await fetch('/v6/user/logout', { method: 'POST', headers: { Accept: 'application/json' } });
    location.assign('/');
  });
  // The count can change in another tab: refresh it when this one comes back.
  doc.addEventListener('visibilitychange', () => {
    if (doc.visibilityState === 'visible') applyHeaderHints(doc);
  });
}
