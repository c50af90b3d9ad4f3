import { USER_HINT_COOKIE, readCookie } from '#lib/session-hints.ts';
import { faShell as fa } from '#i18n/fa-shell.ts';

/**
 * The header's account entry. The cached page carries, for everyone, a
 * plain link (`a[data-account-entry]`, «ورود | ثبت‌نام»: to /profile by way of /auth, or the login modal) and a
 * hidden disclosure button with its menu of fixed links. A signed-in shopper (the readable
 * `bz_user` hint cookie) gets the button instead of the link, named after them, and the
 * menu: orders, wallet, wish list, profile and «خروج». Sign-out is the profile page's own
 * POST (sign-out.ts), loaded when the menu opens. Escape closes and gives focus back to the
 * button; a tap elsewhere or focus leaving closes it. Without JavaScript the link stays.
 */
const q = <T extends Element>(root: ParentNode, sel: string) => root.querySelector<T>(sel);

/** The button's accessible name: the visible name inside «حساب کاربری …» (label in name). */
export function accountLabel(user: string): string {
  return user && user !== fa.header.profile ? `${fa.header.profile}: ${user}` : fa.header.profile;
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
      setOpen(box, false);
      continue;
    }
    const name = q<HTMLElement>(toggle, '[data-account-name]');
    if (name) name.textContent = user || fa.header.profile;
    toggle.setAttribute('aria-label', accountLabel(user));
  }
}

function setOpen(box: HTMLElement, open: boolean): void {
  const menu = q<HTMLElement>(box, '[data-account-menu]');
  q(box, '[data-account-toggle]')?.setAttribute('aria-expanded', String(open));
  if (menu) menu.hidden = !open;
  // The header stays in view while its menu is open (header-collapse.ts reads data-open).
  box.toggleAttribute('data-open', open);
}

let signOutModule: Promise<typeof import('#modules/account/client.ts')> | null = null;
const loadSignOut = () => (signOutModule ??= import('#modules/account/client.ts'));

/** Wires the disclosure once per page. */
export function installAccountMenu(doc: Document = document): void {
  for (const box of doc.querySelectorAll<HTMLElement>('[data-account]')) {
    const toggle = q<HTMLButtonElement>(box, 'button[data-account-toggle]');
    const signOut = q<HTMLButtonElement>(box, 'button[data-account-sign-out]');
    if (!toggle) continue;
    toggle.addEventListener('click', () => {
      const open = toggle.getAttribute('aria-expanded') !== 'true';
      setOpen(box, open);
      if (open) loadSignOut().catch(() => (signOutModule = null));
    });
    box.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || toggle.getAttribute('aria-expanded') !== 'true') return;
      event.preventDefault();
      setOpen(box, false);
      toggle.focus();
    });
    box.addEventListener('focusout', (event) => {
      if (event.relatedTarget && !box.contains(event.relatedTarget as Node)) setOpen(box, false);
    });
    doc.addEventListener('pointerdown', (event) => {
      if (!box.contains(event.target as Node | null)) setOpen(box, false);
    });
    signOut?.addEventListener('click', () => {
      signOut.disabled = true;
      loadSignOut()
        .then((m) => m.signOut())
        .catch(() => {
          signOutModule = null;
          signOut.disabled = false;
        });
    });
  }
  renderAccountEntry(doc);
}
