/**
 * Link prefetch (spec section 9: skipped on 2g or save-data, waits up to 2 s for idle).
 * Astro's own prefetch is left off in astro.config.mjs: enabling it puts its init script
 * on every page (about 1.3 KB gzip, a MutationObserver over the body), its `tap` strategy
 * prefetches even on a slow or save-data connection, and it never waits for idle. This is
 * the few hundred bytes the spec asks for: a catalogue link that is hovered or focused
 * for a moment is fetched with `<link rel="prefetch">` once the page is idle (at most
 * 2 s later), into the HTTP cache, so the click that follows is instant. Only cacheable
 * catalogue pages: prefetching a personal page would spend a render on a guess.
 */
const CATALOGUE =
  /^\/($|search|main\/|brand\/|seller\/|product\/(?!compare)|promotion$|category|cute-category|page\/|faq|b2b\/(search|brand|seller|price-list))/;
const HOVER_MS = 80;
const IDLE_MS = 2000;

interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

/** A slow or data-saving connection: nothing is fetched ahead. */
export function slowConnection(nav: Navigator & { connection?: Connection } = navigator): boolean {
  const c = nav.connection;
  return !!c && (!!c.saveData || /2g/.test(c.effectiveType ?? ''));
}

/** The link's address when it is worth prefetching from this page, else null. */
export function prefetchable(anchor: HTMLAnchorElement, here: Location): string | null {
  if (anchor.dataset.noPrefetch !== undefined || anchor.target === '_blank' || anchor.hasAttribute('download')) return null;
  let url: URL;
  try {
    url = new URL(anchor.href, here.href);
  } catch {
    return null;
  }
  if (url.origin !== here.origin || (url.pathname === here.pathname && url.search === here.search)) return null;
  return CATALOGUE.test(url.pathname) ? `${url.pathname}${url.search}` : null;
}

export function installPrefetch(doc: Document = document, win: Window = window): void {
  const done = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const fetchAhead = (href: string) => {
    if (done.has(href) || !win.navigator.onLine || slowConnection(win.navigator)) return;
    done.add(href);
    const add = () => {
      const link = doc.createElement('link');
      link.rel = 'prefetch';
      link.href = href;
      doc.head.append(link);
    };
    if ('requestIdleCallback' in win) win.requestIdleCallback(add, { timeout: IDLE_MS });
    else setTimeout(add, 1);
  };
  const onEnter = (event: Event) => {
    const anchor = event.target instanceof Element ? event.target.closest('a') : null;
    const href = anchor && prefetchable(anchor, win.location);
    clearTimeout(timer);
    if (href) timer = setTimeout(() => fetchAhead(href), HOVER_MS);
  };
  doc.addEventListener('pointerover', onEnter, { passive: true });
  doc.addEventListener('focusin', onEnter, { passive: true });
}
