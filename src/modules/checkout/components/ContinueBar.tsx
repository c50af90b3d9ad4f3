import { useId } from 'react';
import { formatToman } from '#lib/money.ts';
import { Spinner } from '#ui/Spinner.tsx';

interface Props {
  label: string;
  /** Shown beside the label on phones, where the totals are further down the page. */
  payable: number;
  /** Why the button waits (announced, and tied to the button). */
  hint: string | null;
  disabled: boolean;
  busy?: boolean;
  busyLabel?: string;
  /** A submit button of the surrounding form, or a plain button with its own handler. */
  onClick?: () => void;
}

/**
 * The checkout's next-step button: in the summary on wide screens, a bar stuck to the
 * bottom of the screen on phones (the page leaves room for it), with the hint above it.
 */
export function ContinueBar({ label, payable, hint, disabled, busy = false, busyLabel, onClick }: Props) {
  const hintId = useId();
  return (
    <div className="fixed inset-x-0 bottom-0 z-drawer flex flex-col gap-2 border-t border-surface-line bg-white p-3 shadow-lg lg:static lg:border-0 lg:p-0 lg:shadow-none">
      {hint && (
        <p id={hintId} role="status" className="text-xs text-ink-soft">
          {hint}
        </p>
      )}
      <button
        type={onClick ? 'button' : 'submit'}
        onClick={onClick}
        disabled={disabled || busy}
        aria-describedby={hint ? hintId : undefined}
        aria-busy={busy || undefined}
        data-busy-text={busyLabel}
        className="flex items-center justify-center gap-2 rounded-lg bg-brand-500 px-4 py-3 font-bold text-white hover:bg-brand-600 disabled:cursor-not-allowed disabled:opacity-60 aria-busy:cursor-progress aria-busy:opacity-80"
      >
        {busy && <Spinner size={18} label={busyLabel} />}
        <span data-continue-label>{label}</span>
        <span className="font-normal lg:hidden">({formatToman(payable, { freeLabel: false })})</span>
      </button>
    </div>
  );
}
