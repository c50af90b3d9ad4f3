import { useId, useState } from 'react';
import { faOrderActions as t } from '../../../i18n/fa-orders.ts';
import { HttpError } from '../../../lib/http/index.ts';
import { NO_RESPONSE } from '../../../lib/http/errors.ts';
import { Dialog } from '../../../ui/dialog/Dialog.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { flashToast } from '../../account/flash.ts';
import { orderCalls, type CancelReason } from '../client.ts';

/**
 * "Cancel order" / "cancel this dispatch" on the order page: a dialog asks for one of the
 * server's reasons (/v10/order/cancel-reasons, fetched when it opens), then posts and
 * reloads, so the page shows the new statuses as the server has them. A refusal (the
 * dispatch left meanwhile) is shown in the dialog. Hydrates on first interaction.
 */
export function CancelOrder({ kind, id }: { kind: 'order' | 'dispatch'; id: number }) {
  const [open, setOpen] = useState(false);
  const [reasons, setReasons] = useState<CancelReason[] | null>(null);
  const [reason, setReason] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = useId();
  const isOrder = kind === 'order';

  const show = async () => {
    setOpen(true);
    setError(null);
    if (reasons) return;
    try {
      setReasons((await orderCalls.reasons()).data.items);
    } catch (err) {
      setError(err instanceof HttpError ? err.message : NO_RESPONSE);
    }
  };

  const submit = async () => {
    if (reason === null) return setError(t.pickReason);
    setBusy(true);
    setError(null);
    try {
      const res = await (isOrder ? orderCalls.cancelOrder(id, reason) : orderCalls.cancelDispatch(id, reason));
      flashToast(res.msg ?? t.done);
      location.reload();
    } catch (err) {
      setError(err instanceof HttpError ? err.message : NO_RESPONSE);
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        onClick={() => void show()}
        className="min-h-10 rounded-lg border border-danger px-3 text-sm font-bold text-danger hover:bg-brand-50"
      >
        {isOrder ? t.cancelOrder : t.cancelDispatch}
      </button>
      <Dialog open={open} onClose={() => !busy && setOpen(false)} title={isOrder ? t.orderTitle : t.dispatchTitle}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
          className="flex flex-col gap-4"
          aria-describedby={error ? errorId : undefined}
        >
          <p className="text-sm leading-7 text-ink-soft">{isOrder ? t.orderIntro : t.dispatchIntro}</p>
          <fieldset className="flex flex-col gap-1" aria-busy={reasons === null || undefined}>
            <legend className="mb-2 font-bold">{t.reasons}</legend>
            {reasons === null && !error && (
              <p className="flex items-center gap-2 text-sm text-ink-soft">
                <Spinner size={16} /> {t.loading}
              </p>
            )}
            {reasons?.map((r) => (
              <label key={r.id} className="flex min-h-10 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-surface-soft">
                <input type="radio" name="reason" value={r.id} checked={reason === r.id} onChange={() => setReason(r.id)} className="size-4 accent-brand-500" />
                {r.title}
              </label>
            ))}
          </fieldset>
          {error && (
            <p id={errorId} role="alert" className="text-sm text-danger">
              {error}
            </p>
          )}
          <div className="flex gap-2">
            <button type="submit" disabled={busy || reasons === null} className="flex h-11 flex-1 items-center justify-center gap-2 rounded-lg bg-danger font-bold text-white disabled:opacity-60">
              {busy && <Spinner size={16} />}
              {t.confirm}
            </button>
            <button type="button" onClick={() => setOpen(false)} disabled={busy} className="h-11 flex-1 rounded-lg border border-surface-line font-bold">
              {t.keep}
            </button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
