import { useId, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import * as z from 'zod/mini';
import { fa } from '#i18n/fa.ts';
import { toAsciiDigits, toFaDigits } from '#lib/digits.ts';
import { FieldError, inputClass, LinkButton } from '../form-kit.tsx';
import { fill, formatClock } from '../text.ts';
import { useSecondsLeft } from '../use-countdown.ts';

/** Digits of any script only, at most `length` of them (a pasted SMS keeps its digits). */
export const sanitizeCode = (raw: string, length: number) => raw.replace(/[^0-9\u06F0-\u06F9\u0660-\u0669]/g, '').slice(0, length);

/** Exactly `length` digits, Persian and Arabic ones accepted, sent as ASCII. */
export const codeRule = (length: number) =>
  z.pipe(
    z.pipe(
      z.string(),
      z.transform((s: string) => toAsciiDigits(s.trim())),
    ),
    z.string().check(z.regex(new RegExp(`^\\d{${length}}$`), { error: fill(fa.auth.codeLength, { n: length }) })),
  );

interface CodeFieldProps {
  length: number;
  registration: UseFormRegisterReturn;
  error?: string;
  /** Called once all `length` digits are typed (or pasted, or filled by the phone). */
  onComplete?: () => void;
}

export function CodeField({ length, registration, error, onComplete }: CodeFieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {fa.auth.code}
      </label>
      <input
        id={id}
        {...registration}
        onChange={async (event) => {
          const clean = sanitizeCode(event.target.value, length);
          // Shown in Persian digits whichever keyboard typed them (codeRule reads both).
          event.target.value = toFaDigits(clean);
          await registration.onChange(event);
          if (clean.length === length) onComplete?.();
        }}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        enterKeyHint="done"
        maxLength={length}
        dir="ltr"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${inputClass} text-center text-xl tracking-[0.4em]`}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

interface ResendProps {
  /** Epoch ms when another code may be asked for. */
  expiresAt: number;
  /** Epoch ms until which a 429 refuses sending. */
  blockedUntil: number;
  onResend: () => Promise<unknown>;
}

/** The countdown of remind_valid_time and «ارسال مجدد کد», enabled when it reaches zero. */
export function ResendCode({ expiresAt, blockedUntil, onResend }: ResendProps) {
  const left = useSecondsLeft(expiresAt);
  const blocked = useSecondsLeft(blockedUntil);
  const [busy, setBusy] = useState(false);
  const wait = Math.max(left, blocked);
  return (
    <div className="flex items-center justify-center gap-2 text-sm">
      <LinkButton
        disabled={busy || wait > 0}
        onClick={async () => {
          setBusy(true);
          try {
            await onResend();
          } finally {
            setBusy(false);
          }
        }}
      >
        {fa.auth.resend}
      </LinkButton>
      {wait > 0 && (
        <span role="timer" aria-label={fill(fa.auth.resendIn, { time: formatClock(wait) })} className="tabular-nums text-ink-soft">
          {formatClock(wait)}
        </span>
      )}
    </div>
  );
}
