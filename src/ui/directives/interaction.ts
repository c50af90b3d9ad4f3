import type { ClientDirective } from 'astro';

const EVENTS = ['pointerdown', 'focusin', 'keydown'] as const;

/**
 * `client:interaction`: hydrates on the first pointerdown, focus or key press inside the
 * island. A click that lands before React is ready is held back and replayed on the same
 * element once hydration is done, so the shopper's first tap is never lost.
 */
const interaction: ClientDirective = (load, _options, el) => {
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    for (const name of EVENTS) el.removeEventListener(name, start);
    let early: HTMLElement | null = null;
    const holdClick = (event: Event) => {
      if (!(event.target instanceof HTMLElement)) return;
      early = event.target;
      event.preventDefault();
      event.stopPropagation();
    };
    el.addEventListener('click', holdClick, { capture: true });
    try {
      const hydrate = await load();
      await hydrate();
    } finally {
      el.removeEventListener('click', holdClick, { capture: true });
    }
    const target = early as HTMLElement | null;
    if (target?.isConnected) target.click();
  };
  for (const name of EVENTS) el.addEventListener(name, start, { passive: true });
};

export default interaction;
