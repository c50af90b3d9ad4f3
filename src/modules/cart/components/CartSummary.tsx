import { useId, useState, type ReactNode } from 'react';
import { formatToman } from '../../../lib/money';
import { toFaDigits } from '../../../lib/digits';
import { applyCode, removeDiscount } from '../store';
import type { Cart } from '../validation';
import { cartText } from '../text';

interface Props {
  cart: Cart;
  signedIn: boolean;
  busy: boolean;
  onCheckout: () => void;
  onSignIn: () => void;
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

/** Discount code or gift card: one field, server messages on the field (spec section 8). */
function CodeForm() {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const id = useId();
  const submit = async (e: { preventDefault(): void }) => {
    e.preventDefault();
    setSending(true);
    setError(null);
    const { applied, fieldError } = await applyCode(code);
    setSending(false);
    setError(fieldError);
    if (applied) setCode('');
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-1" noValidate>
      <label htmlFor={id} className="text-sm">
        {cartText.codeLabel}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          dir="ltr"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-w-0 flex-1 rounded-lg border border-surface-line px-3 py-2 text-start uppercase aria-invalid:border-danger"
        />
        <button type="submit" disabled={sending || code.trim() === ''} className="rounded-lg border border-brand-500 px-3 text-sm font-medium text-brand-600 disabled:opacity-50">
          {cartText.codeApply}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs text-danger">
          {error}
        </p>
      )}
    </form>
  );
}

/** Every total of the cart (spec section 3), the code form and the checkout button. */
export function CartSummary({ cart, signedIn, busy, onCheckout, onSignIn }: Props) {
  const productDiscount = cart.total_price_main - cart.total_cost;
  const left = cart.freeShippingFrom - cart.total_cost;
  return (
    <section aria-labelledby="summary-title" className="flex flex-col gap-3 rounded-xl border border-surface-line bg-white p-4">
      <h2 id="summary-title" className="font-bold">
        {cartText.summary}
      </h2>
      <dl className="flex flex-col gap-2">
        <Row label={`${cartText.priceMain} (${toFaDigits(cart.count)})`} value={formatToman(cart.total_price_main)} />
        {productDiscount > 0 && <Row label={cartText.productDiscount} value={formatToman(productDiscount)} tone="text-brand-600" />}
        {cart.discountCodes.map((d) => (
          <Row key={d.code} label={`${cartText.discountCode} ${d.code}`} value={formatToman(d.amount)} tone="text-brand-600">
            {d.message && <span className="block text-warn">{d.message}</span>}
            <button type="button" className="text-ink-soft hover:text-danger" onClick={() => void removeDiscount(d.code)}>
              {cartText.codeRemove}
            </button>
          </Row>
        ))}
        {cart.giftCards.map((g) => (
          <Row key={g.code} label={`${cartText.giftCard} ${g.code}`} value={formatToman(g.amount)} tone="text-brand-600">
            <button type="button" className="text-ink-soft hover:text-danger" onClick={() => void removeDiscount(g.code)}>
              {cartText.codeRemove}
            </button>
          </Row>
        ))}
        <Row label={cartText.shipping} value={cart.send_cost === 0 ? cartText.freeShipping : formatToman(cart.send_cost)}>
          {left > 0 && cart.send_cost > 0 ? <span className="text-ink-soft">{cartText.freeShippingLeft(formatToman(left))}</span> : null}
        </Row>
        <Row label={cartText.payable} value={formatToman(cart.total_payment)} tone="border-t border-surface-line pt-2 text-base font-bold" />
      </dl>
      {cart.total_coin > 0 && <p className="text-xs text-ink-soft">{cartText.coins(toFaDigits(cart.total_coin))}</p>}
      {signedIn ? (
        <CodeForm />
      ) : (
        <button type="button" onClick={onSignIn} className="text-start text-sm text-brand-600 hover:underline">
          {cartText.codeSignIn}
        </button>
      )}
      <button
        type="button"
        onClick={onCheckout}
        disabled={busy || cart.count === 0}
        className="fixed inset-x-0 bottom-0 z-drawer m-3 rounded-lg bg-brand-500 px-4 py-3 font-bold text-white shadow-lg disabled:opacity-60 lg:static lg:m-0 lg:shadow-none"
      >
        {cartText.checkout}
        <span className="ms-2 font-normal lg:hidden">({formatToman(cart.total_payment)})</span>
      </button>
    </section>
  );
}
