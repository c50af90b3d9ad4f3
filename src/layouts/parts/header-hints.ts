import { toFaDigits } from '../../lib/digits.ts';
import { CART_COUNT_COOKIE, USER_HINT_COOKIE, readCookie } from '../../lib/session-hints.ts';
import { fa } from '../../i18n/fa.ts';

/** Fills the header's cart badge and account entry from the hint cookies. */
export function applyHeaderHints(doc: Document = document): void {
  const count = Number(readCookie(doc.cookie, CART_COUNT_COOKIE) ?? 0);
  for (const badge of doc.querySelectorAll<HTMLElement>('[data-cart-count]')) {
    badge.textContent = toFaDigits(count);
    badge.hidden = !(count > 0);
  }
  for (const label of doc.querySelectorAll<HTMLElement>('[data-cart-label]')) {
    label.textContent = count > 0 ? `${fa.header.cart}، ${toFaDigits(count)} ${fa.header.cartCount}` : fa.header.cart;
  }
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
