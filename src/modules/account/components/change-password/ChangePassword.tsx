import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { fa } from '#i18n/fa.ts';
import { messages } from '#lib/validation/messages.ts';
import { HttpError } from '#lib/http/index.ts';
import { showToast } from '#ui/toast/store.ts';
import { sendSetPasswordCode, setPassword } from '../../client.ts';
import { SubmitButton, UsernameHint } from '../form-kit.tsx';
import { CodeField, ResendCode } from '../steps/code-parts.tsx';
import { fill, formatClock, maskMobile } from '../text.ts';
import { useSecondsLeft } from '../use-countdown.ts';
import { retryAfterSeconds, zodResolver } from '../use-step-form.ts';
import { codeSchema, newPasswordSchema, stepForError, STEPS, type NewPassword, type Step } from './form.ts';
import { PasswordField } from './PasswordField.tsx';

const DEFAULT_CODE_LENGTH = 6;
const FIELD = 'input:not([type="hidden"]):not([hidden]):not([disabled])';
const primary =
  'flex h-12 w-full items-center justify-center gap-2 rounded-lg bg-brand-500 font-bold text-white hover:bg-brand-600 disabled:cursor-not-allowed disabled:opacity-60';

interface CodeState {
  length: number;
  /** Epoch ms after which another code may be asked for. */
  resendAt: number;
  /** Epoch ms until which sending is refused (a 429's Retry-After). */
  blockedUntil: number;
}

/** The ordered list of the four steps, the current one marked. */
function Progress({ step }: { step: Step }) {
  const index = STEPS.indexOf(step);
  return (
    <ol aria-label={fa.profile.password.steps} className="mb-5 grid grid-cols-4 gap-2 text-center text-xs">
      {fa.profile.password.stepNames.map((name, i) => (
        <li key={name} aria-current={i === index ? 'step' : undefined} className="flex flex-col items-center gap-1">
          <span aria-hidden="true" className={`h-1.5 w-full rounded-full ${i <= index ? 'bg-brand-500' : 'bg-surface-line'}`} />
          <span className={i === index ? 'font-bold text-ink' : 'text-ink-soft'}>{name}</span>
        </li>
      ))}
    </ol>
  );
}

/**
 * /profile/change-password (spec section 4): 1 info («ارسال کد» to the masked mobile),
 * 2 the SMS code (Persian digits welcome, goes on by itself at full length, resend after
 * the countdown), 3 the new password twice (spec section 5 rule, show/hide), 4 success.
 * Codes are single use and /v6/profile/set-password-validate-code checks the code with the
 * password, so step 2 only collects it; a wrong or spent code brings step 2 back with the
 * server's message on the field.
 */
export function ChangePassword({ mobile }: { mobile: string }) {
  const [step, setStep] = useState<Step>('info');
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [sent, setSent] = useState<CodeState>({ length: DEFAULT_CODE_LENGTH, resendAt: 0, blockedUntil: 0 });
  const [draft, setDraft] = useState<NewPassword>({ password: '', password_repeat: '' });
  const body = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const [announcement, setAnnouncement] = useState('');

  const title = {
    info: fa.profile.password.infoTitle,
    code: fa.profile.password.codeTitle,
    password: fa.profile.password.newTitle,
    success: fa.profile.password.doneTitle,
  }[step];

  // A new step takes focus: its first field (a refused code selected for retyping), else its heading.
  useEffect(() => {
    if (!moved.current) {
      moved.current = true;
      return;
    }
    setAnnouncement(`${fill(fa.profile.password.stepOf, { n: STEPS.indexOf(step) + 1 })}: ${title}`);
    const field = body.current?.querySelector<HTMLInputElement>(FIELD);
    if (!field) return heading.current?.focus();
    field.focus();
    if (field.value) field.select();
  }, [step]);

  /** Asks for a code; true when one went out. A 429 pauses sending for its Retry-After. */
  const sendCode = async (): Promise<boolean> => {
    try {
      const answer = await sendSetPasswordCode();
      setSent({
        length: answer.code_length > 0 ? answer.code_length : DEFAULT_CODE_LENGTH,
        resendAt: Date.now() + answer.remind_valid_time * 1000,
        blockedUntil: 0,
      });
      return true;
    } catch (err) {
      if (err instanceof HttpError && err.status === 429) setSent((s) => ({ ...s, blockedUntil: Date.now() + retryAfterSeconds(err) * 1000 }));
      else if (err instanceof HttpError && err.kind === 'unauthorized') location.reload();
      else if (!(err instanceof HttpError)) showToast(fa.auth.unexpected, 'error');
      return false; // the HTTP client toasted the server's message
    }
  };

  return (
    <section aria-labelledby="change-password-step" className="rounded-2xl border border-surface-line bg-white p-5 sm:p-6">
      <Progress step={step} />
      <p className="text-xs text-ink-soft">{fill(fa.profile.password.stepOf, { n: STEPS.indexOf(step) + 1 })}</p>
      <h2 id="change-password-step" ref={heading} tabIndex={-1} className="mb-4 text-lg font-bold outline-none">
        {title}
      </h2>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <div ref={body}>
        {step === 'info' && <InfoStep mobile={mobile} blockedUntil={sent.blockedUntil} onSend={async () => (await sendCode()) && setStep('code')} />}
        {step === 'code' && (
          <CodeStep
            length={sent.length}
            mobile={mobile}
            initial={code}
            error={codeError}
            resendAt={sent.resendAt}
            blockedUntil={sent.blockedUntil}
            onResend={async () => {
              if (!(await sendCode())) return false;
              setCode('');
              setCodeError(undefined);
              showToast(fa.auth.codeResent, 'success');
              return true;
            }}
            onCode={(value) => {
              setCode(value);
              setCodeError(undefined);
              setStep('password');
            }}
          />
        )}
        {step === 'password' && (
          <PasswordStep
            mobile={mobile}
            code={code}
            initial={draft}
            onCodeRefused={(message, typed) => {
              setDraft(typed);
              setCodeError(message);
              setStep('code');
            }}
            onBack={(typed) => {
              setDraft(typed);
              setStep('code');
            }}
            onDone={() => {
              setDraft({ password: '', password_repeat: '' });
              setStep('success');
            }}
          />
        )}
        {step === 'success' && (
          <div className="flex flex-col gap-4">
            <p role="status" className="rounded-lg border border-success bg-success/10 px-3 py-2 text-sm leading-7 text-ink">
              {fa.profile.password.done}
            </p>
            <a href="/profile" className={primary}>
              {fa.profile.toProfile}
            </a>
          </div>
        )}
      </div>
    </section>
  );
}

