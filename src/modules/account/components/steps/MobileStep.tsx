import { useStore } from '@nanostores/react';
import { z } from 'zod';
import { fa } from '../../../../i18n/fa.ts';
import { iranMobile } from '../../../../lib/validation/rules.ts';
import { sendLoginCode, sendRegisterCode } from '../../client.ts';
import { $login, codeSent, goTo, hasLiveCode, resetLogin } from '../../store.ts';
import { FormAlert, LinkButton, SubmitButton, TextField } from '../form-kit.tsx';
import { fill, formatClock } from '../text.ts';
import { useSecondsLeft } from '../use-countdown.ts';
import { serverError, useStepForm } from '../use-step-form.ts';

const schema = z.object({ mobile: iranMobile() });

/**
 * login-or-register and register: the mobile number, in any common form and in Persian,
 * Arabic or Latin digits (the iranMobile rule normalises it to 09…), then «ادامه» sends a
 * code. Coming back with the same number while its code is live reuses that code.
 */
export function MobileStep({ purpose }: { purpose: 'login' | 'register' }) {
  const state = useStore($login);
  const { form, call } = useStepForm(schema, { mobile: state.mobile }, ['mobile']);
  const { errors, isSubmitting } = form.formState;
  const blockedFor = useSecondsLeft(state.blockedUntil);

  const onValid = async ({ mobile }: { mobile: string }) => {
    if (hasLiveCode(purpose, mobile)) {
      goTo(purpose === 'register' ? 'register-code' : $login.get().isSetPassword ? 'password-login' : 'code-login');
      return;
    }
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
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="flex flex-col gap-4">
      <p className="text-sm text-ink-soft">{purpose === 'register' ? fa.auth.registerIntro : fa.auth.loginIntro}</p>
      <TextField
        label={fa.auth.mobile}
        registration={form.register('mobile')}
        error={errors.mobile?.message}
        hint={purpose === 'login' ? fa.auth.loginHint : undefined}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        enterKeyHint="go"
        dir="ltr"
        maxLength={16}
        placeholder="۰۹۱۲ ۱۲۳ ۴۵۶۷"
        className="text-end tracking-wide"
      />
      <FormAlert message={serverError(errors)} />
      <SubmitButton busy={isSubmitting} disabled={blockedFor > 0}>
        {fa.auth.continue}
      </SubmitButton>
      {blockedFor > 0 && <p className="text-center text-xs text-ink-soft">{fill(fa.auth.retryIn, { time: formatClock(blockedFor) })}</p>}
      <p className="flex flex-wrap items-center justify-center gap-1 text-sm text-ink-soft">
        {purpose === 'register' ? fa.auth.haveAccount : fa.auth.noAccount}
        <LinkButton onClick={() => (purpose === 'register' ? resetLogin() : goTo('register'))}>
          {purpose === 'register' ? fa.auth.login : fa.auth.register}
        </LinkButton>
      </p>
    </form>
  );
}
