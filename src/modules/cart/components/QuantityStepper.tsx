import { toFaDigits } from '#lib/digits.ts';
import { cartText } from '../text';

interface Props {
  id: number;
  name: string;
  count: number;
  min: number;
  max: number;
}

/**
 * − count + for one line, as one plain form (POST /cart/change, the pressed button's count):
 * it works from the first paint and without JavaScript; the cart page's script takes it
 * over (enhance-cart-page.ts) and counts taps from what is shown. At the minimum the minus becomes
 * a remove button (count 0). At the ceiling the plus is disabled: the page knows the
 * ceiling (stock and per-order maximum), so it never asks the server just to be refused.
 */
export function QuantityStepper({ id, name, count, min, max }: Props) {
  const atMax = count >= max;
  const hintId = `max-${id}`;
  const button = 'flex size-9 items-center justify-center rounded-md text-xl text-brand-600 disabled:text-ink-mute disabled:cursor-not-allowed';
  return (
    <form
      method="post"
      action="/cart/change"
      className="flex items-center gap-1 rounded-lg border border-surface-line px-1"
      role="group"
      aria-label={cartText.countOf(name)}
      data-stepper={id}
      data-min={min}
      data-max={max}
    >
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        name="count"
        value={count + 1}
        className={button}
        disabled={atMax}
        aria-label={cartText.increase}
        aria-describedby={atMax ? hintId : undefined}
        data-step="1"
        data-focus={`inc-${id}`}
      >
        +
      </button>
      <output className="min-w-6 text-center font-bold" aria-live="polite" tabIndex={-1} data-line-count data-focus={`count-${id}`}>
        {toFaDigits(count)}
      </output>
      {count <= min ? (
        <button
          type="submit"
          name="count"
          value={0}
          className={`${button} text-danger`}
          aria-label={cartText.removeFromCart(name)}
          data-step="0"
          data-confirm={cartText.confirmDelete(name)}
          data-focus={`dec-${id}`}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" />
          </svg>
        </button>
      ) : (
        <button type="submit" name="count" value={count - 1} className={button} aria-label={cartText.decrease} data-step="-1" data-focus={`dec-${id}`}>
          −
        </button>
      )}
      {atMax && (
        <span id={hintId} className="sr-only">
          {cartText.maxReached}
        </span>
      )}
    </form>
  );
}
