import { useStore } from '@nanostores/react';
import { useEffect, useState, type SyntheticEvent } from 'react';
import { faShell } from '#i18n/fa-shell.ts';
import { toFaDigits } from '#lib/digits.ts';
import { $cart, $pending, addOnce, changeItem, countInCart, removeItem } from '../store';

const fa = faShell.buy;

interface Props {
  varietyId: number;
  /** What one tap on «افزودن» adds (the variety's minimum order, at least one). */
  count: number;
  /** The per-order maximum: + stops there. */
  max: number;
  /** The product's name, for the stepper's accessible name. */
  name: string;
}

/**
 * The product page's buy control: «افزودن به سبد خرید», then a
 * − count + stepper with «مشاهده سبد خرید». A React island on the cart store the header
 * badge follows, hydrated on the first touch (`client:interaction="free"`). Its server HTML
 * is the plain POST /cart/add form: before hydration the page's enhance script adds on the
 * first tap at once, and the store's answer shows here as soon as React is up.
 */
/**
 * The add button's two labels: «در حال افزودن…» with a spinner shows while the button is
 * aria-busy, whoever set it (this island, or the page's enhance script before React is up),
 * so the server HTML already carries both and hydration never meets a different text.
 */
function BuyLabel() {
  return (
    <>
      <span className="group-aria-busy:hidden">{fa.add}</span>
      <span className="hidden items-center justify-center gap-2 group-aria-busy:flex">
        <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white motion-reduce:animate-none" />
        {fa.adding}
      </span>
    </>
  );
}

export default function BuyControl({ varietyId, count: first, max, name }: Props) {
  const cart = useStore($cart);
  const pending = useStore($pending);
  // The first render matches the server HTML; the store's count shows from the next one.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const count = live ? countInCart(cart, varietyId) : 0;
  // Like the count, the pending state shows from the second render (the server HTML is idle).
  const busy = live && pending.has(varietyId);

  if (count === 0) {
    const submit = (event: SyntheticEvent<HTMLFormElement>) => {
      event.preventDefault();
      event.stopPropagation();
      void addOnce(varietyId, first);
    };
    return (
      <form method="post" action="/cart/add" className="flex-1" data-add-to-cart onSubmit={submit}>
        <input type="hidden" name="id" value={varietyId} />
        <input type="hidden" name="count" value={first} />
        <button
          type="submit"
          disabled={busy}
          aria-busy={busy || undefined}
          className="group w-full rounded-lg bg-brand-500 px-4 py-3 font-bold text-white hover:bg-brand-600 disabled:cursor-wait disabled:opacity-80"
        >
          <BuyLabel />
        </button>
      </form>
    );
  }

  const step = 'flex size-10 items-center justify-center rounded-md text-xl text-brand-600 disabled:text-ink-mute';
  const atMax = count >= max;
  return (
    <div className="flex flex-1 items-center justify-end gap-3" data-buy-stepper>
      <div className="flex items-center gap-1 rounded-lg border border-surface-line px-1" role="group" aria-label={`${fa.inCart}: ${name}`}>
        <button type="button" className={step} disabled={busy || atMax} aria-label={fa.increase} onClick={() => void changeItem(varietyId, count + 1)}>
          +
        </button>
        <output className="min-w-7 text-center font-bold" aria-live="polite" aria-busy={busy} data-buy-count>
          {toFaDigits(count)}
        </output>
        {count <= Math.max(1, first) ? (
          <button type="button" className={`${step} text-danger`} disabled={busy} aria-label={fa.remove} onClick={() => void removeItem(varietyId)}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" />
            </svg>
          </button>
        ) : (
          <button type="button" className={step} disabled={busy} aria-label={fa.decrease} onClick={() => void changeItem(varietyId, count - 1)}>
            −
          </button>
        )}
      </div>
      <a href="/cart" className="text-sm font-bold whitespace-nowrap text-brand-600 hover:underline">
        {fa.viewCart}
      </a>
      {atMax && <span className="sr-only">{fa.maxReached}</span>}
    </div>
  );
}
