import type { ReactNode } from 'react';
import { toFaDigits } from '#lib/digits.ts';
import { BULK_TEXT, bulkPriceWords } from '../bulk-quantity.ts';
import type { PriceStep } from '../validation.ts';

interface Props {
  /** The field's id (unique on the page); its price, range and error lines take it as a prefix. */
  fieldId: string;
  /** The product's name, for the field's accessible name. */
  name: string;
  count: number;
  min: number;
  /** The partner's limit (quote.ts's one rule, within the stock). */
  max: number;
  /** The unit price from each quantity, the first from 1. */
  steps: readonly PriceStep[];
  /** The key the cart page's script puts focus back on after swapping the page. */
  focus?: string;
  /** The allowed range under the field (the buy box says the limit in its own line). */
  showRange?: boolean;
  /** Beside the field, on its row: the form's button. */
  children?: ReactNode;
}

/**
 * A partner's quantity field (the wholesale buy box and cart lines): the count typed in
 * Persian or ASCII digits, and beside it the unit price and the line total at the tier that
 * count reaches, then the allowed range. Rendered on the server for `count` (correct without
 * JavaScript); enhance-bulk-quantity.ts updates the price and says what does not fit as the
 * partner types. It sits inside the form that posts it (`name="count"`).
 */
export function BulkQuantity({ fieldId, name, count, min, max, steps, focus, showRange = true, children }: Props) {
  const words = bulkPriceWords(steps, count);
  const priceId = `${fieldId}-price`;
  const rangeId = `${fieldId}-range`;
  const errorId = `${fieldId}-error`;
  return (
    <div className="flex min-w-0 flex-col gap-1" data-bulk-quantity data-min={min} data-max={max} data-steps={JSON.stringify(steps)}>
      <div className="flex items-center gap-2">
        <label htmlFor={fieldId} className="text-sm text-ink-soft">
          <span aria-hidden="true">{BULK_TEXT.count}</span>
          <span className="sr-only">{BULK_TEXT.countOf(name)}</span>
        </label>
        <input
          id={fieldId}
          name="count"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          enterKeyHint="done"
          maxLength={4}
          defaultValue={toFaDigits(count)}
          aria-describedby={[priceId, showRange ? rangeId : '', errorId].filter(Boolean).join(' ')}
          data-bulk-count
          data-focus={focus}
          className="h-10 w-20 shrink-0 rounded-lg border border-surface-line bg-white px-2 text-center font-bold aria-[invalid=true]:border-danger"
        />
        {children}
      </div>
      {words && (
        <p id={priceId} className="flex flex-wrap gap-x-2 text-xs" aria-live="polite" data-bulk-price>
          <strong className="font-bold text-ink" data-bulk-unit>
            {words.unit}
          </strong>
          <span className="text-ink" data-bulk-total>
            {words.total}
          </span>
          <span className="text-success" data-bulk-from>
            {words.from}
          </span>
        </p>
      )}
      {showRange && (
        <p id={rangeId} className="text-xs text-ink-soft">
          {BULK_TEXT.range(min, max)}
        </p>
      )}
      <p id={errorId} className="text-xs text-danger empty:hidden" role="alert" data-bulk-error></p>
    </div>
  );
}
