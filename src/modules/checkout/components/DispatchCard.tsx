import { useId, type ReactNode } from 'react';
import { toFaDigits } from '#lib/digits.ts';
import { formatToman } from '#lib/money.ts';
import { faCheckout as t } from '#i18n/fa-checkout.ts';
import type { CheckoutDispatch } from '../validation.ts';

interface Props {
  dispatch: CheckoutDispatch;
  /** The slot picker on /shipping, the chosen slot on /payment. */
  children: ReactNode;
}

/**
 * One shipment: «ارسال سریع بازار» or the seller's name, its items as small pictures with
 * their counts, its shipping cost («رایگان» when free), then its delivery time.
 */
export function DispatchCard({ dispatch, children }: Props) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex min-w-0 flex-col gap-3 rounded-xl border border-surface-line bg-white p-4" data-dispatch={dispatch.key}>
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="font-bold">
          {dispatch.title}
        </h3>
        <p className="text-sm">
          <span className="text-ink-soft">{t.dispatch.cost}: </span>
          <span className={dispatch.send_cost === 0 ? 'font-medium text-success' : 'font-medium'}>
            {dispatch.send_cost === 0 ? t.dispatch.free : formatToman(dispatch.send_cost)}
          </span>
        </p>
      </header>
      <ul aria-label={t.dispatch.items} className="flex gap-3 overflow-x-auto pb-1">
        {dispatch.lines.map((line) => (
          <li key={line.v_id} className="flex w-20 shrink-0 flex-col items-center gap-1 text-center">
            <span className="relative">
              {line.image ? (
                <img src={line.image} alt="" width={64} height={64} loading="lazy" className="size-16 rounded-lg object-cover" />
              ) : (
                <span className="block size-16 rounded-lg bg-surface-soft" />
              )}
              {line.count > 1 && (
                <span className="absolute -bottom-1 -start-1 min-w-5 rounded-md bg-ink px-1 text-xs leading-5 text-white" aria-hidden="true">
                  {toFaDigits(line.count)}
                </span>
              )}
            </span>
            <span className="line-clamp-2 text-xs leading-5">{line.name}</span>
            <span className="sr-only">{t.dispatch.count(toFaDigits(line.count))}</span>
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-2 border-t border-surface-line pt-3">
        <h4 className="text-sm font-medium">{t.dispatch.slotTitle}</h4>
        {children}
      </div>
    </section>
  );
}
