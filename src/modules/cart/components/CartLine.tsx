import { Price } from '#ui/Price.tsx';
import { formatToman } from '#lib/money.ts';
import type { CartItem } from '../validation';
import { cartText } from '../text';
import { QuantityStepper } from './QuantityStepper';
import { BulkQuantity } from './BulkQuantity';
import { BULK_TEXT } from '../bulk-quantity';

/** A one-button form of the cart page (POST, works without JavaScript). */
export function LineAction({
  action,
  id,
  label,
  ariaLabel,
  confirm,
  focus,
  className,
}: {
  action: string;
  id: number;
  label: string;
  ariaLabel?: string;
  confirm?: string;
  focus: string;
  className: string;
}) {
  return (
    <form method="post" action={action}>
      <input type="hidden" name="id" value={id} />
      <button type="submit" className={`${className} disabled:opacity-50`} aria-label={ariaLabel} data-confirm={confirm} data-focus={focus}>
        {label}
      </button>
    </form>
  );
}

/**
 * A partner's line on the wholesale storefront: the count is typed (a plain form, POST
 * /cart/change, Enter or «ثبت» sends it) with the price at that count beside it, instead of
 * tapping + up to a tier.
 */
function BulkLineForm({ item }: { item: CartItem }) {
  const id = item.v_id;
  return (
    <form method="post" action="/cart/change" className="min-w-0" data-bulk-line={id}>
      <input type="hidden" name="id" value={id} />
      <BulkQuantity
        fieldId={`qty-${id}`}
        name={item.product.name}
        count={item.count}
        min={item.min}
        max={item.max}
        steps={item.priceSteps ?? []}
        focus={`qty-${id}`}
      >
        <button
          type="submit"
          className="h-10 shrink-0 rounded-lg border border-brand-500 px-3 text-sm font-medium text-brand-600 hover:bg-brand-50"
          data-focus={`set-${id}`}
        >
          {BULK_TEXT.setShort}
        </button>
      </BulkQuantity>
    </form>
  );
}

/**
 * One cart line: picture, variety (colour, guarantee, seller), notice, then one row with
 * the stepper at the start and the price at the end (the same place on every line, never
 * wrapped under the stepper), then the line's actions and its status while a change is
 * in flight. Server-rendered; every control is a plain form. A partner's line on the
 * wholesale storefront (it carries its price steps) has a typed quantity instead of − +.
 */
export function CartLine({ item }: { item: CartItem }) {
  const name = item.product.name;
  const id = item.v_id;
  return (
    <li id={`line-${id}`} className="flex scroll-mt-4 gap-3 border-b border-surface-line py-4 last:border-0 aria-busy:opacity-80" data-cart-line={id}>
      <a href={`/product/${item.product.slug}`} className="shrink-0" aria-label={cartText.pictureOf(name)}>
        {item.product.image ? (
          <img src={item.product.image} alt="" width={96} height={96} loading="lazy" className="size-24 rounded-lg object-cover" />
        ) : (
          <span className="block size-24 rounded-lg bg-surface-soft" />
        )}
      </a>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <h2 className="text-sm font-medium leading-6">
          <a href={`/product/${item.product.slug}`} className="hover:text-brand-600">
            {name}
          </a>
        </h2>
        <ul className="flex flex-col gap-0.5 text-xs text-ink-soft">
          {item.color && (
            <li className="flex items-center gap-1.5">
              <span className="size-3 rounded-full border border-surface-line" style={{ backgroundColor: item.color.hexcode }} aria-hidden="true" />
              {item.color.name}
            </li>
          )}
          {item.guarantee && <li>{item.guarantee}</li>}
          <li>
            {cartText.seller}: {item.seller}
          </li>
          {item.fastSend && item.available && <li className="text-success">{cartText.fastSend}</li>}
        </ul>
        {item.notice && (
          <p className="rounded-md bg-warn/15 px-2 py-1 text-xs text-ink" role="note">
            {item.notice}
            {item.priceChanged && ` (${formatToman(item.priceChanged.from)} ← ${formatToman(item.priceChanged.to)})`}
          </p>
        )}
        <div className={`mt-1 flex min-h-12 justify-between gap-3 ${item.priceSteps ? 'flex-wrap items-start' : 'flex-nowrap items-center'}`}>
          {item.available && item.priceSteps ? (
            <BulkLineForm item={item} />
          ) : item.available ? (
            <QuantityStepper id={id} name={name} count={item.count} min={item.min} max={item.max} />
          ) : (
            <span className="font-bold text-ink-mute">{cartText.unavailable}</span>
          )}
          {item.available && <Price main={item.price_main * item.count} off={item.price * item.count} className="ms-auto shrink-0 justify-end text-end" />}
        </div>
        <div className="flex gap-4 text-xs">
          <LineAction
            action="/cart/to-future"
            id={id}
            label={cartText.saveForLater}
            focus={`later-${id}`}
            className="min-h-11 px-1 text-brand-600 hover:underline"
          />
          <LineAction
            action="/cart/remove"
            id={id}
            label={cartText.remove}
            ariaLabel={cartText.removeFromCart(name)}
            confirm={cartText.confirmDelete(name)}
            focus={`remove-${id}`}
            className="min-h-11 min-w-11 px-1 text-ink-soft hover:text-danger"
          />
        </div>
        <p className="min-h-4 text-xs text-ink-soft" role="status" data-line-status data-pending={cartText.pending}></p>
      </div>
    </li>
  );
}
