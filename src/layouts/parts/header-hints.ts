import { toFaDigits } from '#lib/digits.ts';
import { readCartCount, readCookie } from '#lib/session-hints.ts';
import { renderAccountEntry } from './account-entry.ts';

/**
 * What the header shows from the readable hint cookies before any script of its own
 * loads (header-live.ts comes with the first tap): the cart badge's count and whoever is
 * signed in. Kept free of the HTTP client, the stores and the Persian message tables: the
 * labels come from the header's own markup (data attributes), so every page pays a few
 * hundred bytes for it.
 */

/** The header's cart badge and its spoken label («سبد خرید، ۳ کالا در سبد»). */
export function renderCartBadge(count: number, doc: Document = document): void {
  for (const badge of doc.querySelectorAll<HTMLElement>('[data-cart-count]')) {
    badge.textContent = toFaDigits(count);
    badge.hidden = !(count > 0);
  }
  for (const label of doc.querySelectorAll<HTMLElement>('[data-cart-label]')) {
    const name = label.dataset.cartLabel ?? '';
    label.textContent = count > 0 ? `${name}، ${toFaDigits(count)} ${label.dataset.cartUnit ?? ''}` : name;
  }
}

const afterHints = new Set<() => void>();

/** header-live.ts: bring the cart's count store up to the cookie whenever the hints are applied. */
export function onHeaderHints(listener: () => void): void {
  afterHints.add(listener);
}

/**
 * Shows the header's account entry for whoever the hint cookie says is signed in (the
 * login link, or the account menu's button) and the cart count the cookie holds: on
 * arrival, on coming back to the tab, after signing in.
 */
export function applyHeaderHints(doc: Document = document): void {
  renderCartBadge(readCartCount(doc.cookie), doc);
  renderAccountEntry(doc);
  for (const listener of afterHints) listener();
}

/** Login-as: the banner that says an operator is acting as this account. */
export function applyActingBanner(doc: Document = document): void {
  const acting = readCookie(doc.cookie, 'bz_acting');
  const banner = doc.querySelector<HTMLElement>('[data-acting-banner]');
  if (!banner || !acting) return;
  banner.querySelector('[data-acting-text]')!.textContent = `ورود به‌جای کاربر: ${acting}`;
  banner.hidden = false;
}
