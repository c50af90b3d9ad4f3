import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef } from 'react';
import * as z from 'zod/mini';
import { fa } from '#i18n/fa.ts';
import { messages } from '#lib/validation/messages.ts';
import { password } from '#lib/validation/rules.ts';
import { showToast } from '#ui/toast/store.ts';
import { sendSetPasswordCode, setPassword, type Identity } from '../../client.ts';
import { $identity, $login, codeSent, hasLiveCode } from '../../store.ts';
import { finishLogin, signedIn } from '../finish.ts';
import { FormAlert, LinkButton, SubmitButton, TextField, UsernameHint } from '../form-kit.tsx';
import { serverError, useStepForm } from '../use-step-form.ts';
import { CodeField, codeRule, ResendCode } from './code-parts.tsx';

const schemaFor = (codeLength: number) =>
  z
    .object({ code: codeRule(codeLength), password: password(), password_repeat: z.string().check(z.minLength(1, { error: messages.required })) })
    .check(z.refine((v) => v.password === v.password_repeat, { error: fa.auth.passwordMismatch, path: ['password_repeat'] }));

const continueAs = (identity: Identity | null) => (identity ? signedIn(identity) : finishLogin());

/**
 * set-password (after registering): a fresh code is sent on arrival (the endpoint needs
 * one), then the code and the new password twice. «بعداً» skips it.
 */
export function SetPasswordStep() {
  const state = useStore($login);
  const schema = useMemo(() => schemaFor(state.codeLength), [state.codeLength]);
  const { form, call } = useStepForm(schema, { code: '', password: '', password_repeat: '' }, ['code', 'password', 'password_repeat']);
  const { errors, isSubmitting } = form.formState;
  const asked = useRef(false);

  const sendCode = async () => {
    const sent = await call((policy) => sendSetPasswordCode(policy));
    if (sent) codeSent('set-password', state.mobile, sent);
  };

  useEffect(() => {
    if (asked.current || hasLiveCode('set-password', state.mobile)) return;
    asked.current = true;
    void sendCode(); // once on arrival; «ارسال مجدد کد» covers the rest
  }, []);

  const onValid = async (input: { code: string; password: string; password_repeat: string }) => {
    if (!(await call((policy) => setPassword(input, policy)))) return;
    showToast(fa.auth.passwordSaved, 'success');
    const identity = $identity.get();
    continueAs(identity ? { ...identity, hasPass: true } : null);
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="flex flex-col gap-4">
      <p className="text-sm text-ink-soft">{fa.auth.setPasswordIntro}</p>
      <CodeField length={state.codeLength} registration={form.register('code')} error={errors.code?.message} />
      <ResendCode expiresAt={state.codeExpiresAt} blockedUntil={state.blockedUntil} onResend={sendCode} />
      <UsernameHint mobile={state.mobile} />
      <TextField
        label={fa.auth.password}
        registration={form.register('password')}
        error={errors.password?.message}
        hint={messages.password}
        type="password"
        autoComplete="new-password"
        dir="ltr"
        className="text-end"
      />
      <TextField
        label={fa.auth.passwordRepeat}
        registration={form.register('password_repeat')}
        error={errors.password_repeat?.message}
        type="password"
        autoComplete="new-password"
        dir="ltr"
        className="text-end"
      />
      <FormAlert message={serverError(errors)} />
      <SubmitButton busy={isSubmitting}>{fa.auth.savePassword}</SubmitButton>
      <div className="flex justify-center">
        <LinkButton onClick={() => continueAs($identity.get())}>{fa.auth.later}</LinkButton>
      </div>
    </form>
  );
}
