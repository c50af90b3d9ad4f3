import { useRef, useState, type ReactNode } from 'react';
import { formatNumber } from '#lib/digits.ts';
import { faCheckout as t } from '#i18n/fa-checkout.ts';
import { showToast } from '#ui/toast/store.ts';
import type { Cart } from '#modules/cart/client.ts';
import { afterPlacement, placeOrder, useKey, type PlaceProblems } from '../store.ts';
import type { CheckoutDispatch, CheckoutGateway, CheckoutSummary as Totals, CheckoutWallet } from '../validation.ts';
import { formatToman } from '#lib/money.ts';
import { splitTender, tenderProblem } from '#modules/wallet/client.ts';
import { AddressDetails, type CardAddress } from './AddressCard.tsx';
import { shippingHref, type Choices } from './choices.ts';
import { CheckoutSummary } from './CheckoutSummary.tsx';
import { ContinueBar } from './ContinueBar.tsx';
import { DispatchCard } from './DispatchCard.tsx';
import { clockLabel, dayLabel } from '#modules/orders/components/slot-days.ts';

export interface PaymentProps {
  choices: { addressId: number; slots: Choices['slots'] };
  address: CardAddress;
  /** Each dispatch with only its chosen slot. */
  dispatches: CheckoutDispatch[];
  summary: Totals;
  cart: Pick<Cart, 'count' | 'discountCodes' | 'giftCards'>;
  gateways: CheckoutGateway[];
  /** The balance and coins; each option shows only when there is some. */
  wallet: CheckoutWallet;
  /** This page view's Idempotency-Key: the plain form's and the island's placement are one order. */
  formKey: string;
  /** What a plain form's post chose, and why it was refused (the page shows it again). */
  chosen?: { gateway?: string; useCoin?: boolean; useBalance?: boolean };
  refused?: PlaceProblems;
}

function Problem({ text }: { text?: string }) {
  return text ? (
    <p role="alert" className="rounded-lg bg-danger/10 px-3 py-2 text-sm text-danger">
      {text}
    </p>
  ) : null;
}

