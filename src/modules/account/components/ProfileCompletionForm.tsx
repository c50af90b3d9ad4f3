import { useId, useState, type FormEvent } from 'react';
import { fa } from '#i18n/fa.ts';
import type { ErrorPolicy } from '#lib/http/client.ts';
import { HttpError } from '#lib/http/index.ts';
import { ROOT, useDomForm, type FieldErrors } from '#ui/form/dom-form.ts';
import { showToast } from '#ui/toast/store.ts';
import { completeProfile, updateProfileOnOrder, type Identity, type ProfileInput } from '../client.ts';
import { flashToast } from '../flash.ts';
import { FieldError, FormAlert, SubmitButton, TextField } from './form-kit.tsx';
import { BirthdayFields } from './steps/BirthdayFields.tsx';
import {
  formFieldOf,
  partOf,
  PROFILE_FORM_MARK,
  PROFILE_PARTS,
  profileDefaults,
  profileSchemaFor,
  type ProfileFormValues,
  type ProfilePart,
} from './steps/profile-form.ts';

export type ProfileEndpoint = 'insert' | 'update-on-order';

export interface ProfileCompletionFormProps {
  /** What the identity already has: the form starts from it. */
  initial?: Partial<Identity> | null;
  /** `insert` (complete-info, the login modal) or `update-on-order` (at checkout). */
  endpoint?: ProfileEndpoint;
  /** The parts asked (every part unless told): at checkout, only those the account lacks. */
  ask?: readonly ProfilePart[];
  /** A plain post the page refused: what was typed, shown again with `refused` beside its fields. */
  posted?: ProfileFormValues | null;
  /** The page's messages for that post, by form field (`_`: the form's own). */
  refused?: Record<string, string>;
  /** Pages: where to go once saved (a local path). */
  next?: string;
  /** Pages: a toast carried to `next`. */
  flashMessage?: string;
  /** The login modal: what to do with the updated identity instead of navigating. */
  onSaved?: (identity: Identity) => void;
  submitLabel?: string;
}

const fromPage = (refused: Record<string, string> | undefined): FieldErrors =>
  Object.fromEntries(Object.entries(refused ?? {}).map(([field, message]) => [field === '_' ? ROOT : field, message]));

/**
 * Profile completion (spec sections 3–5): first and last name, sex «آقا»/«خانم», a Jalali
 * birthday on three labelled selects sent as Gregorian YYYY-MM-DD, and a national code
 * (checksum of IRAN.md A1, Persian digits welcome) unless «اتباع خارجی هستم» is ticked; at
 * checkout only the parts the account lacks (docs/adr/0029). One form for
 * /profile/complete-info, /cart/complete-profile and the login modal's complete-profile
 * step. Server-rendered it is a plain form posting to its page, which saves it through
 * the same service (no JavaScript needed); hydrated, it checks the fields and calls the
 * API instead, 422s going onto the fields and other failures to toasts. The inputs keep
 * their own values (useDomForm), so it can be filled in before it hydrates.
 */
export function ProfileCompletionForm({
  initial = null,
  endpoint = 'insert',
  ask = PROFILE_PARTS,
  posted = null,
  refused,
  next,
  flashMessage,
  onSaved,
  submitLabel = fa.auth.saveProfile,
}: ProfileCompletionFormProps) {
  const [schema] = useState(() => profileSchemaFor(ask));
  const form = useDomForm(schema);
  // The page's messages stay until the field is changed or the form is sent again.
  const [pageErrors, setPageErrors] = useState(() => fromPage(refused));
  const errors: FieldErrors = { ...pageErrors, ...form.errors };
  const [start] = useState(() => posted ?? profileDefaults(initial));
  const [leaving, setLeaving] = useState(false);
  const sexError = useId();
  const asks = (part: ProfilePart) => ask.includes(part);

  /** 422 messages land on their fields (the first one takes focus); others go above the button. */
  const policy = (): ErrorPolicy => {
    let focused = false;
    return {
      toastValidation: false,
      form: {
        setError(name, error) {
          const part = partOf(name);
          const shown = part !== undefined && asks(part);
          const focus = !focused && shown;
          if (focus) focused = true;
          form.setError(shown ? formFieldOf(name) : ROOT, error.message, focus);
        },
      },
    };
  };

  const save = async (input: Partial<ProfileInput>) => {
    try {
      // update-on-order keeps what the account has for the parts not asked (profile-api.ts).
      const updated =
        endpoint === 'update-on-order' ? await updateProfileOnOrder(input as ProfileInput, policy()) : await completeProfile(input as ProfileInput, policy());
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

  const submit = form.submit(save);
  const changed = (event: FormEvent<HTMLFormElement>) => {
    const part = partOf((event.target as { name?: string }).name ?? '');
    if (part) setPageErrors((e) => Object.fromEntries(Object.entries(e).filter(([field]) => partOf(field) !== part)));
    form.onChange(event);
  };

  return (
    <form
      ref={form.ref}
      method="post"
      noValidate
      onSubmit={(event) => {
        setPageErrors({});
        return submit(event);
      }}
      onChange={changed}
      className="flex flex-col gap-4"
    >
      <input type="hidden" name={PROFILE_FORM_MARK.name} value={PROFILE_FORM_MARK.value} />
      {asks('first_name') || asks('last_name') ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {asks('first_name') && (
            <TextField label={fa.auth.firstName} name="first_name" defaultValue={start.first_name} error={errors.first_name} autoComplete="given-name" />
          )}
          {asks('last_name') && (
            <TextField label={fa.auth.lastName} name="last_name" defaultValue={start.last_name} error={errors.last_name} autoComplete="family-name" />
          )}
        </div>
      ) : null}
      {asks('sex') && (
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
      )}
      {asks('birthday') && <BirthdayFields start={start} errors={errors} />}
      {asks('national_code') && (
        // Ticked «اتباع خارجی هستم» hides the national code by CSS alone (so also before the
        // island wakes, or without JavaScript); the code typed stays for when it is unticked.
        <div className="group/foreign flex flex-col gap-4">
          <div className="group-has-checked/foreign:hidden">
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
            <input type="checkbox" name="is_foreign" value="1" defaultChecked={start.is_foreign} className="size-4 accent-brand-500" />
            {fa.auth.foreign}
          </label>
          <FieldError message={errors.is_foreign} />
        </div>
      )}
      <FormAlert message={errors[ROOT]} />
      <SubmitButton busy={form.busy || leaving}>{submitLabel}</SubmitButton>
    </form>
  );
}
