import { useId, useState } from 'react';
import { useForm, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import { fa } from '../../../i18n/fa.ts';
import type { ErrorPolicy } from '../../../lib/http/client.ts';
import { HttpError } from '../../../lib/http/index.ts';
import { showToast } from '../../../ui/toast/store.ts';
import { completeProfile, updateProfileOnOrder, type Identity, type ProfileInput } from '../client.ts';
import { flashToast } from '../flash.ts';
import { FieldError, FormAlert, SubmitButton, TextField } from './form-kit.tsx';
import { BirthdayFields } from './steps/BirthdayFields.tsx';
import { profileDefaults, profileSchema, type ProfileFormValues } from './steps/profile-form.ts';
import { serverError, zodResolver } from './use-step-form.ts';

/** The API's field names → the form's (the three birthday selects answer for `birthday`). */
const API_FIELDS: Record<string, Path<ProfileFormValues>> = {
  first_name: 'first_name',
  last_name: 'last_name',
  sex: 'sex',
  birthday: 'birth_day',
  birth_day: 'birth_day',
  national_code: 'national_code',
  is_foreign: 'is_foreign',
};
const SERVER = 'root.server' as Path<ProfileFormValues>;
// The schema's input types its names loosely (they are preprocessed); the form's values are these.
const resolver = zodResolver(profileSchema) as unknown as Resolver<ProfileFormValues, unknown, ProfileInput>;

export type ProfileEndpoint = 'insert' | 'update-on-order';

export interface ProfileCompletionFormProps {
  /** What the identity already has: the form starts from it. */
  initial?: Partial<Identity> | null;
  /** `insert` (complete-info, the login modal) or `update-on-order` (at checkout). */
  endpoint?: ProfileEndpoint;
  /** Pages: where to go once saved (a local path). */
  next?: string;
  /** Pages: a toast carried to `next`. */
  flashMessage?: string;
  /** The login modal: what to do with the updated identity instead of navigating. */
  onSaved?: (identity: Identity) => void;
  submitLabel?: string;
}

/** 422 messages land on their fields (the first one takes focus); others go above the button. */
function fieldPolicy(form: UseFormReturn<ProfileFormValues, unknown, ProfileInput>): ErrorPolicy {
  let focused = false;
  return {
    toastValidation: false,
    form: {
      setError(name, error) {
        const field = API_FIELDS[name] ?? SERVER;
        const focus = !focused && field !== SERVER;
        if (focus) focused = true;
        form.setError(field, error, { shouldFocus: focus });
      },
    },
  };
}

/**
 * Profile completion (spec sections 3–5): first and last name, sex «آقا»/«خانم», a Jalali
 * birthday on three labelled selects sent as Gregorian YYYY-MM-DD, and a national code
 * (checksum of IRAN.md A1, Persian digits welcome) unless «اتباع خارجی هستم» is ticked.
 * One form for /profile/complete-info, /cart/complete-profile and the login modal's
 * complete-profile step. Server 422s go onto the fields; other failures are toasts.
 */
export function ProfileCompletionForm({ initial = null, endpoint = 'insert', next, flashMessage, onSaved, submitLabel = fa.auth.saveProfile }: ProfileCompletionFormProps) {
  const form = useForm<ProfileFormValues, unknown, ProfileInput>({ resolver, defaultValues: profileDefaults(initial) });
  const { errors, isSubmitting } = form.formState;
  const [leaving, setLeaving] = useState(false);
  const foreign = form.watch('is_foreign');
  const sexError = useId();

  const onValid = async (input: ProfileInput) => {
    const save = endpoint === 'update-on-order' ? updateProfileOnOrder : completeProfile;
    try {
      const updated = await save(input, fieldPolicy(form));
      if (onSaved) {
        onSaved(updated);
      } else if (next) {
        setLeaving(true);
        if (flashMessage) flashToast(flashMessage);
        location.assign(next);
      }
    } catch (err) {
      if (!(err instanceof HttpError)) {
        console.error(err);
        showToast(fa.auth.unexpected, 'error');
      } else if (err.kind === 'unauthorized') {
        // The session ended meanwhile: the page's guard sends the shopper to sign in and back.
        location.reload();
      }
      // Everything else was told already: fields, or a toast by the HTTP client.
    }
  };

  return (
    <form method="post" noValidate onSubmit={form.handleSubmit(onValid)} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={fa.auth.firstName} registration={form.register('first_name')} error={errors.first_name?.message} autoComplete="given-name" />
        <TextField label={fa.auth.lastName} registration={form.register('last_name')} error={errors.last_name?.message} autoComplete="family-name" />
      </div>
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-medium">{fa.auth.sex}</legend>
        <div className="flex gap-6">
          {([['1', fa.auth.male], ['0', fa.auth.female]] as const).map(([value, label]) => (
            <label key={value} className="flex min-h-11 items-center gap-2">
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
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input type="checkbox" {...form.register('is_foreign')} className="size-4 accent-brand-500" />
        {fa.auth.foreign}
      </label>
      <FieldError message={errors.is_foreign?.message} />
      <FormAlert message={serverError(errors)} />
      <SubmitButton busy={isSubmitting || leaving}>{submitLabel}</SubmitButton>
    </form>
  );
}
