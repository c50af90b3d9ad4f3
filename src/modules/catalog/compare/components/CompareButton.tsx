import { useStore } from '@nanostores/react';
import { useEffect, useState, type MouseEvent } from 'react';
import { faShell } from '#i18n/fa-shell.ts';
import { COMPARE_PATH } from '../compare-ids';
import { $compare, toggleCompare } from '../compare-store';

interface Props {
  productId: number;
  /** `card` (an icon the size of the wish-list heart beside it) or `page` (labelled). */
  size?: 'card' | 'page';
  className?: string;
}

/**
 * «افزودن به مقایسه»: a React island on the compare store the bar and the
 * other toggles share, hydrated on the first touch (`client:interaction="free"`), rendered by
 * CompareToggle.astro. Its server HTML is a GET form to the compare page (without
 * JavaScript); before React is up enhance-compare-buttons.ts' delegated listener toggles it at once
 * and keeps aria-pressed in step; after hydration this handler takes the click (and stops
 * it at the island, so it is toggled once).
 */
export default function CompareButton({ productId, size = 'card', className = '' }: Props) {
  const ids = useStore($compare);
  // The first render matches the server HTML; the store shows from the next one.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const pressed = live && ids.includes(productId);
  const toggle = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    toggleCompare(productId);
  };
  const page = size === 'page';
  const px = page ? 20 : 18;
  const icon = {
    viewBox: '0 0 24 24',
    width: px,
    height: px,
    fill: 'none',
    stroke: 'currentColor',
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    'aria-hidden': true,
  } as const;
  return (
    <form method="get" action={COMPARE_PATH} className={`relative z-10 ${className}`} data-compare-form>
      <input type="hidden" name="products" value={productId} />
      <button
        type="submit"
        data-compare-toggle
        data-product-id={productId}
        aria-pressed={pressed}
        title={page ? undefined : faShell.compare.add}
        onClick={toggle}
        suppressHydrationWarning
        className={`group inline-flex items-center text-ink-soft hover:text-ink aria-pressed:bg-brand-50 aria-pressed:text-brand-600 ${
          page ? 'gap-2 rounded-lg border border-surface-line px-4 py-2.5 text-sm' : 'size-11 -my-1.5 shrink-0 justify-center rounded-md'
        }`}
      >
        <svg {...icon} strokeWidth="1.8" className="group-aria-pressed:hidden">
          <path d="M7 4v16M7 4 4 7m3-3 3 3M17 20V4m0 16-3-3m3 3 3-3" />
        </svg>
        <svg {...icon} strokeWidth="2" className="hidden group-aria-pressed:block">
          <path d="M5 12.5l4.5 4.5L19 7.5" />
        </svg>
        <span className={page ? undefined : 'sr-only'}>{faShell.compare.add}</span>
      </button>
    </form>
  );
}
