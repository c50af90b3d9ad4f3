import { useState } from 'react';
import { faOrderActions as t } from '#i18n/fa-orders.ts';
import { HttpError } from '#lib/http/index.ts';
import { NO_RESPONSE } from '#lib/http/errors.ts';
import { Dialog } from '#ui/dialog/Dialog.tsx';
import { Spinner } from '#ui/Spinner.tsx';
import { orderCalls, type CancelReason } from '../client.ts';
import { DialogForm, useReloadingSubmit } from './dialog-form.tsx';

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
  const { busy, error, setError, submit } = useReloadingSubmit(t.done);
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

  const confirm = () => {
    if (reason === null) return setError(t.pickReason);
    void submit(() => (isOrder ? orderCalls.cancelOrder(id, reason) : orderCalls.cancelDispatch(id, reason)));
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
        <DialogForm
          intro={isOrder ? t.orderIntro : t.dispatchIntro}
          error={error}
          busy={busy}
          waiting={reasons === null}
          confirm={t.confirm}
          keep={t.keep}
          tone="danger"
          onSubmit={confirm}
          onKeep={() => setOpen(false)}
        >
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
        </DialogForm>
      </Dialog>
    </>
  );
}
