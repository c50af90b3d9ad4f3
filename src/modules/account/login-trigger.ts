import { readCookie, USER_HINT_COOKIE } from '#lib/session-hints.ts';
import { showFlashedToast } from './flash.ts';
import { openLogin } from './store.ts';

/**
 * Opens the login modal from anywhere (spec section 2) without React on the page until
 * it is needed. The header's `a[data-account-entry]` stays a plain link to /profile
 * (a guest is sent to /auth first): without JavaScript, for signed-in visitors (the
 * `bz_user` hint cookie) and for new-tab clicks it simply navigates; a guest's ordinary
 * click opens the modal instead, loading React then.
 */
const ENTRY = 'a[data-account-entry]';

/** No `bz_user` display cookie: nobody is signed in in this browser. */
export const isGuest = (cookie: string = document.cookie): boolean => !readCookie(cookie, USER_HINT_COOKIE);

let loading: Promise<void> | null = null;

/**
 * `astro dev` only: React Fast Refresh's preamble, which Astro adds only to pages with
 * islands; without it a lazily imported .tsx throws. Left out of production builds.
 */
const devPreamble = () => (import.meta.env.DEV ? import('@vitejs/plugin-react/preamble') : Promise.resolve());

/** Loads React and mounts the modal once; a failed load can be tried again. */
function loadModal(): Promise<void> {
  loading ??= devPreamble()
    .then(() => import('./mount-login.tsx'))
    .then((m) => m.mountLogin())
    .catch((err: unknown) => {
      loading = null;
      throw err;
    });
  return loading;
}

/** For other islands: open the login modal, `onComplete` running after a successful sign-in. */
export async function openLoginFromAnywhere(onComplete?: () => void): Promise<void> {
  await loadModal();
  openLogin(onComplete);
}

const entryOf = (event: Event) => (event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(ENTRY) : null);

export function installLoginTrigger(doc: Document = document): void {
  showFlashedToast();
  doc.addEventListener('click', (event) => {
    const link = entryOf(event);
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (!isGuest(doc.cookie)) return;
    event.preventDefault();
    // If the modal cannot load (offline, a stale deploy), the link still leads to /auth.
    openLoginFromAnywhere().catch(() => location.assign(link.href));
  });
  // Start fetching React as the pointer goes down, a little before the click lands.
  doc.addEventListener(
    'pointerdown',
    (event) => {
      if (entryOf(event) && isGuest(doc.cookie)) loadModal().catch(() => {});
    },
    { passive: true },
  );
}
