import { USER_HINT_COOKIE, readCookie } from '#lib/session-hints.ts';

/**
 * The header's account entry. The cached page carries, for everyone, a plain link
 * (`a[data-account-entry]`, «ورود | ثبت‌نام»: to /profile by way of /auth, or the login
 * modal) and a hidden disclosure button with its menu of fixed links. A signed-in shopper
 * (the readable `bz_user` hint cookie) gets the button instead of the link, named after
 * them. The menu's behaviour is account-menu.ts, loaded with the header's first tap.
 * Without JavaScript the link stays.
 */
const q = <T extends Element>(root: ParentNode, sel: string) => root.querySelector<T>(sel);

/** The button's accessible name: the visible name inside «حساب کاربری …» (label in name). */
export function accountLabel(user: string, profile: string): string {
  return user && user !== profile ? `${profile}: ${user}` : profile;
}

export function setAccountMenuOpen(box: HTMLElement, open: boolean): void {
  const menu = q<HTMLElement>(box, '[data-account-menu]');
  q(box, '[data-account-toggle]')?.setAttribute('aria-expanded', String(open));
  if (menu) menu.hidden = !open;
  // The header stays in view while its menu is open (header-collapse.ts reads data-open).
  box.toggleAttribute('data-open', open);
}

/** Shows the link or the button for whoever this browser holds now (again on tab return). */
export function renderAccountEntry(doc: Document = document): void {
  const user = readCookie(doc.cookie, USER_HINT_COOKIE);
  for (const box of doc.querySelectorAll<HTMLElement>('[data-account]')) {
    const link = q<HTMLAnchorElement>(box, 'a[data-account-entry]');
    const toggle = q<HTMLButtonElement>(box, 'button[data-account-toggle]');
    if (!link || !toggle) continue;
    const signedIn = user !== undefined;
    link.hidden = signedIn;
    toggle.hidden = !signedIn;
    if (!signedIn) {
      setAccountMenuOpen(box, false);
      continue;
    }
    const profile = toggle.dataset.profileLabel ?? '';
    const name = q<HTMLElement>(toggle, '[data-account-name]');
    if (name) name.textContent = user || profile;
    toggle.setAttribute('aria-label', accountLabel(user, profile));
  }
}
