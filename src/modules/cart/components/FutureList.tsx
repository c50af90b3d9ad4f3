import { Price } from '../../../ui/Price';
import type { FutureItem } from '../validation';
import { cartText } from '../text';

interface Props {
  items: FutureItem[];
  pending: ReadonlySet<number>;
  onToCart: (id: number) => void;
  onRemove: (id: number) => void;
}

/** The future-shopping list beside the cart (spec section 7 "future shopping"). */
export function FutureList({ items, pending, onToCart, onRemove }: Props) {
  return (
    <section aria-labelledby="future-title" className="rounded-xl border border-surface-line bg-white p-4">
      <h2 id="future-title" className="mb-2 font-bold">
        {cartText.futureTitle}
      </h2>
      {items.length === 0 ? (
        <p className="text-sm text-ink-soft">{cartText.futureEmpty}</p>
      ) : (
        <ul>
          {items.map((item) => (
            <li key={item.v_id} className="flex gap-3 border-b border-surface-line py-3 last:border-0" data-future-line={item.v_id}>
              {item.product.image && <img src={item.product.image} alt="" width={64} height={64} loading="lazy" className="size-16 rounded-lg object-cover" />}
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <a href={`/product/${item.product.slug}`} className="text-sm hover:text-brand-600">
                  {item.product.name}
                </a>
                {item.available ? <Price main={item.price_main} off={item.price} /> : <span className="text-sm text-ink-mute">{cartText.unavailable}</span>}
                <div className="flex gap-4 text-xs">
                  {item.available && (
                    <button type="button" className="text-brand-600 hover:underline" disabled={pending.has(item.v_id)} onClick={() => onToCart(item.v_id)}>
                      {cartText.moveToCart}
                    </button>
                  )}
                  <button
                    type="button"
                    className="text-ink-soft hover:text-danger"
                    disabled={pending.has(item.v_id)}
                    onClick={() => onRemove(item.v_id)}
                    aria-label={`${cartText.remove} ${item.product.name}`}
                  >
                    {cartText.remove}
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
