import { useStore } from '@nanostores/react';
import { useMemo, useRef, useState } from 'react';
import * as z from 'zod/mini';
import { fa } from '#i18n/fa.ts';
import { loginWithCode, sendLoginCode, sendRegisterCode, verifyRegisterCode } from '../../client.ts';
import { $identity, $login, codeSent, goTo, resetLogin } from '../../store.ts';
import { signedIn } from '../finish.ts';
import { FormAlert, LinkButton, SubmitButton } from '../form-kit.tsx';
import { fill, formatMobile } from '../text.ts';
import { serverError, useStepForm } from '../use-step-form.ts';
import { CodeField, codeRule, ResendCode } from './code-parts.tsx';

/**
 * code-login and register-code: the SMS code, submitted by itself once code_length digits
 * are in. A login code signs in (and registers an unknown number); a registration code
 * signs in and goes on to set a password.
 */
export function CodeStep({ purpose }: { purpose: 'login' | 'register' }) {
  const state = useStore($login);
  const schema = useMemo(() => z.object({ code: codeRule(state.codeLength) }), [state.codeLength]);
  const { form, call } = useStepForm(schema, { code: '' }, ['code']);
  const { errors, isSubmitting } = form.formState;
  const [resent, setResent] = useState(false);
  const busy = useRef(false);

  const onValid = async ({ code }: { code: string }) => {
    if (busy.current) return;
    busy.current = true;
    try {
      const verify = purpose === 'register' ? verifyRegisterCode : loginWithCode;
      const result = await call((policy) => verify(state.mobile, code, policy));
      if (!result) {
        form.setFocus('code', { shouldSelect: true });
        return;
      }
      if (purpose === 'register' && !result.identity.hasPass) {
        $identity.set(result.identity);
        goTo('set-password');
      } else {
        signedIn(result.identity);
      }
    } finally {
      busy.current = false;
    }
  };
  const submit = form.handleSubmit(onValid);

  const resend = async () => {
    const sent = await call((policy) =>
      purpose === 'register' ? sendRegisterCode(state.mobile, policy) : sendLoginCode(state.mobile, policy, { byCode: true }),
    );
    if (!sent) return;
    codeSent(purpose, state.mobile, sent);
    form.reset({ code: '' });
    setResent(true);
    form.setFocus('code');
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-ink-soft">
        <p>{fill(fa.auth.codeSentTo, { n: state.codeLength, mobile: formatMobile(state.mobile) })}</p>
        <LinkButton onClick={() => (purpose === 'register' ? goTo('register') : resetLogin())}>{fa.auth.editMobile}</LinkButton>
      </div>
      <CodeField length={state.codeLength} registration={form.register('code')} error={errors.code?.message} onComplete={() => void submit()} />
      <FormAlert message={serverError(errors)} />
      {resent && !serverError(errors) && (
        <p role="status" className="text-sm text-ink">
          {fa.auth.codeResent}
        </p>
      )}
      <SubmitButton busy={isSubmitting}>{fa.auth.continue}</SubmitButton>
      <ResendCode expiresAt={state.codeExpiresAt} blockedUntil={state.blockedUntil} onResend={resend} />
      {purpose === 'login' && state.isSetPassword && (
        <div className="flex justify-center">
          <LinkButton onClick={() => goTo('password-login')}>{fa.auth.usePassword}</LinkButton>
        </div>
      )}
    </form>
  );
}
