import { Price } from '#ui/Price.tsx';
import type { FutureItem } from '../validation';
import { cartText } from '../text';
import { LineAction } from './CartLine';

/** The future-shopping list beside the cart (spec section 7 "future shopping"), as plain forms. */
export function FutureList({ items }: { items: FutureItem[] }) {
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
            <li key={item.v_id} className="flex gap-3 border-b border-surface-line py-3 last:border-0 aria-busy:opacity-80" data-future-line={item.v_id}>
              {item.product.image && <img src={item.product.image} alt="" width={64} height={64} loading="lazy" className="size-16 rounded-lg object-cover" />}
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <a href={`/product/${item.product.slug}`} className="text-sm hover:text-brand-600">
                  {item.product.name}
                </a>
                {item.available ? <Price main={item.price_main} off={item.price} /> : <span className="text-sm text-ink-mute">{cartText.unavailable}</span>}
                <div className="flex gap-4 text-xs">
                  {item.available && (
                    <LineAction
                      action="/cart/future/to-cart"
                      id={item.v_id}
                      label={cartText.moveToCart}
                      focus={`back-${item.v_id}`}
                      className="py-2 text-brand-600 hover:underline"
                    />
                  )}
                  <LineAction
                    action="/cart/future/remove"
                    id={item.v_id}
                    label={cartText.remove}
                    ariaLabel={`${cartText.remove} ${item.product.name}`}
                    focus={`forget-${item.v_id}`}
                    className="py-2 text-ink-soft hover:text-danger"
                  />
                </div>
                <p className="min-h-4 text-xs text-ink-soft" role="status" data-line-status data-pending={cartText.pending}></p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
