import { useStore } from '@nanostores/react';
import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { fa } from '../../../../i18n/fa.ts';
import { completeProfile } from '../../client.ts';
import { $identity, goTo } from '../../store.ts';
import { FieldError, FormAlert, SubmitButton, TextField } from '../form-kit.tsx';
import { serverError, useStepForm } from '../use-step-form.ts';
import { BirthdayFields } from './BirthdayFields.tsx';
import { profileDefaults, profileSchema, type ProfileFormValues } from './profile-form.ts';

// The API's field names, plus its `birthday`, which the three selects stand for.
const FIELDS = ['first_name', 'last_name', 'sex', 'birthday', 'national_code', 'is_foreign'] as unknown as readonly (keyof ProfileFormValues)[];

/** complete-profile: react-hook-form + zod; POST /v6/profile/insert, then the success step. */
export function CompleteProfileStep() {
  const identity = useStore($identity);
  const { form, call } = useStepForm(profileSchema, profileDefaults(identity), FIELDS);
  const { errors, isSubmitting } = form.formState;
  const foreign = form.watch('is_foreign');
  const sexError = useId();

  const onValid = async (input: Parameters<typeof completeProfile>[0]) => {
    const updated = await call((policy) => completeProfile(input, policy));
    if (!updated) return;
    $identity.set(updated);
    goTo('success-complete-profile');
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={fa.auth.firstName} registration={form.register('first_name')} error={errors.first_name?.message} autoComplete="given-name" />
        <TextField label={fa.auth.lastName} registration={form.register('last_name')} error={errors.last_name?.message} autoComplete="family-name" />
      </div>
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-medium">{fa.auth.sex}</legend>
        <div className="flex gap-6">
          {([['1', fa.auth.male], ['0', fa.auth.female]] as const).map(([value, label]) => (
            <label key={value} className="flex items-center gap-2">
              <input
                type="radio"
                value={value}
                {...form.register('sex')}
                aria-invalid={errors.sex ? true : undefined}
                aria-describedby={errors.sex ? sexError : undefined}
                className="size-4 accent-brand-500"
              />
              {label}
            </label>
          ))}
        </div>
        <FieldError id={sexError} message={errors.sex?.message} />
      </fieldset>
      <BirthdayFields form={form as unknown as UseFormReturn<ProfileFormValues, unknown, never>} />
      {!foreign && (
        <TextField
          label={fa.auth.nationalCode}
          registration={form.register('national_code')}
          error={errors.national_code?.message}
          inputMode="numeric"
          autoComplete="off"
          maxLength={12}
          dir="ltr"
          className="text-end tracking-wide"
        />
      )}
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...form.register('is_foreign')} className="size-4 accent-brand-500" />
        {fa.auth.foreign}
      </label>
      <FieldError message={errors.is_foreign?.message} />
      <FormAlert message={serverError(errors)} />
      <SubmitButton busy={isSubmitting}>{fa.auth.saveProfile}</SubmitButton>
    </form>
  );
}
