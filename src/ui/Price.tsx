import { fa } from '#i18n/fa.ts';
import { formatPercent, formatToman, formatTomanNumber, hasDiscount, percentOff, TOMAN_LABEL, type Rial } from '#lib/money.ts';

interface Props {
  /** Price before discount, rials. */
  main: Rial;
  /** Price the shopper pays, rials. */
  off: Rial;
  /** Show the percent badge beside a discounted price. */
  showPercent?: boolean;
  className?: string;
}

/**
 * Spec section 4 "Price display": the old price is struck through only when the main
 * price is above the discounted one; zero reads "رایگان". Renders as plain HTML on the
 * server (no hydration) and inside islands alike.
 */
export function Price({ main, off, showPercent = true, className = '' }: Props) {
  const discounted = hasDiscount(main, off);
  return (
    <div className={`flex flex-col items-end gap-0.5 ${className}`} data-price={off}>
      {discounted && (
        <div className="flex items-center gap-2 text-xs">
          <del className="text-ink-mute" aria-label={`${fa.price.old}: ${formatToman(main, { freeLabel: false })}`}>
            {formatTomanNumber(main)}
          </del>
          {showPercent && (
            <span
              className="rounded-full bg-brand-500 px-1.5 py-0.5 font-bold text-white"
              aria-label={`${fa.price.discount} ${formatPercent(percentOff(main, off))}`}
            >
              {formatPercent(percentOff(main, off))}
            </span>
          )}
        </div>
      )}
      {/* The amount and «تومان» never part: the unit dropping to its own line reads as a second price. */}
      <p className="font-bold whitespace-nowrap">
        {off === 0 ? (
          formatToman(0)
        ) : (
          <>
            {formatTomanNumber(off)} <span className="text-xs font-normal">{TOMAN_LABEL}</span>
          </>
        )}
      </p>
    </div>
  );
}
