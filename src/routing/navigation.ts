/**
 * Navigation behaviour of spec section 2 that depends only on the address.
 */

/** The location picker (city choice) is offered on these pages. */
const PICKER = ['/shipping', '/cart', '/payment', '/profile', '/face-to-face-sell', '/representation-request'];

export function locationPickerEnabled(path: string): boolean {
  return PICKER.some((p) => path === p || path.startsWith(`${p}/`));
}

/**
 * Whether arriving at a page scrolls to the top. Not on product tab pages, the customer
 * club, pages asked not to (`noScroll`), or the search page reached by going back.
 */
export function scrollsToTop(path: string, search: string, wentBack: boolean): boolean {
  if (/^\/product\/[^/]+\/[^/]+\/?$/.test(path) && !path.startsWith('/product/intro/') && !path.startsWith('/product/compare')) return false;
  if (path === '/club' || path.startsWith('/club/')) return false;
  if (new URLSearchParams(search).has('noScroll')) return false;
  if (wentBack && (path === '/search' || path.startsWith('/search/'))) return false;
  return true;
}
