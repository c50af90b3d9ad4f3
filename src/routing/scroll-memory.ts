import { scrollsToTop } from './navigation.ts';

/**
 * Pages that keep their scroll position across navigation (spec section 2: noScroll
 * pages, the club, the search page on going back) get it back from sessionStorage;
 * every other page starts at the top as a normal page load does.
 */
export function keepScrollWhereAsked(): void {
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const key = `scroll:${location.pathname}`;
  if (!scrollsToTop(location.pathname, location.search, nav?.type === 'back_forward')) {
    const y = Number(sessionStorage.getItem(key) ?? 0);
    if (y > 0) window.scrollTo(0, y);
  }
  addEventListener('pagehide', () => sessionStorage.setItem(key, String(Math.round(scrollY))));
}
