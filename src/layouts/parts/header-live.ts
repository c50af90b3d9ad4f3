import { installLoginTrigger } from '#modules/account/client.ts';
import { $cartCount, syncCartCountFromCookie } from '#modules/cart/store.ts';
import { enhanceCartButtons } from '#modules/cart/client.ts';
import { startOnlineNotice } from '#ui/online/notice.ts';
import { installAccountMenu } from './account-menu.ts';
import { onHeaderHints, renderCartBadge } from './header-hints.ts';

/**
 * What the header and the catalogue's buttons do once the shopper starts to use the page
 * (Header.astro loads this on the first tap, key or focus; ui/lazy/on-intent.ts holds a
 * click that comes first and replays it here).
 */
export function startHeader(): void {
  // One count for the badge, the add-to-cart buttons and the other tabs.
  syncCartCountFromCookie();
  $cartCount.subscribe((n) => renderCartBadge(n));
  onHeaderHints(syncCartCountFromCookie);
  // A signed-in shopper's account menu (orders, wallet, wish list, profile, sign out).
  installAccountMenu();
  // Add to cart, wish-list hearts and "let me know" without leaving the page.
  enhanceCartButtons();
  // A guest's click on the account entry opens the login modal (React loads only then); a toast flashed before a reload shows.
  installLoginTrigger();
  // The offline notice, loaded now while the network is there (its chunk cannot load once offline).
  startOnlineNotice();
}
