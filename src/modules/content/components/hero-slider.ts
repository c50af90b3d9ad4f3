/**
 * Previous/next buttons for the hero carousel (the carousel itself is CSS scroll-snap and
 * works without this). The buttons show (from md) once this has run. Direction-aware: in RTL
 * "next" scrolls toward the left.
 */
export function enhanceHero(root: HTMLElement): void {
  const track = root.querySelector<HTMLElement>('[data-hero-track]');
  const controls = root.querySelector<HTMLElement>('[data-hero-controls]');
  if (!track || !controls) return;
  const slides = () => [...track.querySelectorAll<HTMLElement>('[data-hero-slide]')];
  const step = () => {
    const [a, b] = slides();
    if (!a) return track.clientWidth;
    return b ? Math.abs(b.offsetLeft - a.offsetLeft) : a.offsetWidth;
  };
  const move = (forward: boolean) => {
    const rtl = getComputedStyle(track).direction === 'rtl';
    const max = track.scrollWidth - track.clientWidth;
    const at = Math.abs(track.scrollLeft);
    // Wrap around at either end.
    if (forward && at >= max - 2) return track.scrollTo({ left: 0 });
    if (!forward && at <= 2) return track.scrollTo({ left: rtl ? -max : max });
    track.scrollBy({ left: (forward ? 1 : -1) * (rtl ? -1 : 1) * step() });
  };
  root.querySelector('[data-hero-prev]')?.addEventListener('click', () => move(false));
  root.querySelector('[data-hero-next]')?.addEventListener('click', () => move(true));
  controls.dataset.ready = '';
}
