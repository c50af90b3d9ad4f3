import { useId, useState, type ReactNode } from 'react';
import { HttpError } from '#lib/http/index.ts';
import { NO_RESPONSE } from '#lib/http/errors.ts';
import { Spinner } from '#ui/Spinner.tsx';
import { flashToast } from '#modules/account/client.ts';

/**
 * What the order page's dialogs (cancel, change address) share: a form whose submit
 * posts one call, then flashes the server's message and reloads, so the page shows the
 * order as the server now has it; a refusal is shown inside the dialog.
 */
export function useReloadingSubmit(done: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (call: () => Promise<{ msg?: string }>) => {
    setBusy(true);
    setError(null);
    try {
      flashToast((await call()).msg ?? done);
      location.reload();
    } catch (err) {
      setError(err instanceof HttpError ? err.message : NO_RESPONSE);
      setBusy(false);
    }
  };
  return { busy, error, setError, submit };
}

interface Props {
  intro: string;
  error: string | null;
  busy: boolean;
  /** The confirm button waits (the choices are still loading). */
  waiting?: boolean;
  confirm: string;
  keep: string;
  tone: 'danger' | 'brand';
  onSubmit: () => void;
  onKeep: () => void;
  children: ReactNode;
}

export function DialogForm({ intro, error, busy, waiting = false, confirm, keep, tone, onSubmit, onKeep, children }: Props) {
  const errorId = useId();
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
      className="flex flex-col gap-4"
      aria-describedby={error ? errorId : undefined}
    >
      <p className="text-sm leading-7 text-ink-soft">{intro}</p>
      {children}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <button
          type="submit"
          disabled={busy || waiting}
          className={`flex h-11 flex-1 items-center justify-center gap-2 rounded-lg font-bold text-white disabled:opacity-60 ${tone === 'danger' ? 'bg-danger' : 'bg-brand-500'}`}
        >
          {busy && <Spinner size={16} />}
          {confirm}
        </button>
        <button type="button" onClick={onKeep} disabled={busy} className="h-11 flex-1 rounded-lg border border-surface-line font-bold">
          {keep}
        </button>
      </div>
    </form>
  );
}
