import { Price } from '../../../ui/Price';
import { formatToman } from '../../../lib/money';
import type { CartItem } from '../validation';
import { cartText } from '../text';
import { QuantityStepper } from './QuantityStepper';

interface Props {
  item: CartItem;
  busy: boolean;
  onChange: (count: number) => void;
  onRemove: () => void;
  onLater: () => void;
}

/** One cart line: picture, variety (colour, guarantee, seller), price rules, notice, stepper. */
export function CartLine({ item, busy, onChange, onRemove, onLater }: Props) {
  const name = item.product.name;
  return (
    <li className="flex gap-3 border-b border-surface-line py-4 last:border-0" data-cart-line={item.v_id}>
      <a href={`/product/${item.product.slug}`} className="shrink-0">
        {item.product.image ? (
          <img src={item.product.image} alt={name} width={96} height={96} loading="lazy" className="size-24 rounded-lg object-cover" />
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
        <div className="mt-1 flex flex-wrap items-center justify-between gap-3">
          {item.available ? (
            <QuantityStepper name={name} count={item.count} min={item.min} max={item.max} busy={busy} onChange={onChange} onRemove={onRemove} />
          ) : (
            <span className="font-bold text-ink-mute">{cartText.unavailable}</span>
          )}
          {item.available && <Price main={item.price_main * item.count} off={item.price * item.count} />}
        </div>
        <div className="flex gap-4 text-xs">
          <button type="button" className="text-brand-600 hover:underline disabled:opacity-50" disabled={busy} onClick={onLater}>
            {cartText.saveForLater}
          </button>
          <button type="button" className="text-ink-soft hover:text-danger disabled:opacity-50" disabled={busy} onClick={onRemove} aria-label={cartText.removeFromCart(name)}>
            {cartText.remove}
          </button>
        </div>
      </div>
    </li>
  );
}
