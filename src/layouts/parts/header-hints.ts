import { toFaDigits } from '../../lib/digits.ts';
import { USER_HINT_COOKIE, readCookie } from '../../lib/session-hints.ts';
import { syncCartCountFromCookie } from '../../modules/cart/count-store.ts';
import { faShell as fa } from '../../i18n/fa-shell.ts';

/** The header's cart badge and its spoken label (the count comes from the cart's count store). */
export function renderCartBadge(count: number, doc: Document = document): void {
  for (const badge of doc.querySelectorAll<HTMLElement>('[data-cart-count]')) {
    badge.textContent = toFaDigits(count);
    badge.hidden = !(count > 0);
  }
  for (const label of doc.querySelectorAll<HTMLElement>('[data-cart-label]')) {
    label.textContent = count > 0 ? `${fa.header.cart}، ${toFaDigits(count)} ${fa.header.cartCount}` : fa.header.cart;
  }
}

/**
 * Fills the header's account entry from the hint cookie and brings the cart's count store
 * up to its cookie (the badge follows the store: Header.astro subscribes renderCartBadge).
 */
export function applyHeaderHints(doc: Document = document): void {
  syncCartCountFromCookie();
  const user = readCookie(doc.cookie, USER_HINT_COOKIE);
  if (!user) return;
  for (const entry of doc.querySelectorAll<HTMLAnchorElement>('[data-account-entry]')) {
    entry.href = '/profile';
    const text = entry.querySelector('[data-account-text]');
    if (text) text.textContent = user || fa.header.profile;
  }
}

/** Login-as: the banner that says an operator is acting as this account. */
export function applyActingBanner(doc: Document = document): void {
  const acting = readCookie(doc.cookie, 'bz_acting');
  const banner = doc.querySelector<HTMLElement>('[data-acting-banner]');
  if (!banner || !acting) return;
  banner.querySelector('[data-acting-text]')!.textContent = `ورود به‌جای کاربر: ${acting}`;
  banner.hidden = false;
}
