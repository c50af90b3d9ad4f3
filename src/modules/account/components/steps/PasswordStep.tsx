import { useStore } from '@nanostores/react';
import { z } from 'zod';
import { fa } from '../../../../i18n/fa.ts';
import { messages } from '../../../../lib/validation/messages.ts';
import { loginWithPassword } from '../../client.ts';
import { $login, goTo, resetLogin } from '../../store.ts';
import { signedIn } from '../finish.ts';
import { FormAlert, LinkButton, SubmitButton, TextField, UsernameHint } from '../form-kit.tsx';
import { fill, formatMobile } from '../text.ts';
import { serverError, useStepForm } from '../use-step-form.ts';

// Any stored password is accepted here; the password rule applies when one is chosen.
const schema = z.object({ password: z.string().min(1, { error: messages.required }) });

/** password-login: for numbers with a password; «ورود با رمز یکبار مصرف» switches to the code. */
export function PasswordStep() {
  const state = useStore($login);
  const { form, call } = useStepForm(schema, { password: '' }, ['password']);
  const { errors, isSubmitting } = form.formState;

  const onValid = async ({ password }: { password: string }) => {
    const result = await call((policy) => loginWithPassword(state.mobile, password, policy));
    if (result) signedIn(result.identity);
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
      <FormAlert message={serverError(errors)} />
      <SubmitButton busy={isSubmitting}>{fa.auth.login}</SubmitButton>
      <div className="flex justify-center">
        <LinkButton onClick={() => goTo('code-login')}>{fa.auth.useCode}</LinkButton>
      </div>
    </form>
  );
}
