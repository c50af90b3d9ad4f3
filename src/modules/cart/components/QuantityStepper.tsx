import { useId } from 'react';
import { toFaDigits } from '../../../lib/digits';
import { cartText } from '../text';

interface Props {
  name: string;
  count: number;
  min: number;
  max: number;
  busy: boolean;
  onChange: (count: number) => void;
  onRemove: () => void;
}

/**
 * − count + for one line. At the minimum the minus becomes a remove button. The plus is
 * never disabled by what the page believes the ceiling to be: stock moves, so the server
 * decides, and a refused count comes back with its message (spec section 4); at the
 * ceiling the page only says so.
 */
export function QuantityStepper({ name, count, min, max, busy, onChange, onRemove }: Props) {
  const atMax = count >= max;
  const hintId = useId();
  const button = 'flex size-9 items-center justify-center rounded-md text-xl text-brand-600 disabled:text-ink-mute';
  return (
    <div className="flex items-center gap-1 rounded-lg border border-surface-line px-1" role="group" aria-label={cartText.countOf(name)}>
      <button
        type="button"
        className={button}
        disabled={busy}
        aria-label={cartText.increase}
        aria-describedby={atMax ? `${hintId}` : undefined}
        onClick={() => onChange(count + 1)}
      >
        +
      </button>
      <output className="min-w-6 text-center font-bold" aria-live="polite" aria-busy={busy} data-line-count>
        {toFaDigits(count)}
      </output>
      {count <= min ? (
        <button type="button" className={`${button} text-danger`} disabled={busy} aria-label={cartText.removeFromCart(name)} onClick={onRemove}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" />
          </svg>
        </button>
      ) : (
        <button type="button" className={button} disabled={busy} aria-label={cartText.decrease} onClick={() => onChange(count - 1)}>
          −
        </button>
      )}
      {atMax && (
        <span id={hintId} className="sr-only">
          {cartText.maxReached}
        </span>
      )}
    </div>
  );
}
