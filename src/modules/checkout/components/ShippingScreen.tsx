import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { faCheckout as t } from '#i18n/fa-checkout.ts';
import { Spinner } from '#ui/Spinner.tsx';
import type { AddressFormProps } from '#modules/addresses/components/AddressForm.tsx';
import type { AddressView } from '#modules/addresses/client.ts';
import { $addressId, $checkout, $reloading, $slots, chooseAddress, chooseSlot, seedCheckout } from '../store.ts';
import type { Checkout } from '../validation.ts';
import { AddressCards } from './AddressCard.tsx';
import { chosenSlot, keepValidSlots, missingSlots, paymentHref, type SlotChoices } from './choices.ts';
import { CheckoutSummary } from './CheckoutSummary.tsx';
import { ContinueBar } from './ContinueBar.tsx';
import { DispatchCard } from './DispatchCard.tsx';
import { SlotPicker } from './SlotPicker.tsx';

// The dialog and the address form (with its validation, zod) load only when asked for.
const NewAddressDialog = lazy(() => import('./NewAddressDialog.tsx'));

interface Props {
  checkout: Checkout;
  /** Choices carried in the URL (back from /payment): kept when they still fit. */
  slots: SlotChoices;
  /** The shopper, as a new address's first receiver. */
  receiver?: AddressFormProps['receiver'];
}

/**
 * /shipping (spec sections 1, 2): choose or add the delivery address, a delivery slot for
 * each dispatch, and go on to /payment with the choices in its URL. It is a GET form to
 * /payment, so the server-rendered page works without JavaScript too; with it, changing
 * the address reloads the checkout for that address (costs and slots follow the city).
 */
export function ShippingScreen({ checkout: initial, slots: initialSlots, receiver }: Props) {
  const seeded = useStore($checkout);
  const stored = useStore($slots);
  const checkout = seeded ?? initial;
  const slots = seeded ? stored : keepValidSlots(initial.dispatches, initialSlots);
  const addressId = useStore($addressId) ?? initial.address_id;
  const reloading = useStore($reloading);
  const [adding, setAdding] = useState(false);
  // Until hydrated the button stays enabled: without JavaScript /payment checks the choices.
  const [hydrated, setHydrated] = useState(false);

  useEffect(() => {
    seedCheckout(initial, initialSlots);
    setHydrated(true);
  }, []);

  const missing = missingSlots(checkout.dispatches, slots);
  const hint = addressId === null ? t.needAddress : missing.length > 0 ? t.needSlots : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (hint || reloading || addressId === null) return;
    location.assign(paymentHref({ addressId, slots: keepValidSlots(checkout.dispatches, slots) }));
  };
  const saved = (a: AddressView) => {
    setAdding(false);
    void chooseAddress(a.id);
  };

  return (
    <>
      <form method="get" action="/payment" onSubmit={submit} noValidate className="grid gap-4 pb-32 lg:grid-cols-9 lg:items-start lg:pb-0">
        <div className="flex min-w-0 flex-col gap-4 lg:col-span-7">
          {checkout.changes.length > 0 && (
            <div role="alert" className="rounded-xl border border-warn bg-warn/10 p-4 text-sm">
              <p className="mb-1 font-bold">{t.changesTitle}</p>
              <ul className="list-inside list-disc leading-7">
                {checkout.changes.map((c) => (
                  <li key={c}>{c}</li>
                ))}
              </ul>
            </div>
          )}
          <section aria-labelledby="address-title" className="flex flex-col gap-3 rounded-xl border border-surface-line bg-white p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id="address-title" className="font-bold">
                {t.address.title}
              </h2>
              <button type="button" onClick={() => setAdding(true)} className="text-sm font-medium text-brand-600 hover:underline">
                + {t.address.add}
              </button>
            </div>
            <AddressCards addresses={checkout.addresses} chosen={addressId} onChoose={(id) => void chooseAddress(id)} />
          </section>
          <section aria-labelledby="dispatches-title" aria-busy={reloading || undefined} className="relative flex flex-col gap-3">
            <h2 id="dispatches-title" className="flex items-center gap-2 font-bold">
              {t.dispatch.list}
              {reloading && <Spinner size={18} label={t.address.loading} />}
            </h2>
            {checkout.dispatches.map((d) => (
              <DispatchCard key={`${checkout.address_id}-${d.key}`} dispatch={d}>
                <SlotPicker
                  dispatchKey={d.key}
                  title={d.title}
                  slots={d.slots}
                  chosen={chosenSlot(d, slots)?.id ?? null}
                  onChoose={(id) => chooseSlot(d.key, id)}
                />
              </DispatchCard>
            ))}
          </section>
          <noscript>
            <p className="text-sm text-ink-soft">{t.noScriptShipping}</p>
          </noscript>
        </div>
        <aside className="lg:sticky lg:top-4 lg:col-span-2">
          <CheckoutSummary summary={checkout.summary} cart={checkout.cart}>
            <ContinueBar
              label={t.continue}
              payable={checkout.summary.total_payment}
              hint={hydrated ? hint : null}
              disabled={hydrated && (hint !== null || reloading)}
            />
          </CheckoutSummary>
        </aside>
      </form>
      {adding && (
        <Suspense fallback={<Spinner label={t.address.addTitle} />}>
          <NewAddressDialog onClose={() => setAdding(false)} onSaved={saved} receiver={receiver} />
        </Suspense>
      )}
    </>
  );
}
