import { useStore } from '@nanostores/react';
import { useState } from 'react';
import * as z from 'zod/mini';
import { fa } from '#i18n/fa.ts';
import { messages } from '#lib/validation/messages.ts';
import type { ErrorPolicy } from '#lib/http/client.ts';
import { fetchCaptcha, loginWithPassword, sendLoginCode, type Captcha } from '../../client.ts';
import { $login, codeSent, goTo, hasLiveCode, resetLogin } from '../../store.ts';
import { signedIn } from '../finish.ts';
import { FormAlert, LinkButton, SubmitButton, TextField, UsernameHint } from '../form-kit.tsx';
import { fill, formatMobile } from '../text.ts';
import { CaptchaField } from './CaptchaField.tsx';
import { serverError, useStepForm } from '../use-step-form.ts';

// Any stored password is accepted here; the password rule applies when one is chosen.
// The captcha is checked in onValid: it is asked for only once the server wants it.
const schema = z.object({ password: z.string().check(z.minLength(1, { error: messages.required })), captcha: z.string() });

/**
 * password-login: for numbers with a password; «ورود با رمز یکبار مصرف» asks for a code (none
 * went out at the login step) and switches to the code step.
 * After repeated wrong passwords the server names the field `captcha` in its 422: from then
 * on the step shows a captcha, a fresh one after every try (each is good for one try).
 */
export function PasswordStep() {
  const state = useStore($login);
  const { form, call } = useStepForm(schema, { password: '', captcha: '' }, ['password', 'captcha']);
  const { errors, isSubmitting } = form.formState;
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [captchaShown, setCaptchaShown] = useState(false);
  const [loadingCaptcha, setLoadingCaptcha] = useState(false);

  const loadCaptcha = async () => {
    setCaptchaShown(true);
    setLoadingCaptcha(true);
    const next = await call((policy) => fetchCaptcha(policy));
    setLoadingCaptcha(false);
    setCaptcha(next ?? null);
    form.setValue('captcha', '');
  };

  const [choosingCode, setChoosingCode] = useState(false);

  /** Code sign-in instead: the login step sent no code for a number with a password, so ask for one now. */
  const chooseCode = async () => {
    if (hasLiveCode('login', state.mobile)) return goTo('code-login');
    setChoosingCode(true);
    const sent = await call((policy) => sendLoginCode(state.mobile, policy, { byCode: true }));
    setChoosingCode(false);
    if (!sent) return;
    codeSent('login', state.mobile, sent);
    goTo('code-login');
  };

  const onValid = async ({ password, captcha: answer }: { password: string; captcha: string }) => {
    if (captchaShown && !answer.trim()) {
      form.setError('captcha', { type: 'required', message: fa.auth.captchaRequired }, { shouldFocus: true });
      return;
    }
    // Note which fields the 422 names, then let the step's policy place the messages.
    const named = new Set<string>();
    const watching = (policy: ErrorPolicy): ErrorPolicy => ({
      ...policy,
      form: {
        setError(name, error) {
          named.add(name);
          policy.form?.setError(name, error);
        },
      },
    });
    const sent = captchaShown && captcha ? { key: captcha.key, answer } : undefined;
    const result = await call((policy) => loginWithPassword(state.mobile, password, watching(policy), sent));
    if (result) {
      signedIn(result.identity);
      return;
    }
    if (named.has('captcha') || captchaShown) await loadCaptcha();
    if (named.has('captcha') && !named.has('password')) form.setFocus('captcha');
    else form.setFocus('password', { shouldSelect: true });
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-ink-soft">
        <p>{fill(fa.auth.passwordIntro, { mobile: formatMobile(state.mobile) })}</p>
        <LinkButton onClick={resetLogin}>{fa.auth.editMobile}</LinkButton>
      </div>
      <UsernameHint mobile={state.mobile} />
      <TextField
        label={fa.auth.password}
        registration={form.register('password')}
        error={errors.password?.message}
        type="password"
        autoComplete="current-password"
        enterKeyHint="go"
        dir="ltr"
        className="text-end"
      />
      {captchaShown && (
        <CaptchaField
          image={captcha?.image ?? null}
          registration={form.register('captcha')}
          error={errors.captcha?.message}
          loading={loadingCaptcha}
          onRefresh={loadCaptcha}
        />
      )}
      <FormAlert message={serverError(errors)} />
      <SubmitButton busy={isSubmitting}>{fa.auth.login}</SubmitButton>
      <div className="flex justify-center">
        <LinkButton onClick={() => void chooseCode()} disabled={choosingCode}>
          {fa.auth.useCode}
        </LinkButton>
      </div>
    </form>
  );
}
