import { toFaDigits } from '#lib/digits.ts';

/**
 * A campaign's countdown: «۳ روز و ۰۴:۱۲:۰۹». The server renders the first value; in the
 * browser `mountLandingCountdowns` ticks it every second from the end instant and the
 * device's clock (not the render time: the landing is served from the page cache). At zero
 * it shows the ended text and stops.
 */
const pad = (n: number) => String(n).padStart(2, '0');

export function formatLeft(ms: number): string {
  const total = Number.isFinite(ms) ? Math.max(0, Math.ceil(ms / 1000)) : 0;
  const days = Math.floor(total / 86_400);
  const clock = `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return toFaDigits(days > 0 ? `${days} روز و ${clock}` : clock);
}

/** Starts every `[data-landing-end]` element under root; `data-landing-ended` holds the text shown at zero. */
export function mountLandingCountdowns(root: ParentNode = document): () => void {
  let els = [...root.querySelectorAll<HTMLElement>('[data-landing-end]')];
  const tick = () => {
    els = els.filter((el) => {
      const left = Date.parse(el.dataset.landingEnd ?? '') - Date.now();
      if (!(left > 0)) {
        el.textContent = el.dataset.landingEnded ?? '';
        return false;
      }
      const text = formatLeft(left);
      if (el.textContent !== text) el.textContent = text;
      return true;
    });
    if (els.length === 0) clearInterval(timer);
  };
  const timer = setInterval(tick, 1000);
  tick();
  return () => clearInterval(timer);
}
