import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { Spinner } from '#ui/Spinner.tsx';

/**
 * Labelled inputs of the address form: the error is announced and tied to its field. They
 * are uncontrolled (`name`, `defaultValue`): the form reads them (src/ui/form/dom-form.ts).
 */

const control =
  'w-full rounded-lg border border-surface-line bg-white px-3 text-base text-ink outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100 aria-[invalid=true]:border-danger disabled:bg-surface-soft';

export function FieldError({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm text-danger">
      {message}
    </p>
  );
}

interface Common {
  label: string;
  name: string;
  error?: string;
  hint?: ReactNode;
}

/** Label, control, hint and error, with aria-describedby pointing at what is shown. */
function Field({ label, error, hint, children }: Omit<Common, 'name'> & { children: (id: string, describedBy?: string) => ReactNode }) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children(id, describedBy)}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-ink-soft">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function TextField({ label, error, hint, className = '', ...input }: Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(id, describedBy) => (
        <input id={id} {...input} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={`${control} h-12 ${className}`} />
      )}
    </Field>
  );
}

export function TextArea({ label, error, hint, ...input }: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(id, describedBy) => (
        <textarea id={id} rows={3} {...input} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={`${control} py-2 leading-7`} />
      )}
    </Field>
  );
}

export function SelectField({ label, error, children, ...select }: Common & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>) {
  return (
    <Field label={label} error={error}>
      {(id, describedBy) => (
        <select id={id} {...select} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={`${control} h-12`}>
          {children}
        </select>
      )}
    </Field>
  );
}

export function SubmitButton({ children, busy }: { children: ReactNode; busy?: boolean }) {
  return (
    <button
      type="submit"
      disabled={busy}
      className="flex h-12 w-full items-center justify-center gap-2 rounded-lg bg-brand-500 font-bold text-white hover:bg-brand-600 disabled:cursor-not-allowed disabled:opacity-60"
    >
      {busy ? <Spinner size={20} /> : null}
      {children}
    </button>
  );
}