function Part({ id, title, action, children }: { id: string; title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-xl border border-surface-line bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="font-bold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/**
 * /payment (spec sections 1–3): the chosen address and delivery times, every total, the
 * payment choice (`paymentBtn`, `useCoin`) and «پرداخت», which places the order once
 * (one Idempotency-Key per page view) and goes on to the bank, or to the result when
 * nothing is left to pay online. Refusals show beside the part they are about.
 *
 * It is a plain form first: a tap before the island wakes (a slow network) or without
 * JavaScript posts it to the page (app/page-payment.ts), and the page's first-paint
 * script shows it busy at once; awake, the island places the order itself.
 */
export function PaymentScreen({ choices, address, dispatches, summary, cart, gateways, wallet, formKey, chosen, refused }: PaymentProps) {
  useKey(formKey);
  const [gateway, setGateway] = useState(gateways.find((g) => g.id === chosen?.gateway)?.id ?? gateways[0]?.id ?? '');
  const [useCoin, setUseCoin] = useState(chosen?.useCoin ?? false);
  const [useBalance, setUseBalance] = useState(chosen?.useBalance ?? false);
  // The same split placement makes (wallet/tender-math.ts): coins, then the balance, the rest online, at least the gateway's minimum.
  const minOnline = gateways.find((g) => g.id === gateway)?.min_rial ?? 0;
  const tender = splitTender(summary.total_payment, { rial: wallet.balance, coin: wallet.coins }, wallet.coin_rate, { useBalance, useCoin }, minOnline);
  const tooSmall = tenderProblem(summary.total_payment, tender, minOnline);
  const online = summary.total_payment - tender.coinRial - tender.balanceRial;
  const [problems, setProblems] = useState<PlaceProblems>(refused ?? {});
  const [busy, setBusy] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const sending = useRef(false);
  const back = shippingHref(choices);
  // Nothing left to pay online (a gift card, coins or the balance cover it): no bank, so no gateway needed.
  const noGateway = gateways.length === 0 && online > 0;

  const pay = async () => {
    // A second tap before React re-renders the disabled button must not send again.
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setProblems({});
    const result = await placeOrder({
      address_id: choices.addressId,
      slots: choices.slots,
      gateway: gateway || undefined,
      use_balance: useBalance ? 1 : 0,
      useCoin: useCoin ? 1 : 0,
    });
    if ('order' in result) {
      setLeaving(true);
      location.assign(afterPlacement(result.order));
      return;
    }
    sending.current = false;
    setBusy(false);
    setProblems(result.problems);
    if (result.problems.form) showToast(result.problems.form, 'error');
  };

  const change = (label: string) => (
    <a href={back} className="text-sm font-medium text-brand-600 hover:underline">
      {label}
    </a>
  );

  return (
    <form
      method="post"
      data-payment-form
      aria-busy={busy || leaving || undefined}
      onSubmit={(e) => {
        e.preventDefault();
        void pay();
      }}
      className="grid gap-4 pb-32 lg:grid-cols-9 lg:items-start lg:pb-0"
    >
      <input type="hidden" name="idempotency_key" value={formKey} />
      <div className="flex min-w-0 flex-col gap-4 lg:col-span-7">
        <Problem text={problems.form} />
        <Part id="pay-address-title" title={t.address.title} action={change(t.address.change)}>
          <AddressDetails address={address} />
          <Problem text={problems.address} />
        </Part>
        <section aria-labelledby="pay-dispatches-title" className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="pay-dispatches-title" className="font-bold">
              {t.dispatch.list}
            </h2>
            {change(t.dispatch.change)}
          </div>
          <Problem text={problems.slots} />
          {dispatches.map((d) => {
            const slot = d.slots[0];
            const day = slot ? dayLabel(slot.date) : null;
            return (
              <DispatchCard key={d.key} dispatch={d}>
                {slot && day && (
                  <p className="text-sm" data-chosen-slot>
                    <span className="sr-only">{t.dispatch.chosen}: </span>
                    {day.weekday} {day.label}، {t.dispatch.window(clockLabel(slot.from), clockLabel(slot.to))}
                  </p>
                )}
              </DispatchCard>
            );
          })}
        </section>
        <Part id="pay-method-title" title={t.payment.method}>
          {noGateway ? (
            <p className="text-sm text-danger">{t.payment.noGateway}</p>
          ) : (
            <fieldset className="flex flex-col gap-2">
              <legend className="sr-only">{t.payment.method}</legend>
              {gateways.map((g) => (
                <label
                  key={g.id}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-surface-line px-3 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
                >
                  <input
                    type="radio"
                    name="paymentBtn"
                    value={g.id}
                    checked={gateway === g.id}
                    onChange={() => setGateway(g.id)}
                    className="size-4 accent-brand-500"
                  />
                  <span className="text-sm">
                    {t.payment.online}: {g.title}
                  </span>
                </label>
              ))}
            </fieldset>
          )}
          {wallet.coins > 0 && summary.total_payment > 0 && (
            <label className="flex min-h-11 items-center gap-3 text-sm">
              <input
                type="checkbox"
                name="useCoin"
                value="1"
                checked={useCoin}
                onChange={(e) => setUseCoin(e.target.checked)}
                className="size-4 accent-brand-500"
              />
              {t.payment.useCoin}
              <span className="text-ink-soft">({t.payment.coins(formatNumber(wallet.coins), formatToman(wallet.coin_rate))})</span>
            </label>
          )}
          {wallet.balance > 0 && summary.total_payment > 0 && (
            <label className="flex min-h-11 items-center gap-3 text-sm">
              <input
                type="checkbox"
                name="use_balance"
                value="1"
                checked={useBalance}
                onChange={(e) => setUseBalance(e.target.checked)}
                className="size-4 accent-brand-500"
              />
              {t.payment.useBalance}
              <span className="text-ink-soft">({t.payment.balance(formatToman(wallet.balance))})</span>
            </label>
          )}
          {(tender.coinRial > 0 || tender.balanceRial > 0) && (
            <dl className="flex flex-col gap-1 rounded-lg bg-surface-soft p-3 text-sm" aria-live="polite" data-tender>
              {tender.coinRial > 0 && (
                <div className="flex justify-between gap-2">
                  <dt>{t.payment.fromCoins(formatNumber(tender.coins))}</dt>
                  <dd>{formatToman(tender.coinRial)}</dd>
                </div>
              )}
              {tender.balanceRial > 0 && (
                <div className="flex justify-between gap-2">
                  <dt>{t.payment.fromBalance}</dt>
                  <dd>{formatToman(tender.balanceRial)}</dd>
                </div>
              )}
              <div className="flex justify-between gap-2 font-bold">
                <dt>{t.payment.online}</dt>
                <dd>{formatToman(online, { freeLabel: false })}</dd>
              </div>
            </dl>
          )}
          <Problem text={problems.gateway ?? tooSmall ?? undefined} />
        </Part>
      </div>
      <aside className="lg:sticky lg:top-4 lg:col-span-2">
        <CheckoutSummary summary={summary} cart={cart}>
          <ContinueBar
            label={t.payment.pay}
            payable={online}
            hint={noGateway ? t.payment.noGateway : tooSmall}
            disabled={noGateway || tooSmall !== null || leaving}
            busy={busy}
            busyLabel={leaving ? t.payment.leaving : t.payment.paying}
          />
        </CheckoutSummary>
      </aside>
    </form>
  );
}
