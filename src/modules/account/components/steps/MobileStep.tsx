import { useStore } from '@nanostores/react';
import * as z from 'zod/mini';
import { fa } from '#i18n/fa.ts';
import { iranMobile } from '#lib/validation/rules.ts';
import { sendLoginCode, sendRegisterCode } from '../../client.ts';
import { $login, codeSent, goTo, resetLogin } from '../../store.ts';
import { FormAlert, LinkButton, SubmitButton, TextField } from '../form-kit.tsx';
import { serverError, useStepForm } from '../use-step-form.ts';

const schema = z.object({ mobile: iranMobile() });

/**
 * login-or-register and register: the mobile number, in any common form and in Persian,
 * Arabic or Latin digits (the iranMobile rule normalises it to 09…), then «ادامه». A number
 * with a password goes to the password step with no SMS; otherwise a code goes out, or the
 * server points at the one already sent (its seconds left), and the code step follows.
 *
 * It is a plain form too: posted before the island woke or without JavaScript, /auth/send
 * sends the code and /auth shows its plain code step (auth-form-api.ts); `back` (on /auth)
 * says where to go once signed in.
 */
export function MobileStep({ purpose, back }: { purpose: 'login' | 'register'; back?: string }) {
  const state = useStore($login);
  const { form, call } = useStepForm(schema, { mobile: state.mobile }, ['mobile']);
  const { errors, isSubmitting } = form.formState;

  const onValid = async ({ mobile }: { mobile: string }) => {
    if (purpose === 'register') {
      const sent = await call((policy) => sendRegisterCode(mobile, policy));
      if (!sent) return;
      codeSent('register', mobile, sent);
      goTo('register-code');
    } else {
      const sent = await call((policy) => sendLoginCode(mobile, policy));
      if (!sent) return;
      codeSent('login', mobile, sent);
      goTo(sent.isSetPassword ? 'password-login' : 'code-login');
    }
  };

  return (
    <form noValidate method="post" action="/auth/send" onSubmit={form.handleSubmit(onValid)} className="flex flex-col gap-4">
      {back !== undefined && <input type="hidden" name="back" value={back} />}
      <p className="text-sm text-ink-soft">{purpose === 'register' ? fa.auth.registerIntro : fa.auth.loginIntro}</p>
      <TextField
        label={fa.auth.mobile}
        registration={form.register('mobile')}
        error={errors.mobile?.message}
        hint={purpose === 'login' ? fa.auth.loginHint : undefined}
        type="tel"
        persianDigits
        inputMode="tel"
        autoComplete="tel"
        enterKeyHint="go"
        dir="ltr"
        maxLength={16}
        placeholder="۰۹۱۲ ۱۲۳ ۴۵۶۷"
        className="text-end tracking-wide"
      />
      <FormAlert message={serverError(errors)} />
      <SubmitButton busy={isSubmitting}>{fa.auth.continue}</SubmitButton>
      <p className="flex flex-wrap items-center justify-center gap-1 text-sm text-ink-soft">
        {purpose === 'register' ? fa.auth.haveAccount : fa.auth.noAccount}
        <LinkButton onClick={() => (purpose === 'register' ? resetLogin() : goTo('register'))}>
          {purpose === 'register' ? fa.auth.login : fa.auth.register}
        </LinkButton>
      </p>
    </form>
  );
}
