import { useState } from 'react';
import { api, HttpError } from '#lib/http/index.ts';
import { NO_RESPONSE } from '#lib/http/errors.ts';
import { Spinner } from '#ui/Spinner.tsx';

/**
 * "Pay again" for an order awaiting payment: a new attempt at the bank
 * (POST /v6/order/payment-online), then the browser goes to the bank's page. One press
 * at a time; a refusal (hold over, too many tries) is shown beside the button.
 */
export function PayAgainButton({ orderId, label = 'پرداخت دوباره' }: { orderId: number; label?: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function pay() {
    setBusy(true);
    setError(null);
    try {
      const res = await api.post<{ data: { payment_url: string } }>('/v6/order/payment-online', { id: orderId }, { mode: 'rethrow' });
      location.assign(res.data.payment_url);
    } catch (err) {
      setError(err instanceof HttpError ? err.message : NO_RESPONSE);
      setBusy(false);
    }
  }
  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        onClick={pay}
        disabled={busy}
        className="flex h-12 items-center justify-center gap-2 rounded-lg bg-brand-500 px-6 font-bold text-white hover:bg-brand-600 disabled:opacity-60"
      >
        {busy && <Spinner size={18} />}
        {label}
      </button>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
