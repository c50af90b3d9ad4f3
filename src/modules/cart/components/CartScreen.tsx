import { toFaDigits } from '#lib/digits.ts';
import type { CartFlash } from '../flash-cookie';
import { checkoutNextStep, type Shopper } from '../next-step';
import { cartText } from '../text';
import type { Cart, FutureItem } from '../validation';
import { CartLine } from './CartLine';
import { CartSummary } from './CartSummary';
import { FutureList } from './FutureList';

interface Props {
  cart: Cart;
  future: FutureItem[];
  shopper: Shopper;
  /** What the last cart form did (shown here; the page's script turns it into a toast). */
  flash: CartFlash | null;
}

/** A header action of the whole cart, asked to be confirmed first (with JavaScript). */
function CartAction({ action, label, confirm, className, focus }: { action: string; label: string; confirm: string; className: string; focus: string }) {
  return (
    <form method="post" action={action}>
      <button type="submit" className={className} data-confirm={confirm} data-focus={focus}>
        {label}
      </button>
    </form>
  );
}

/**
 * The cart page (spec sections 2, 3, 4): lines, the future list and the summary, rendered
 * on the server as plain forms, with no island: the controls work
 * from the first paint and without JavaScript, and the page's small script (enhance-cart-page.ts)
 * takes the forms over, swapping in the server's answer. `data-cart-root` is what it swaps.
 */
export function CartScreen({ cart, future, shopper, flash }: Props) {
  const notice = flash && !flash.field ? flash : null;
  const next = checkoutNextStep(shopper);
  const nationalCodeFirst = next.kind === 'go' && next.warning === 'nationalCode';
  return (
    <div className="grid gap-4 pb-24 lg:grid-cols-[1fr_22rem] lg:items-start lg:pb-0" data-cart-root data-count={cart.count}>
      {notice && (
        <p
          role={notice.tone === 'error' ? 'alert' : 'status'}
          className={`rounded-lg px-4 py-2 text-sm lg:col-span-2 ${notice.tone === 'error' ? 'bg-danger/10 text-danger' : 'bg-success/10 text-success'}`}
          data-cart-notice={notice.tone}
        >
          {notice.text}
        </p>
      )}
      <div className="flex flex-col gap-4">
        <section aria-labelledby="cart-title" className="rounded-xl border border-surface-line bg-white p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h1 id="cart-title" className="text-lg font-bold" tabIndex={-1}>
              {cartText.title}
              {cart.count > 0 && <span className="ms-2 text-sm font-normal text-ink-soft">{cartText.items(toFaDigits(cart.count))}</span>}
            </h1>
            {cart.items.length > 0 && (
              <div className="flex gap-3 text-sm">
                <CartAction
                  action="/cart/all-to-future"
                  label={cartText.allToFuture}
                  confirm={cartText.confirmAllToFuture}
                  focus="all-to-future"
                  className="text-brand-600 hover:underline"
                />
                <CartAction action="/cart/clear" label={cartText.clear} confirm={cartText.confirmClear} focus="clear" className="text-danger hover:underline" />
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
                <CartLine key={item.v_id} item={item} />
              ))}
            </ul>
          )}
        </section>
        <FutureList items={future} />
      </div>
      {cart.items.length > 0 && (
        <aside className="lg:sticky lg:top-4">
          <CartSummary cart={cart} signedIn={shopper.signedIn} nationalCodeFirst={nationalCodeFirst} codeError={flash?.field === 'code' ? flash.text : null} />
        </aside>
      )}
    </div>
  );
}