function InfoStep({ mobile, blockedUntil, onSend }: { mobile: string; blockedUntil: number; onSend: () => Promise<unknown> }) {
  const [busy, setBusy] = useState(false);
  const wait = useSecondsLeft(blockedUntil);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm leading-7 text-ink-soft">{fill(fa.profile.password.infoText, { mobile: maskMobile(mobile) })}</p>
      <button
        type="button"
        className={primary}
        disabled={busy || wait > 0}
        onClick={async () => {
          setBusy(true);
          try {
            await onSend();
          } finally {
            setBusy(false);
          }
        }}
      >
        {fa.profile.password.send}
      </button>
      {wait > 0 && (
        <p role="timer" className="text-center text-sm text-ink-soft">
          {fill(fa.profile.password.wait, { time: formatClock(wait) })}
        </p>
      )}
    </div>
  );
}

interface CodeStepProps {
  length: number;
  mobile: string;
  initial: string;
  /** The server's word on the code last tried, shown on the field. */
  error?: string;
  resendAt: number;
  blockedUntil: number;
  /** Resolves to true once a new code went out. */
  onResend: () => Promise<boolean>;
  onCode: (code: string) => void;
}

function CodeStep({ length, mobile, initial, error, resendAt, blockedUntil, onResend, onCode }: CodeStepProps) {
  const schema = useMemo(() => codeSchema(length), [length]);
  const form = useForm<{ code: string }>({ resolver: zodResolver(schema), defaultValues: { code: initial } });
  const { errors } = form.formState;

  useEffect(() => {
    if (error) form.setError('code', { type: 'server', message: error });
  }, [error]);

  const submit = form.handleSubmit(({ code }) => onCode(code));
  const resend = async () => {
    if (!(await onResend())) return;
    form.reset({ code: '' });
    form.setFocus('code');
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-sm text-ink-soft">{fill(fa.auth.codeSentTo, { n: length, mobile: maskMobile(mobile) })}</p>
      <CodeField length={length} registration={form.register('code')} error={errors.code?.message} onComplete={() => void submit()} />
      <SubmitButton>{fa.auth.continue}</SubmitButton>
      <ResendCode expiresAt={resendAt} blockedUntil={blockedUntil} onResend={resend} />
    </form>
  );
}

interface PasswordStepProps {
  mobile: string;
  code: string;
  /** What was typed before going back to the code. */
  initial: NewPassword;
  onCodeRefused: (message: string, typed: NewPassword) => void;
  onBack: (typed: NewPassword) => void;
  onDone: () => void;
}

function PasswordStep({ mobile, code, initial, onCodeRefused, onBack, onDone }: PasswordStepProps) {
  const form = useForm<NewPassword>({ resolver: zodResolver(newPasswordSchema), defaultValues: initial });
  const { errors, isSubmitting } = form.formState;

  const onValid = async (input: NewPassword) => {
    const fieldErrors: { field: string; message: string }[] = [];
    try {
      await setPassword(
        { code, ...input },
        {
          toastValidation: false,
          // 429 (too many wrong tries) is shown on the code field instead of a toast.
          mode: 'callback',
          onError: (err) => {
            if (err.status === 429) onCodeRefused(err.message, input);
            else showToast(err.message, 'error');
          },
          form: { setError: (field, error) => fieldErrors.push({ field, message: error.message }) },
        },
      );
    } catch (err) {
      if (!(err instanceof HttpError)) {
        console.error(err);
        showToast(fa.auth.unexpected, 'error');
      } else if (err.kind === 'unauthorized') {
        location.reload();
      } else if (err.kind === 'validation') {
        if (stepForError(fieldErrors, 422) === 'code') {
          onCodeRefused(fieldErrors.find((f) => f.field === 'code')?.message ?? err.message, input);
          return;
        }
        for (const f of fieldErrors) {
          const name = f.field === 'password_repeat' ? 'password_repeat' : 'password';
          form.setError(name, { type: 'server', message: f.message }, { shouldFocus: true });
        }
      }
      return;
    }
    showToast(fa.auth.passwordSaved, 'success');
    onDone();
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="flex flex-col gap-4">
      <UsernameHint mobile={mobile} />
      <PasswordField
        label={fa.profile.password.newPassword}
        registration={form.register('password')}
        error={errors.password?.message}
        hint={messages.password}
      />
      <PasswordField label={fa.profile.password.repeat} registration={form.register('password_repeat')} error={errors.password_repeat?.message} />
      <SubmitButton busy={isSubmitting}>{fa.profile.password.save}</SubmitButton>
      <div className="flex justify-center">
        <button type="button" onClick={() => onBack(form.getValues())} className="text-sm font-medium text-brand-600 underline-offset-4 hover:underline">
          {fa.profile.password.back}
        </button>
      </div>
    </form>
  );
}
