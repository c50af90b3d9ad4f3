import type { AstroGlobal } from 'astro';
import { isSecureContext, userHintCookie } from '#server/auth/session.ts';
import { getDatabase } from '#server/db/client.ts';
import { ApiError } from '#server/errors.ts';
import { BAD_TEXT_MESSAGE, badTextField } from '#server/http/bad-text.ts';
import { errorsOfRefusal, textValues } from '#server/http/form-values.ts';
import { parse } from '#server/http/params.ts';
import type { UserRow } from '../identity.ts';
import { sessionActor, sessionUser } from '../page-identity.ts';
import { saveProfile } from '../profile/save.ts';
import { profileCompletion, profileOnOrder } from '../validation.ts';
import {
  askedOnOrder,
  formFieldOf,
  partOf,
  postedProfile,
  PROFILE_FORM_MARK,
  PROFILE_PARTS,
  profileSchemaFor,
  type ProfileFormValues,
  type ProfilePart,
} from './steps/profile-form.ts';

/** A post the page refused: the parts to show, what was typed, a Persian message per form field (`_`: the form's own). */
export interface ProfileFormRefusal {
  ask: ProfilePart[];
  posted: ProfileFormValues;
  errors: Record<string, string>;
}

/** What the form needs of an account (the identity's field names). */
export const profileOfRow = (u: Pick<UserRow, 'firstName' | 'lastName' | 'sex' | 'birthday' | 'nationalCode' | 'isForeign'>) => ({
  first_name: u.firstName,
  last_name: u.lastName,
  sex: u.sex === 0 ? (0 as const) : u.sex === 1 ? (1 as const) : null,
  birthday: u.birthday,
  nationalCode: u.nationalCode,
  isForeign: u.isForeign,
});

const see = (location: string, cookies: string[] = []) => {
  const headers = new Headers({ Location: location, 'Cache-Control': 'no-store' });
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return new Response(null, { status: 303, headers });
};

/** A form field's message key: the field itself (the birthday's on its day select), or `_`. */
const keyOf = (field: string) => (partOf(field) ? formFieldOf(field) : '_');

/**
 * ProfileCompletionForm's server half: its plain post (sent before the island wakes, or
 * without JavaScript) saved by the page it posts to, through the API's own rules and writer
 * (`insert`: the whole profile, profileCompletion; `update-on-order`: the parts the account
 * lacks, profileOnOrder; then profile/save.ts with the acting operator's national-code rule).
 * Saved: 303 to `next` (a reload never posts twice). Refused: the page renders again with
 * the form's status (422, or the service's) and a message beside each field. `null` when
 * this request is not the form's post (a GET, or another form of the page): the post is read
 * from a clone, so that other form can still read it.
 */
export async function profileFormPost(
  Astro: AstroGlobal,
  { endpoint, next }: { endpoint: 'insert' | 'update-on-order'; next: string },
): Promise<Response | ProfileFormRefusal | null> {
  if (Astro.request.method !== 'POST') return null;
  const values = textValues(
    await Astro.request
      .clone()
      .formData()
      .catch(() => new FormData()),
  );
  if (values[PROFILE_FORM_MARK.name] !== PROFILE_FORM_MARK.value) return null;
  Astro.response.headers.set('Cache-Control', 'no-store');
  const user = await sessionUser(Astro.cookies);
  if (!user) return see('/auth');

  const typed = Object.fromEntries(Object.entries(values).map(([field, value]) => [field, value.slice(0, 300)]));
  const posted = postedProfile(typed);
  // At checkout: what the account lacks, and whatever else the post carries (a form served before a change elsewhere).
  const sent = Object.keys(typed).map(partOf);
  const ask = endpoint === 'insert' ? [...PROFILE_PARTS] : PROFILE_PARTS.filter((p) => askedOnOrder(profileOfRow(user)).includes(p) || sent.includes(p));
  const refuse = (status: number, errors: Record<string, string>): ProfileFormRefusal => {
    Astro.response.status = status;
    // A message about a part not shown brings the part in, so the shopper can mend it.
    const named = Object.keys(errors).map(partOf);
    return { ask: PROFILE_PARTS.filter((p) => ask.includes(p) || named.includes(p)), posted, errors };
  };

  const bad = badTextField(typed);
  if (bad) return refuse(422, { [keyOf(bad)]: BAD_TEXT_MESSAGE });
  const form = profileSchemaFor(ask).safeParse(posted);
  if (!form.success) {
    const errors: Record<string, string> = {};
    for (const issue of form.error.issues) errors[keyOf(String(issue.path[0] ?? ''))] ??= issue.message;
    return refuse(422, errors);
  }
  try {
    const body = endpoint === 'insert' ? parse(profileCompletion, form.data) : parse(profileOnOrder(user), form.data);
    const acting = (await sessionActor(Astro.cookies)) !== null;
    await saveProfile((await getDatabase()).db, user, body, acting);
    // The header shows the new name at once, as after the API's answer.
    return see(next, [userHintCookie(body.first_name, isSecureContext(Astro.locals.origin ?? Astro.url.origin))]);
  } catch (err) {
    if (!(err instanceof ApiError) || err.status >= 500) throw err;
    const errors: Record<string, string> = {};
    for (const [field, message] of Object.entries(errorsOfRefusal(err))) errors[keyOf(field)] ??= message;
    return refuse(err.status, errors);
  }
}
