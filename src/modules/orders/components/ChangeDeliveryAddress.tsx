import { useState } from 'react';
import { faAddressChange as t } from '#i18n/fa-orders.ts';
import { toFaDigits } from '#lib/digits.ts';
import { Dialog } from '#ui/dialog/Dialog.tsx';
import { orderCalls } from '../client.ts';
import { DialogForm, useReloadingSubmit } from './dialog-form.tsx';

export interface AddressChoice {
  id: number;
  /** Province, city and the street address, as one line. */
  line: string;
  receiver: string;
}

/**
 * "Change address" on the order page, while nothing has left: a dialog offers the
 * shopper's other addresses in the order's city (the page chose them; the slots were
 * taken in that city), posts the choice and reloads, so the page shows the address the
 * order now keeps. A refusal (a dispatch left meanwhile) is shown in the dialog. With no
 * other address in the city it says so and links to the address form. Hydrates on
 * first interaction.
 */
export function ChangeDeliveryAddress({ orderId, city, choices }: { orderId: number; city: string; choices: AddressChoice[] }) {
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<number | null>(null);
  const { busy, error, setError, submit } = useReloadingSubmit(t.done);

  const confirm = () => {
    if (picked === null) return setError(t.pick);
    void submit(() => orderCalls.changeAddress(orderId, picked));
  };

  return (
    <>
      <button
        type="button"
        onClick={() => (setOpen(true), setError(null))}
        className="min-h-10 rounded-lg border border-brand-500 px-3 text-sm font-bold text-brand-600 hover:bg-brand-50"
      >
        {t.open}
      </button>
      <Dialog open={open} onClose={() => !busy && setOpen(false)} title={t.title}>
        {choices.length === 0 ? (
          <div className="flex flex-col gap-4">
            <p className="text-sm leading-7">{t.none(city)}</p>
            <a href="/profile/addresses/create" className="flex h-11 items-center justify-center rounded-lg bg-brand-500 font-bold text-white">
              {t.add}
            </a>
          </div>
        ) : (
          <DialogForm
            intro={t.intro(city)}
            error={error}
            busy={busy}
            confirm={t.confirm}
            keep={t.keep}
            tone="brand"
            onSubmit={confirm}
            onKeep={() => setOpen(false)}
          >
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 font-bold">{t.choices}</legend>
              {choices.map((a) => (
                <label key={a.id} className="flex cursor-pointer items-start gap-3 rounded-lg border border-surface-line p-3 hover:bg-surface-soft">
                  <input
                    type="radio"
                    name="address"
                    value={a.id}
                    checked={picked === a.id}
                    onChange={() => setPicked(a.id)}
                    className="mt-1 size-4 accent-brand-500"
                  />
                  <span className="flex flex-col gap-1 text-sm leading-6">
                    <span>{toFaDigits(a.line)}</span>
                    <span className="text-ink-soft">{t.receiver(a.receiver)}</span>
                  </span>
                </label>
              ))}
            </fieldset>
          </DialogForm>
        )}
      </Dialog>
    </>
  );
}
