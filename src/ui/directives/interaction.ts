import type { ClientDirective } from 'astro';

/** Focus, a key, a tap; a change or input covers what was filled in without them (autofill, a picker). */
const EVENTS = ['pointerdown', 'focusin', 'keydown', 'input', 'change'] as const;

/**
 * Controls whose clicks are the browser's own business (open the picker, place the caret):
 * they are not held back, and what the shopper types or picks in them before hydration
 * stays, as React 19 hydrates an input without touching its value. Checkboxes and radios
 * are held and replayed, so an island's onChange sees them.
 */
const NATIVE = 'select, textarea, input:not([type="checkbox"], [type="radio"], [type="submit"], [type="button"], [type="reset"], [type="image"])';

const isNative = (target: HTMLElement) => (target instanceof HTMLLabelElement ? target.control : target)?.matches(NATIVE) ?? false;

/**
 * `client:interaction`: hydrates on the first pointerdown, focus, key press or change
 * inside the island. A click that lands before React is ready is held back and replayed on
 * the same element once hydration is done, so the shopper's first tap is never lost.
 *
 * `client:interaction="free"`: the same start, but clicks are not held: the island's
 * server HTML is a working form that a plain page script acts on at once (the buy box, the
 * compare toggle), so the first tap is neither lost nor kept waiting for React.
 * After hydration the island's own handlers take over (and stop the event there).
 */
const interaction: ClientDirective = (load, options, el) => {
  const hold = options.value !== 'free';
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    for (const name of EVENTS) el.removeEventListener(name, start);
    let early: HTMLElement | null = null;
    const holdClick = (event: Event) => {
      if (!(event.target instanceof HTMLElement) || isNative(event.target)) return;
      early = event.target;
      event.preventDefault();
      event.stopPropagation();
    };
    if (hold) el.addEventListener('click', holdClick, { capture: true });
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
