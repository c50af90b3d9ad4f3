import { useStore } from '@nanostores/react';
import { useEffect, useState, type MouseEvent } from 'react';
import { faShell } from '#i18n/fa-shell.ts';
import { toFaDigits } from '#lib/digits.ts';
import { compareUrl } from '../compare-ids';
import { $compare, clearCompare } from '../compare-store';

const fa = faShell.compare;

/**
 * The compare bar: «مقایسه (n)» and a clear button, a compact bar
 * across the bottom that never covers a card (global.css pads the page while it shows). A
 * React island on the compare store the toggles use, hydrated on the first touch
 * (`client:interaction="free"`). Until then enhance-compare-buttons.ts keeps the same elements up
 * to date from the store (it only sets `hidden`, the link and its text, so React finds its
 * own markup), and its delegated listener clears the list on a tap on ×.
 */
export default function CompareBar() {
  const stored = useStore($compare);
  // The first render matches the server HTML (an empty, hidden bar); the store shows next.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const ids = live && !document.querySelector('[data-compare-page]') ? stored : [];
  const clear = (event: MouseEvent) => {
    event.stopPropagation();
    clearCompare();
  };
  return (
    <div
      data-compare-bar
      hidden={ids.length === 0}
      role="region"
      aria-label={fa.barRegion}
      className="fixed inset-x-0 z-chat flex h-12 items-center justify-center gap-2 bg-ink px-3 text-sm text-white shadow-lg"
      suppressHydrationWarning
    >
      <a data-compare-link href={compareUrl(ids)} className="rounded-full bg-white px-4 py-1.5 font-bold text-ink hover:bg-white/90" suppressHydrationWarning>
        {`${fa.bar} (${toFaDigits(ids.length)})`}
      </a>
      <button
        type="button"
        data-compare-clear
        aria-label={fa.clear}
        className="flex size-9 items-center justify-center rounded-full text-lg leading-none hover:bg-white/10"
        onClick={clear}
      >
        ×
      </button>
    </div>
  );
}
