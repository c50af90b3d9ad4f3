import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { toFaDigits } from '../../../lib/digits';
import { Dialog } from '../../../ui/dialog/Dialog';
import { flashToast } from '../../account/flash';
import { checkoutNextStep, type Shopper } from '../next-step';
import {
  $cart,
  $future,
  $pending,
  changeItem,
  clearAll,
  followOtherTabs,
  futureToCart,
  moveAllToFuture,
  moveToFuture,
  removeFuture,
  removeItem,
  seedCart,
} from '../store';
import { cartText } from '../text';
import type { Cart, FutureItem } from '../validation';
import { CartLine } from './CartLine';
import { CartSummary } from './CartSummary';
import { FutureList } from './FutureList';

interface Props {
  cart: Cart;
  future: FutureItem[];
  shopper: Shopper;
}

interface Confirm {
  text: string;
  run: () => void;
}

async function signIn(then: () => void) {
  const { openLoginFromAnywhere } = await import('../../account/login-trigger');
  await openLoginFromAnywhere(then);
}

/** The cart page (spec sections 2, 3, 4): lines, the future list and the summary. */
export function CartScreen({ cart: initialCart, future: initialFuture, shopper }: Props) {
  // The stores are module-wide: on the server they would be shared by every request, so
  // they are filled only in the browser (below); until then the page renders from its props.
  const cart = useStore($cart) ?? initialCart;
  const future = useStore($future) ?? initialFuture;
  const pending = useStore($pending);
  const [confirm, setConfirm] = useState<Confirm | null>(null);

  useEffect(() => {
    seedCart(initialCart, initialFuture);
    return followOtherTabs();
  }, []);

  const ask = (text: string, run: () => void) => setConfirm({ text, run });
  const checkout = () => {
    const next = checkoutNextStep(shopper);
    if (next.kind === 'login') {
      void signIn(() => location.assign('/cart?checkout=1'));
      return;
    }
    // Shown by the next page (a toast here would leave with this one).
    if (next.warning === 'nationalCode') flashToast(cartText.nationalCodeFirst, 'warn');
    location.assign(next.href);
  };
  const busyAll = pending.has(0);

  return (
    <div className="grid gap-4 pb-24 lg:grid-cols-[1fr_22rem] lg:items-start lg:pb-0">
      <div className="flex flex-col gap-4">
        <section aria-labelledby="cart-title" className="rounded-xl border border-surface-line bg-white p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h1 id="cart-title" className="text-lg font-bold">
              {cartText.title}
              {cart.count > 0 && <span className="ms-2 text-sm font-normal text-ink-soft">{cartText.items(toFaDigits(cart.count))}</span>}
            </h1>
            {cart.items.length > 0 && (
              <div className="flex gap-3 text-sm">
                <button type="button" className="text-brand-600 hover:underline" disabled={busyAll} onClick={() => ask(cartText.confirmAllToFuture, () => void moveAllToFuture())}>
                  {cartText.allToFuture}
                </button>
                <button type="button" className="text-danger hover:underline" disabled={busyAll} onClick={() => ask(cartText.confirmClear, () => void clearAll())}>
                  {cartText.clear}
                </button>
              </div>
            )}
          </div>
          {cart.items.length === 0 ? (
            <div className="flex flex-col items-center gap-3 py-10 text-center">
              <svg viewBox="0 0 64 64" width="96" height="96" aria-hidden="true" className="text-ink-mute" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M6 10h8l6 32h30l6-22H18" />
                <circle cx="24" cy="52" r="4" />
                <circle cx="46" cy="52" r="4" />
              </svg>
              <p className="text-lg font-bold">{cartText.empty}</p>
              <p className="text-sm text-ink-soft">{cartText.emptyHint}</p>
              <ul className="flex flex-wrap justify-center gap-3">
                {cartText.emptyLinks.map((l) => (
                  <li key={l.href}>
                    <a href={l.href} className="rounded-lg border border-surface-line px-3 py-1.5 text-sm text-brand-600 hover:bg-brand-50">
                      {l.label}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <ul aria-label={cartText.title}>
              {cart.items.map((item) => (
                <CartLine
                  key={item.v_id}
                  item={item}
                  busy={pending.has(item.v_id) || busyAll}
                  onChange={(count) => void changeItem(item.v_id, count)}
                  onRemove={() => ask(cartText.confirmDelete(item.product.name), () => void removeItem(item.v_id))}
                  onLater={() => void moveToFuture(item.v_id)}
                />
              ))}
            </ul>
          )}
        </section>
        <FutureList items={future} pending={pending} onToCart={(id) => void futureToCart(id)} onRemove={(id) => void removeFuture(id)} />
      </div>
      {cart.items.length > 0 && (
        <aside className="lg:sticky lg:top-4">
          <CartSummary cart={cart} signedIn={shopper.signedIn} busy={busyAll} onCheckout={checkout} onSignIn={() => void signIn(() => location.reload())} />
        </aside>
      )}
      <Dialog open={confirm !== null} onClose={() => setConfirm(null)} title={cartText.confirmTitle} className="max-w-sm">
        <p className="mb-4 text-sm">{confirm?.text}</p>
        <div className="flex gap-2">
          <button
            type="button"
            className="flex-1 rounded-lg bg-danger px-4 py-2 font-bold text-white"
            onClick={() => {
              confirm?.run();
              setConfirm(null);
            }}
          >
            {cartText.yes}
          </button>
          <button type="button" className="flex-1 rounded-lg border border-surface-line px-4 py-2" onClick={() => setConfirm(null)}>
            {cartText.cancel}
          </button>
        </div>
      </Dialog>
    </div>
  );
}
