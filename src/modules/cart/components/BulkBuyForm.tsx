import { faShell } from '#i18n/fa-shell.ts';
import { BULK_TEXT } from '../bulk-quantity.ts';
import type { PriceStep } from '../validation.ts';
import { BulkQuantity } from './BulkQuantity.tsx';

interface Props {
  varietyId: number;
  name: string;
  /** The count the field shows first: the cart's, or the variety's minimum. */
  count: number;
  /** How many the partner's cart holds now (0: none): the form then sets the count instead of adding. */
  inCart: number;
  min: number;
  max: number;
  steps: readonly PriceStep[];
}

/** The wholesale buy box's form (BulkBuy.astro renders it on the server; no island). */
export function BulkBuyForm({ varietyId, name, count, inCart, min, max, steps }: Props) {
  return (
    <form
      method="post"
      action={inCart > 0 ? '/cart/change' : '/cart/add'}
      className="flex min-w-0 flex-1 flex-col"
      data-bulk-buy={varietyId}
      data-in-cart={inCart}
    >
      <input type="hidden" name="id" value={varietyId} />
      <BulkQuantity fieldId={`bulk-${varietyId}`} name={name} count={count} min={min} max={max} steps={steps} showRange={false}>
        <button
          type="submit"
          className="min-h-10 flex-1 rounded-lg bg-brand-500 px-3 py-2 text-sm font-bold text-white hover:bg-brand-600 disabled:cursor-wait disabled:opacity-80"
        >
          <span data-bulk-label>{inCart > 0 ? BULK_TEXT.set : BULK_TEXT.add}</span>
        </button>
        <a href="/cart" className="text-xs font-bold whitespace-nowrap text-brand-600 hover:underline" data-bulk-cart-link hidden={inCart === 0}>
          {faShell.buy.viewCart}
        </a>
      </BulkQuantity>
    </form>
  );
}
