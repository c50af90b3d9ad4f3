/**
 * Banner impressions (spec section 7 "/v6/banner/update-view-counter"): a view counts
 * when at least half of the banner has been on screen for a second while the tab is
 * visible, once per banner per page view. The request uses `keepalive` so a view seen
 * just before leaving the page still arrives.
 */
export const BANNER_VIEW_ENDPOINT = '/v6/banner/update-view-counter';
export const VISIBLE_RATIO = 0.5;
export const DWELL_MS = 1000;

export interface Timers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const realTimers: Timers = { set: (fn, ms) => setTimeout(fn, ms), clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>) };

/** The rule without the DOM: feed it visibility changes, it calls `send` once per id. */
export function viewTracker(send: (id: number) => void, timers: Timers = realTimers, dwellMs = DWELL_MS) {
  const sent = new Set<number>();
  const pending = new Map<number, unknown>();
  const stop = (id: number) => {
    if (pending.has(id)) timers.clear(pending.get(id));
    pending.delete(id);
  };
  return {
    sent,
    /** `visible` is true while at least VISIBLE_RATIO of the banner shows in a visible tab. */
    update(id: number, visible: boolean) {
      if (!Number.isInteger(id) || id < 1 || sent.has(id)) return;
      if (!visible) return stop(id);
      if (pending.has(id)) return;
      pending.set(
        id,
        timers.set(() => {
          pending.delete(id);
          sent.add(id);
          send(id);
        }, dwellMs),
      );
    },
    /** The tab was hidden: nothing counts until banners are seen again. */
    pauseAll() {
      for (const id of [...pending.keys()]) stop(id);
    },
  };
}

export function sendBannerView(id: number): void {
  fetch(BANNER_VIEW_ENDPOINT, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ id }),
    keepalive: true,
    credentials: 'same-origin',
  }).catch(() => {
    // A lost impression is not worth bothering the shopper.
  });
}

/** Watches every `[data-banner-id]` on the page. */
export function trackBannerViews(root: ParentNode = document): void {
  if (typeof IntersectionObserver === 'undefined') return;
  const els = [...root.querySelectorAll<HTMLElement>('[data-banner-id]')];
  if (els.length === 0) return;
  const tracker = viewTracker(sendBannerView);
  const idOf = (el: Element) => Number((el as HTMLElement).dataset.bannerId);
  const io = new IntersectionObserver(
    (entries) => {
      for (const e of entries) {
        const id = idOf(e.target);
        if (tracker.sent.has(id)) {
          io.unobserve(e.target);
          continue;
        }
        tracker.update(id, document.visibilityState === 'visible' && e.isIntersecting && e.intersectionRatio >= VISIBLE_RATIO);
      }
    },
    { threshold: [0, VISIBLE_RATIO, 1] },
  );
  els.forEach((el) => io.observe(el));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible') return tracker.pauseAll();
    // Observing again reports the current intersection of each banner not yet counted.
    for (const el of els) {
      if (tracker.sent.has(idOf(el))) continue;
      io.unobserve(el);
      io.observe(el);
    }
  });
}
