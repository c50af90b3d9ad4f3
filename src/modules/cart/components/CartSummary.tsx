import type { ReactNode } from 'react';
import { formatDiscount, formatToman } from '#lib/money.ts';
import { formatNumber, toFaDigits } from '#lib/digits.ts';
import type { Cart } from '../validation';
import { cartText } from '../text';

interface Props {
  cart: Cart;
  signedIn: boolean;
  /** The shopper still has to give a national code: the next page is told (a toast). */
  nationalCodeFirst: boolean;
  /** The code form's refusal (from the last POST /cart/code). */
  codeError: string | null;
}

function Row({ label, value, tone = '', children }: { label: string; value: string; tone?: string; children?: ReactNode }) {
  return (
    <div className={`flex flex-wrap items-center justify-between gap-x-2 gap-y-0.5 text-sm ${tone}`}>
      <dt>{label}</dt>
      <dd className="font-medium">{value}</dd>
      {children && <dd className="w-full text-xs font-normal">{children}</dd>}
    </div>
  );
}

function RemoveCode({ code }: { code: string }) {
  return (
    <form method="post" action="/cart/code/remove" className="inline">
      <input type="hidden" name="code" value={code} />
      <button type="submit" className="text-ink-soft hover:text-danger" data-focus={`code-${code}`}>
        {cartText.codeRemove}
      </button>
    </form>
  );
}

/** Discount code or gift card: one field, the server's refusal on the field (spec section 8). */
function CodeForm({ error }: { error: string | null }) {
  return (
    <form method="post" action="/cart/code" className="flex flex-col gap-1" noValidate>
      <label htmlFor="cart-code" className="text-sm">
        {cartText.codeLabel}
      </label>
      <div className="flex gap-2">
        <input
          id="cart-code"
          name="code"
          dir="ltr"
          autoComplete="off"
          required
          maxLength={40}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'cart-code-error' : undefined}
          className="min-w-0 flex-1 rounded-lg border border-surface-line px-3 py-2 text-start uppercase aria-invalid:border-danger"
        />
        <button
          type="submit"
          className="rounded-lg border border-brand-500 px-3 text-sm font-medium text-brand-600 disabled:opacity-50"
          data-focus="code-apply"
        >
          {cartText.codeApply}
        </button>
      </div>
      {error && (
        <p id="cart-code-error" role="alert" className="text-xs text-danger">
          {error}
        </p>
      )}
    </form>
  );
}

/**
 * Every total of the cart (spec section 3), the code form and the checkout bar, all plain
 * forms: the checkout bar is a GET to /cart?checkout=1, where the server sends the shopper
 * on (sign-in, complete-info, shipping), so it works without JavaScript. On phones the bar
 * is fixed at the bottom; the cart leaves room under its content for it.
 */
export function CartSummary({ cart, signedIn, nationalCodeFirst, codeError }: Props) {
  const productDiscount = cart.total_price_main - cart.total_cost;
  const left = cart.freeShippingFrom - cart.total_cost;
  return (
    <section aria-labelledby="summary-title" className="flex flex-col gap-3 rounded-xl border border-surface-line bg-white p-4">
      <h2 id="summary-title" className="font-bold">
        {cartText.summary}
      </h2>
      <dl className="flex flex-col gap-2">
        <Row label={`${cartText.priceMain} (${toFaDigits(cart.count)})`} value={formatToman(cart.total_price_main)} />
        {productDiscount > 0 && <Row label={cartText.productDiscount} value={formatDiscount(productDiscount)} tone="text-brand-600" />}
        {cart.discountCodes.map((d) => (
          <Row
            key={d.code}
            label={`${cartText.discountCode} ${d.code}`}
            value={d.amount > 0 ? formatDiscount(d.amount) : formatToman(0, { freeLabel: false })}
            tone="text-brand-600"
          >
            {d.message && <span className="block text-warn">{d.message}</span>}
            <RemoveCode code={d.code} />
          </Row>
        ))}
        {cart.giftCards.map((g) => (
          <Row key={g.code} label={`${cartText.giftCard} ${g.code}`} value={formatDiscount(g.amount)} tone="text-brand-600">
            <RemoveCode code={g.code} />
          </Row>
        ))}
        <Row label={cartText.shipping} value={cart.send_cost === 0 ? cartText.freeShipping : formatToman(cart.send_cost)}>
          {left > 0 && cart.send_cost > 0 ? <span className="text-ink-soft">{cartText.freeShippingLeft(formatToman(left))}</span> : null}
        </Row>
        <Row label={cartText.payable} value={formatToman(cart.total_payment)} tone="border-t border-surface-line pt-2 text-base font-bold" />
      </dl>
      {cart.total_coin > 0 && <p className="text-xs text-ink-soft">{cartText.coins(formatNumber(cart.total_coin))}</p>}
      {signedIn ? (
        <CodeForm error={codeError} />
      ) : (
        <form method="get" action="/auth" data-sign-in>
          <input type="hidden" name="back" value="/cart" />
          <button type="submit" className="text-start text-sm text-brand-600 hover:underline">
            {cartText.codeSignIn}
          </button>
        </form>
      )}
      <form
        method="get"
        action="/cart"
        data-checkout
        data-login={signedIn ? undefined : ''}
        data-warn={nationalCodeFirst ? cartText.nationalCodeFirst : undefined}
      >
        <input type="hidden" name="checkout" value="1" />
        <button
          type="submit"
          disabled={cart.count === 0}
          className="fixed inset-x-0 bottom-0 z-drawer m-3 rounded-lg bg-brand-500 px-4 py-3 font-bold text-white shadow-lg aria-busy:opacity-70 disabled:opacity-60 lg:static lg:m-0 lg:w-full lg:shadow-none"
          data-checkout-bar
        >
          {cartText.checkout}
          <span className="ms-2 font-normal lg:hidden">({formatToman(cart.total_payment)})</span>
        </button>
      </form>
    </section>
  );
}
