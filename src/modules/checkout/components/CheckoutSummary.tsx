import type { ReactNode } from 'react';
import { formatNumber, toFaDigits } from '#lib/digits.ts';
import { formatDiscount, formatToman } from '#lib/money.ts';
import { faCheckout as t } from '#i18n/fa-checkout.ts';
import type { Cart } from '#modules/cart/client.ts';
import type { CheckoutSummary as Totals } from '../validation.ts';

interface Props {
  summary: Totals;
  cart: Pick<Cart, 'count' | 'discountCodes' | 'giftCards'>;
  /** The page's next step (continue, pay), below the totals. */
  children?: ReactNode;
}

function Row({ label, value, tone = '' }: { label: string; value: string; tone?: string }) {
  return (
    <div className={`flex flex-wrap items-center justify-between gap-x-2 gap-y-0.5 text-sm ${tone}`}>
      <dt>{label}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}

/**
 * Every total of the coming order for the chosen address (the cart summary's rows, with
 * shipping by city): goods at list price, product discounts, the discount code, shipping,
 * the gift card, what is left to pay, and the coins it earns.
 */
export function CheckoutSummary({ summary, cart, children }: Props) {
  const productDiscount = summary.total_price_main - summary.total_cost;
  const codes = cart.discountCodes.map((d) => d.code).join('، ');
  const gifts = cart.giftCards.map((g) => g.code).join('، ');
  return (
    <section aria-labelledby="checkout-summary-title" className="flex flex-col gap-3 rounded-xl border border-surface-line bg-white p-4">
      <h2 id="checkout-summary-title" className="font-bold">
        {t.summary.title}
      </h2>
      <dl className="flex flex-col gap-2">
        <Row label={`${t.summary.priceMain} (${toFaDigits(cart.count)})`} value={formatToman(summary.total_price_main)} />
        {productDiscount > 0 && <Row label={t.summary.productDiscount} value={formatDiscount(productDiscount)} tone="text-brand-600" />}
        {summary.discount_code > 0 && (
          <Row label={`${t.summary.discountCode} ${codes}`.trim()} value={formatDiscount(summary.discount_code)} tone="text-brand-600" />
        )}
        <Row label={t.summary.shipping} value={summary.send_cost === 0 ? t.summary.free : formatToman(summary.send_cost)} />
        {summary.gift_card > 0 && <Row label={`${t.summary.giftCard} ${gifts}`.trim()} value={formatDiscount(summary.gift_card)} tone="text-brand-600" />}
        <Row
          label={t.summary.payable}
          value={formatToman(summary.total_payment, { freeLabel: false })}
          tone="border-t border-surface-line pt-2 text-base font-bold"
        />
      </dl>
      {summary.total_coin > 0 && (
        <p className="text-xs text-ink-soft" data-checkout-coins>
          {t.summary.coins(formatNumber(summary.total_coin))}
          {summary.coin_campaign && (
            <span className="ms-1 rounded bg-brand-50 px-1.5 py-0.5 font-bold text-brand-600">
              {t.summary.coinCampaign(formatNumber(summary.coin_campaign.multiplier), summary.coin_campaign.title)}
            </span>
          )}
          {summary.coin_club && (
            <span className="ms-1 rounded bg-brand-50 px-1.5 py-0.5 font-bold text-brand-600">
              {t.summary.coinClub(formatNumber(summary.coin_club.percent), summary.coin_club.title)}
            </span>
          )}
        </p>
      )}
      {children}
    </section>
  );
}
