import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Spinner } from '#ui/Spinner.tsx';
import { echoPersianDigits } from '#ui/form/persian-digits.ts';

/** Small pieces every login step shares: labelled fields, alerts and buttons. */

export const inputClass =
  'h-12 w-full rounded-lg border border-surface-line bg-white px-3 text-base text-ink outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100 aria-[invalid=true]:border-danger';

/** An error next to its field, announced when it appears. */
export function FieldError({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm text-danger">
      {message}
    </p>
  );
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** react-hook-form's; a form that keeps its values in the DOM passes `name` and `defaultValue` instead. */
  registration?: UseFormRegisterReturn;
  error?: string;
  hint?: ReactNode;
  /** Numbers typed are shown in Persian digits (mobile, national code); the rules accept both. */
  persianDigits?: boolean;
}

export function TextField({ label, registration, error, hint, persianDigits = false, className = '', ...input }: TextFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        {...input}
        {...registration}
        onChange={(event) => {
          if (persianDigits) echoPersianDigits(event.currentTarget);
          input.onChange?.(event);
          return registration?.onChange(event);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`${inputClass} ${className}`}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-ink-soft">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** The form-level alert (server messages that belong to no field). */
export function FormAlert({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-danger">
      {message}
    </p>
  );
}

export function SubmitButton({ children, busy, disabled }: { children: ReactNode; busy?: boolean; disabled?: boolean }) {
  return (
    <button
      type="submit"
      disabled={busy || disabled}
      aria-disabled={busy || disabled ? true : undefined}
      className="flex h-12 w-full items-center justify-center gap-2 rounded-lg bg-brand-500 font-bold text-white hover:bg-brand-600 disabled:cursor-not-allowed disabled:opacity-60"
    >
      {busy ? <Spinner size={20} /> : null}
      {children}
    </button>
  );
}

/** A quiet text button (switch method, edit number, later). */
export function LinkButton({ children, onClick, disabled }: { children: ReactNode; onClick: () => void; disabled?: boolean }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className="text-sm font-medium text-brand-600 underline-offset-4 hover:underline disabled:cursor-not-allowed disabled:text-ink-mute disabled:no-underline"
    >
      {children}
    </button>
  );
}

/** The account name for password managers beside a password field (not shown, not focusable). */
export function UsernameHint({ mobile }: { mobile: string }) {
  return <input type="text" name="username" autoComplete="username" value={mobile} readOnly hidden aria-hidden="true" tabIndex={-1} />;
}
