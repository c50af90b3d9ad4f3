import { toFaDigits } from '#lib/digits.ts';
import { faShell as fa } from '#i18n/fa-shell.ts';

/**
 * The amazing-offers countdown (hh:mm:ss in Persian digits). The server renders the first
 * value; in the browser `mountCountdowns` ticks every second from the end time and the
 * device clock, and shows «پایان یافت» at zero. (Not the render time: home pages are
 * served from a short page cache, so a render timestamp could be a minute old.)
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** Milliseconds as "hh:mm:ss" in Persian digits (hours may pass 24); never negative. */
export function formatCountdown(ms: number): string {
  const total = Number.isFinite(ms) ? Math.max(0, Math.ceil(ms / 1000)) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return toFaDigits(`${pad(h)}:${pad(m)}:${pad(s)}`);
}

/** What a countdown element shows at a moment: the time left, or the ended label. */
export function countdownText(endsAt: number, now: number): { text: string; ended: boolean } {
  const left = endsAt - now;
  return left > 0 ? { text: formatCountdown(left), ended: false } : { text: fa.eager.countdownEnded, ended: true };
}

export interface CountdownElement {
  dataset: DOMStringMap;
  textContent: string | null;
}

/** Updates one element; returns false once it has ended (nothing more to do). */
export function tick(el: CountdownElement, now: number): boolean {
  const end = Date.parse(el.dataset.countdownEnd ?? '');
  if (!Number.isFinite(end)) return false;
  const { text, ended } = countdownText(end, now);
  if (el.textContent !== text) el.textContent = text;
  if (ended) el.dataset.countdownEnded = '';
  return !ended;
}

/** Starts every `[data-countdown-end]` element (the ISO end time) under root. */
export function mountCountdowns(root: ParentNode = document): () => void {
  const els = [...root.querySelectorAll<HTMLElement>('[data-countdown-end]')];
  let live = els.filter((el) => tick(el, Date.now()));
  if (live.length === 0) return () => {};
  const timer = setInterval(() => {
    live = live.filter((el) => tick(el, Date.now()));
    if (live.length === 0) clearInterval(timer);
  }, 1000);
  return () => clearInterval(timer);
}
