import { toFaDigits } from '#lib/digits.ts';
import { readCookie } from '#lib/session-hints.ts';
import { renderAccountEntry } from './account-menu.ts';
import { syncCartCountFromCookie } from '#modules/cart/store.ts';
import { faShell as fa } from '#i18n/fa-shell.ts';

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
 * Shows the header's account entry for whoever the hint cookie says is signed in (the
 * login link, or the account menu: account-menu.ts) and brings the cart's count store up
 * to its cookie (the badge follows the store: Header.astro subscribes renderCartBadge).
 */
export function applyHeaderHints(doc: Document = document): void {
  syncCartCountFromCookie();
  renderAccountEntry(doc);
}

/** Login-as: the banner that says an operator is acting as this account. */
export function applyActingBanner(doc: Document = document): void {
  const acting = readCookie(doc.cookie, 'bz_acting');
  const banner = doc.querySelector<HTMLElement>('[data-acting-banner]');
  if (!banner || !acting) return;
  banner.querySelector('[data-acting-text]')!.textContent = `ورود به‌جای کاربر: ${acting}`;
  banner.hidden = false;
}
