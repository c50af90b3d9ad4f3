import { useState } from 'react';
import { faAddresses } from '#i18n/fa-addresses.ts';
import { toFaDigits } from '#lib/digits.ts';
import { HttpError } from '#lib/http/index.ts';
import { Dialog } from '#ui/dialog/Dialog.tsx';
import { showToast } from '#ui/toast/store.ts';
import { addressCalls } from '../client.ts';
import type { AddressView } from '../validation.ts';

const t = faAddresses;

/** Main first, then the newest: the server's order. */
const ordered = (list: AddressView[]) => [...list].sort((a, b) => Number(b.is_main) - Number(a.is_main) || b.id - a.id);

/**
 * /profile/addresses: the shopper's addresses as cards with the main one marked, each
 * with edit, delete (after a confirmation dialog) and "set as main". Rendered on the
 * server with the page, so the list shows before (and without) JavaScript.
 */
export function AddressBook({ addresses }: { addresses: AddressView[] }) {
  const [list, setList] = useState(() => ordered(addresses));
  const [busy, setBusy] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<AddressView | null>(null);

  const run = async (id: number, call: () => Promise<void>) => {
    setBusy(id);
    try {
      await call();
    } catch (err) {
      // The HTTP client toasts failures; a lost session reloads into the sign-in guard.
      if (err instanceof HttpError && err.kind === 'unauthorized') location.reload();
    } finally {
      setBusy(null);
    }
  };

  const setMain = (a: AddressView) =>
    run(a.id, async () => {
      await addressCalls.setMain(a.id);
      setList((l) => ordered(l.map((x) => ({ ...x, is_main: x.id === a.id }))));
      showToast(t.mainChanged, 'success');
    });

  // Deleting the main address makes the newest remaining one main (the server's rule).
  const remove = (a: AddressView) =>
    run(a.id, async () => {
      setConfirming(null);
      await addressCalls.remove(a.id);
      setList((l) => {
        const rest = l.filter((x) => x.id !== a.id);
        const newest = Math.max(...rest.map((x) => x.id));
        return ordered(a.is_main ? rest.map((x) => ({ ...x, is_main: x.id === newest })) : rest);
      });
      showToast(t.removed, 'success');
    });

  if (list.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-surface-line bg-white py-12 text-center">
        <p className="text-lg font-bold">{t.empty}</p>
        <p className="text-sm text-ink-soft">{t.emptyHint}</p>
        <a href="/profile/addresses/create" className="rounded-lg bg-brand-500 px-4 py-2 font-bold text-white">
          {t.add}
        </a>
      </div>
    );
  }

  return (
    <>
      <ul aria-label={t.list} className="flex flex-col gap-3">
        {list.map((a) => (
          <li key={a.id} className="flex flex-col gap-3 rounded-xl border border-surface-line bg-white p-4" aria-busy={busy === a.id || undefined}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-bold">
                {a.province}، {a.city}
              </p>
              {a.is_main && <span className="rounded-full bg-success/10 px-3 py-1 text-xs font-bold text-success">{t.main}</span>}
            </div>
            <p className="text-sm leading-7">{toFaDigits(a.address)}</p>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
              {[
                [t.receiver, `${a.delivery_name} (${toFaDigits(a.receiver_mobile)})`],
                [t.zipcode, toFaDigits(a.zipcode)],
                [t.plaque, toFaDigits(a.plaque)],
                ...(a.unit ? [[t.unit, toFaDigits(a.unit)]] : []),
              ].map(([label, value]) => (
                <div key={label} className="flex flex-col">
                  <dt className="text-ink-soft">{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            <div className="flex flex-wrap gap-2 border-t border-surface-line pt-3 text-sm">
              <a href={`/profile/addresses/${a.id}`} className="min-h-10 rounded-lg px-3 py-2 font-medium text-brand-600 hover:bg-brand-50">
                {t.edit}
              </a>
              <button
                type="button"
                onClick={() => setConfirming(a)}
                disabled={busy !== null}
                className="min-h-10 rounded-lg px-3 font-medium text-danger hover:bg-brand-50"
              >
                {t.remove}
              </button>
              {!a.is_main && (
                <button
                  type="button"
                  onClick={() => void setMain(a)}
                  disabled={busy !== null}
                  className="min-h-10 rounded-lg px-3 font-medium hover:bg-surface-soft"
                >
                  {t.setMain}
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <Dialog open={confirming !== null} onClose={() => setConfirming(null)} title={t.removeTitle}>
        <p className="mb-2 text-sm leading-7">{t.removeConfirm}</p>
        {confirming && <p className="mb-4 rounded-lg bg-surface-soft p-3 text-sm">{toFaDigits(confirming.address)}</p>}
        <div className="flex gap-2">
          <button type="button" onClick={() => confirming && void remove(confirming)} className="h-11 flex-1 rounded-lg bg-danger font-bold text-white">
            {t.removeYes}
          </button>
          <button type="button" onClick={() => setConfirming(null)} className="h-11 flex-1 rounded-lg border border-surface-line font-bold">
            {t.cancel}
          </button>
        </div>
      </Dialog>
    </>
  );
}
