/**
 * The site header slides away while the shopper scrolls down and comes back on the first
 * scroll up: on a phone it is ~150 px of a 844 px screen. Only a transform moves
 * (CSS in global.css, `html[data-header-hidden]`), so nothing below it shifts; the
 * transition is dropped under prefers-reduced-motion. `--shop-header-h` carries the
 * header's height for what sticks below it (the product page's tab bar and buy box).
 */

/** Scroll steps smaller than this are noise (a finger resting, momentum's last pixels). */
export const SCROLL_SLACK = 8;

export interface ScrollStep {
  hidden: boolean;
  /** The scroll position the next step is measured from. */
  anchor: number;
}

/**
 * The pure rule: hidden after scrolling down past the header, shown after scrolling up (by
 * more than the slack) or near the top. `anchor` follows the scroll while the direction
 * agrees with the state, so a long way down then a short way up shows the header at once.
 */
export function nextHeaderState(prev: ScrollStep, y: number, headerHeight: number, slack = SCROLL_SLACK): ScrollStep {
  if (y <= headerHeight) return { hidden: false, anchor: y };
  const delta = y - prev.anchor;
  if (prev.hidden) return delta < -slack ? { hidden: false, anchor: y } : { hidden: true, anchor: Math.max(prev.anchor, y) };
  return delta > slack ? { hidden: true, anchor: y } : { hidden: false, anchor: Math.min(prev.anchor, y) };
}

/** Starts the behaviour for the header marked `data-site-header` (once per page). */
export function collapseHeaderOnScroll(doc: Document = document): void {
  const header = doc.querySelector<HTMLElement>('[data-site-header]');
  const root = doc.documentElement;
  if (!header) return;
  let height = header.offsetHeight;
  const measure = () => {
    height = header.offsetHeight;
    root.style.setProperty('--shop-header-h', `${height}px`);
  };
  measure();
  new ResizeObserver(measure).observe(header);
  let state: ScrollStep = { hidden: false, anchor: scrollY };
  let queued = false;
  const show = (hidden: boolean) => root.toggleAttribute('data-header-hidden', hidden);
  addEventListener(
    'scroll',
    () => {
      if (queued) return;
      queued = true;
      requestAnimationFrame(() => {
        queued = false;
        // Keyboard focus or an open menu inside the header keeps it in view.
        const busy = header.contains(doc.activeElement) || header.querySelector('details[open], [data-open]') !== null;
        state = busy ? { hidden: false, anchor: scrollY } : nextHeaderState(state, scrollY, height);
        show(state.hidden);
      });
    },
    { passive: true },
  );
  header.addEventListener('focusin', () => {
    state = { hidden: false, anchor: scrollY };
    show(false);
  });
}
