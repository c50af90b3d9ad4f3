import { useEffect, useId, useState } from 'react';
import { fa } from '#i18n/fa.ts';
import type { ErrorPolicy } from '#lib/http/client.ts';
import { HttpError } from '#lib/http/index.ts';
import { formValues, ROOT, useDomForm } from '#ui/form/dom-form.ts';
import { showToast } from '#ui/toast/store.ts';
import { completeProfile, updateProfileOnOrder, type Identity, type ProfileInput } from '../client.ts';
import { flashToast } from '../flash.ts';
import { FieldError, FormAlert, SubmitButton, TextField } from './form-kit.tsx';
import { BirthdayFields } from './steps/BirthdayFields.tsx';
import { profileDefaults, profileSchema, type ProfileFormValues } from './steps/profile-form.ts';

/** The API's field names → the form's (the three birthday selects answer for `birthday`). */
const API_FIELDS: Record<string, keyof ProfileFormValues> = {
  first_name: 'first_name',
  last_name: 'last_name',
  sex: 'sex',
  birthday: 'birth_day',
  birth_day: 'birth_day',
  national_code: 'national_code',
  is_foreign: 'is_foreign',
};

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

/**
 * Profile completion (spec sections 3–5): first and last name, sex «آقا»/«خانم», a Jalali
 * birthday on three labelled selects sent as Gregorian YYYY-MM-DD, and a national code
 * (checksum of IRAN.md A1, Persian digits welcome) unless «اتباع خارجی هستم» is ticked.
 * One form for /profile/complete-info, /cart/complete-profile and the login modal's
 * complete-profile step. Server 422s go onto the fields; other failures are toasts. The
 * inputs keep their own values (useDomForm), so it can be filled in before it hydrates.
 */
export function ProfileCompletionForm({
  initial = null,
  endpoint = 'insert',
  next,
  flashMessage,
  onSaved,
  submitLabel = fa.auth.saveProfile,
}: ProfileCompletionFormProps) {
  const form = useDomForm(profileSchema);
  const { errors } = form;
  const [start] = useState(() => profileDefaults(initial));
  const [foreign, setForeign] = useState(start.is_foreign);
  const [leaving, setLeaving] = useState(false);
  const sexError = useId();
  // Ticked before the island hydrated.
  useEffect(() => setForeign(formValues(form.ref.current!).is_foreign === true), []);

  /** 422 messages land on their fields (the first one takes focus); others go above the button. */
  const policy = (): ErrorPolicy => {
    let focused = false;
    return {
      toastValidation: false,
      form: {
        setError(name, error) {
          const field = API_FIELDS[name];
          const focus = !focused && field !== undefined;
          if (focus) focused = true;
          form.setError(field ?? ROOT, error.message, focus);
        },
      },
    };
  };

  const save = async (input: ProfileInput) => {
    const call = endpoint === 'update-on-order' ? updateProfileOnOrder : completeProfile;
    try {
      const updated = await call(input, policy());
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
    <form ref={form.ref} method="post" noValidate onSubmit={form.submit(save)} onChange={form.onChange} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={fa.auth.firstName} name="first_name" defaultValue={start.first_name} error={errors.first_name} autoComplete="given-name" />
        <TextField label={fa.auth.lastName} name="last_name" defaultValue={start.last_name} error={errors.last_name} autoComplete="family-name" />
      </div>
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-medium">{fa.auth.sex}</legend>
        <div className="flex gap-6">
          {(
            [
              ['1', fa.auth.male],
              ['0', fa.auth.female],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="sex"
                value={value}
                defaultChecked={start.sex === value}
                aria-invalid={errors.sex ? true : undefined}
                aria-describedby={errors.sex ? sexError : undefined}
                className="size-4 accent-brand-500"
              />
              {label}
            </label>
          ))}
        </div>
        <FieldError id={sexError} message={errors.sex} />
      </fieldset>
      <BirthdayFields start={start} errors={errors} />
      {/* Hidden, not removed, for a foreign national: ticked off again, the code typed is still there. */}
      <div hidden={foreign}>
        <TextField
          label={fa.auth.nationalCode}
          name="national_code"
          persianDigits
          defaultValue={start.national_code}
          error={errors.national_code}
          inputMode="numeric"
          autoComplete="off"
          maxLength={12}
          dir="ltr"
          className="text-end tracking-wide"
        />
      </div>
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input
          type="checkbox"
          name="is_foreign"
          defaultChecked={start.is_foreign}
          onChange={(e) => setForeign(e.target.checked)}
          className="size-4 accent-brand-500"
        />
        {fa.auth.foreign}
      </label>
      <FieldError message={errors.is_foreign} />
      <FormAlert message={errors[ROOT]} />
      <SubmitButton busy={form.busy || leaving}>{submitLabel}</SubmitButton>
    </form>
  );
}
