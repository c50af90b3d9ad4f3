import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { fa } from '#i18n/fa.ts';
import { FieldError, inputClass } from '../form-kit.tsx';
import { echoPersianDigits } from '#ui/form/persian-digits.ts';

/**
 * The captcha the server asks for after repeated wrong passwords: the picture, a button
 * for a new one and the field «کد امنیتی» (Persian, Arabic or Latin digits). Someone who
 * cannot read the picture can still sign in with a code by SMS from the same step.
 */
export function CaptchaField({
  image,
  registration,
  error,
  loading,
  onRefresh,
}: {
  image: string | null;
  registration: UseFormRegisterReturn;
  error?: string;
  loading: boolean;
  onRefresh: () => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {fa.auth.captcha}
      </label>
      <div className="flex items-center gap-2">
        <div className="flex h-[50px] w-[150px] shrink-0 items-center justify-center overflow-hidden rounded-lg border border-surface-line bg-surface-soft">
          {image ? <img src={image} alt={fa.auth.captchaImage} width={150} height={50} /> : null}
        </div>
        <button
          type="button"
          onClick={onRefresh}
          disabled={loading}
          aria-label={fa.auth.captchaRefresh}
          title={fa.auth.captchaRefresh}
          className="flex h-11 w-11 items-center justify-center rounded-lg border border-surface-line text-ink-soft hover:border-brand-500 hover:text-brand-600 disabled:opacity-60"
        >
          <svg
            viewBox="0 0 24 24"
            width="20"
            height="20"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
            className={loading ? 'animate-spin' : undefined}
          >
            <path d="M21 12a9 9 0 1 1-2.6-6.4M21 3v6h-6" />
          </svg>
        </button>
      </div>
      <input
        id={id}
        {...registration}
        onChange={(event) => {
          echoPersianDigits(event.currentTarget);
          return registration.onChange(event);
        }}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        enterKeyHint="go"
        dir="ltr"
        maxLength={10}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className={`${inputClass} text-end tracking-widest`}
      />
      <p id={`${id}-hint`} className="text-xs text-ink-soft">
        {fa.auth.captchaHint}
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
