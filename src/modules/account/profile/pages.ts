import type { AstroGlobal } from 'astro';
import { clearedSessionCookies, isSecureContext, userHintCookie } from '#server/auth/session.ts';
import { getDatabase } from '#server/db/client.ts';
import { ApiError, validationError } from '#server/errors.ts';
import { BAD_TEXT_MESSAGE, badTextField } from '#server/http/bad-text.ts';
import { requestIp } from '#server/http/client-address.ts';
import { errorsOfRefusal, textValues } from '#server/http/form-values.ts';
import { parse } from '#server/http/params.ts';
import { profileDefaults, profileSchema } from '../components/steps/profile-form.ts';
import type { UserRow } from '../identity.ts';
import {
  confirmMobileChange,
  confirmMobileRevert,
  mobileBody,
  mobileCodeBody,
  revertWindowOf,
  startMobileChange,
  startMobileRevert,
  type CodeStep,
} from '../mobile.ts';
import { sessionActor, sessionUser } from '../page-identity.ts';
import { profileCompletion } from '../validation.ts';
import { changeEmail, emailStateOf, verifyEmail } from './email.ts';
import { saveSettings, settingsOf } from './info.ts';
import { identityGiven, saveProfile } from './save.ts';
import { emailBody, PROFILE_MESSAGES, verifyEmailBody } from './validation.ts';
import type { Settings } from './validation.ts';

/**
 * What the account's own pages do before they render (/profile/edit-profile, settings,
 * change-mobile, revert-mobile, verify-email): plain HTML forms posting to the page,
 * handled by the same services as the API (profile/save.ts, profile/email.ts,
 * mobile.ts). A post that works answers 303 (a reload never posts twice); one that does
 * not comes back with what was typed and a Persian message per field, with the service's
 * status (422, 429). Nothing typed goes into a URL. Personal: never cached. An operator
 * acting as the customer reaches only the posts staff/acting/policy.ts allows.
 */
export type Errors = Record<string, string>;

const DONE = 303;

function noStore(Astro: AstroGlobal) {
  Astro.response.headers.set('Cache-Control', 'no-store');
}

function see(location: string, cookies: string[] = []): Response {
  const headers = new Headers({ Location: location, 'Cache-Control': 'no-store' });
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return new Response(null, { status: DONE, headers });
}

/** The shop's public origin for this page (the middleware's, never the Host header). */
const originOf = (Astro: AstroGlobal): string => Astro.locals.origin ?? Astro.url.origin;
const secure = (Astro: AstroGlobal) => isSecureContext(originOf(Astro));

async function formOf(Astro: AstroGlobal): Promise<Record<string, string>> {
  const form = await Astro.request.formData().catch(() => new FormData());
  const values = Object.fromEntries(Object.entries(textValues(form)).map(([k, v]) => [k, v.slice(0, 300)]));
  const bad = badTextField(values);
  if (bad) throw validationError([{ field: bad, message: BAD_TEXT_MESSAGE }]);
  return values;
}

/** A refusal as the form shows it (a 500 is not the form's to show). */
function refusal(Astro: AstroGlobal, err: unknown, rename: Record<string, string> = {}): Errors {
  if (!(err instanceof ApiError) || err.status >= 500) throw err;
  Astro.response.status = err.status;
  const errors: Errors = {};
  for (const [field, message] of Object.entries(errorsOfRefusal(err))) errors[rename[field] ?? field] ??= message;
  return errors;
}

/** The signed-in account, or the redirect to sign in (the guard normally sends guests before this). */
async function account(Astro: AstroGlobal): Promise<UserRow | Response> {
  noStore(Astro);
  const user = await sessionUser(Astro.cookies);
  return user ?? see('/auth');
}

// ─── /profile/edit-profile ────────────────────────────────────────────────────────────

export interface EditProfileState {
  user: UserRow;
  values: Record<string, string>;
  errors: Errors;
  /** An acting operator does not see or send the national code already given. */
  nationalCodeLocked: boolean;
  email: { email: string | null; email_verified: boolean };
  /** A confirmation link just went out (after «ارسال دوباره»). */
  linkSent: boolean;
}

function startValues(user: UserRow): Record<string, string> {
  const d = profileDefaults({
    first_name: user.firstName,
    last_name: user.lastName,
    sex: user.sex === 0 || user.sex === 1 ? user.sex : null,
    birthday: user.birthday,
    nationalCode: user.nationalCode,
    isForeign: user.isForeign,
  });
  return { ...d, is_foreign: d.is_foreign ? '1' : '', email: user.email ?? '' };
}

/**
 * The profile's form: names, sex, a Jalali birthday on three selects, the national code
 * (or foreign national) and the email. The same rules as /v6/profile/insert
 * (profileCompletion, the acting operator's national-code rule); a changed email is
 * saved unconfirmed and a link is mailed (profile/email.ts). `action=email-link` mails
 * a new link for the address on file.
 */
export async function editProfilePage(Astro: AstroGlobal): Promise<Response | EditProfileState> {
  const me = await account(Astro);
  if (me instanceof Response) return me;
  const acting = (await sessionActor(Astro.cookies)) !== null;
  const nationalCodeLocked = acting && identityGiven(me);
  const state: EditProfileState = {
    user: me,
    values: startValues(me),
    errors: {},
    nationalCodeLocked,
    email: emailStateOf(me),
    linkSent: Astro.url.searchParams.get('sent') === '1',
  };
  if (Astro.request.method !== 'POST') return state;

  const { db } = await getDatabase();
  try {
    const values = await formOf(Astro);
    if (values.action === 'email-link') {
      if (acting) throw validationError([{ field: 'email', message: PROFILE_MESSAGES.emailWhileActing }]);
      if (!me.email) throw validationError([{ field: 'email', message: PROFILE_MESSAGES.emailLink }]);
      const mailed = await changeEmail(db, me.id, me.email, originOf(Astro));
      return see(mailed.sent ? '/profile/edit-profile?sent=1#email' : '/profile/account');
    }
    state.values = { ...values };
    // The national code already given stays what it is while acting: the form does not carry it.
    const typed = nationalCodeLocked ? { ...values, national_code: me.nationalCode ?? '', is_foreign: me.isForeign ? '1' : '' } : values;
    const blank = { first_name: '', last_name: '', sex: '', birth_day: '', birth_month: '', birth_year: '', national_code: '' };
    const form = parse(profileSchema, { ...blank, ...typed, is_foreign: typed.is_foreign === '1' || typed.is_foreign === 'on' });
    const body = parse(profileCompletion, form);
    const { email } = parse(emailBody, { email: values.email ?? '' });
    const emailChanges = email !== (me.email ?? '').toLowerCase();
    if (emailChanges && acting) throw validationError([{ field: 'email', message: PROFILE_MESSAGES.emailWhileActing }]);
    await saveProfile(db, me, body, acting);
    const hint = userHintCookie(body.first_name, secure(Astro));
    if (!emailChanges) return see('/profile/account?done=profile', [hint]);
    const mailed = await changeEmail(db, me.id, email, originOf(Astro));
    return see(`/profile/account?done=${mailed.sent ? 'email' : 'profile'}`, [hint]);
  } catch (err) {
    state.errors = refusal(Astro, err, { birthday: 'birth_day', birth_month: 'birth_day', birth_year: 'birth_day' });
    return state;
  }
}

// ─── /profile/settings ────────────────────────────────────────────────────────────────

export interface SettingsState {
  settings: Settings;
  saved: boolean;
  errors: Errors;
}

/** The notice settings as a plain form: a ticked box is on, an unticked one (not sent) off. */
export async function settingsPage(Astro: AstroGlobal): Promise<Response | SettingsState> {
  const me = await account(Astro);
  if (me instanceof Response) return me;
  const state: SettingsState = { settings: settingsOf(me), saved: Astro.url.searchParams.get('saved') === '1', errors: {} };
  if (Astro.request.method !== 'POST') return state;
  try {
    const values = await formOf(Astro);
    const { db } = await getDatabase();
    await saveSettings(db, me.id, { send_sms_on_product_price_reduction: values.send_sms_on_product_price_reduction === '1' });
    return see('/profile/settings?saved=1');
  } catch (err) {
    state.errors = refusal(Astro, err);
    return state;
  }
}

// ─── /profile/change-mobile ───────────────────────────────────────────────────────────

export interface MobileStepState {
  /** 1: the number to send a code to; 2: the code it received. */
  step: 1 | 2;
  values: Record<string, string>;
  errors: Errors;
  sent: CodeStep | null;
}

/**
 * Changing the mobile: step 1 posts the new number (a code goes to it), the answer is
 * step 2's form carrying that number; step 2 posts the code, then /profile/account.
 */
export async function changeMobilePage(Astro: AstroGlobal): Promise<Response | (MobileStepState & { user: UserRow })> {
  const me = await account(Astro);
  if (me instanceof Response) return me;
  const state: MobileStepState & { user: UserRow } = { user: me, step: 1, values: {}, errors: {}, sent: null };
  if (Astro.request.method !== 'POST') return state;
  const { db } = await getDatabase();
  try {
    state.values = await formOf(Astro);
    if (state.values.action === 'verify') {
      state.step = 2;
      const { mobile, code } = parse(mobileCodeBody, state.values);
      await confirmMobileChange(db, me.id, mobile, code);
      return see('/profile/account?done=mobile');
    }
    const { mobile } = parse(mobileBody, state.values);
    state.sent = await startMobileChange(db, me.id, mobile, requestIp(Astro.request));
    state.step = 2;
    state.values = { mobile };
    return state;
  } catch (err) {
    state.errors = refusal(Astro, err);
    // A code step whose number is refused starts over at step 1.
    if (state.step === 2 && state.errors.mobile) state.step = 1;
    return state;
  }
}

// ─── /profile/revert-mobile ───────────────────────────────────────────────────────────

export interface RevertState extends MobileStepState {
  /** The signed-in account's own window (its previous number, masked by the page), or null. */
  window: { previousMobile: string; until: Date } | null;
  signedIn: boolean;
  done: boolean;
}

/**
 * Taking the account back to the number it left, within a week (public: the old
 * number's owner is usually not signed in). A guest types the old number; a signed-in
 * account whose window is open sends the code to its previous number without typing it
 * (`via=account`: the number never goes into the page). Step 1 answers alike whether or
 * not there is anything to revert (mobile.ts). Done, every session of the account ends,
 * this browser's too.
 */
export async function revertMobilePage(Astro: AstroGlobal): Promise<Response | RevertState> {
  noStore(Astro);
  const me = await sessionUser(Astro.cookies);
  const window = me ? revertWindowOf(me) : null;
  const state: RevertState = {
    step: 1,
    values: {},
    errors: {},
    sent: null,
    window,
    signedIn: Boolean(me),
    done: Astro.url.searchParams.get('done') === '1',
  };
  if (Astro.request.method !== 'POST') return state;
  const { db } = await getDatabase();
  try {
    const values = await formOf(Astro);
    const viaAccount = values.via === 'account' && window !== null;
    state.values = viaAccount ? { via: 'account' } : { mobile: values.mobile ?? '' };
    const mobileOf = (typed: Record<string, string>) => (viaAccount ? window.previousMobile : typed.mobile);
    if (values.action === 'verify') {
      state.step = 2;
      const { mobile, code } = parse(mobileCodeBody, { mobile: mobileOf(values), code: values.code });
      const reverted = await confirmMobileRevert(db, mobile, code);
      // This browser's session was the account's: it has just ended with the others.
      return see('/profile/revert-mobile?done=1', me?.id === reverted.userId ? clearedSessionCookies(secure(Astro)) : []);
    }
    const { mobile } = parse(mobileBody, { mobile: mobileOf(values) });
    state.sent = await startMobileRevert(db, mobile, requestIp(Astro.request));
    state.step = 2;
    state.values = viaAccount ? { via: 'account' } : { mobile };
    return state;
  } catch (err) {
    state.errors = refusal(Astro, err);
    if (state.step === 2 && state.errors.mobile) state.step = 1;
    return state;
  }
}

// ─── /profile/verify-email ────────────────────────────────────────────────────────────

export interface VerifyEmailState {
  token: string;
  errors: Errors;
  done: boolean;
}

/**
 * The mailed link's page (public: the link may be opened where nobody is signed in).
 * Opening it confirms nothing: it shows «تأیید ایمیل», whose POST spends the token, so a
 * link scanner cannot. The token is in this page's URL only: the answer asks browsers to
 * send no referrer, and after the POST the shopper lands on a URL without it.
 */
export async function verifyEmailPage(Astro: AstroGlobal): Promise<Response | VerifyEmailState> {
  noStore(Astro);
  Astro.response.headers.set('Referrer-Policy', 'no-referrer');
  const done = Astro.url.searchParams.get('done') === '1';
  const fromLink = (Astro.url.searchParams.get('token') ?? '').slice(0, 100);
  const state: VerifyEmailState = { token: fromLink, errors: {}, done };
  if (Astro.request.method !== 'POST') {
    if (!done && !verifyEmailBody.safeParse({ token: fromLink }).success) {
      state.errors = { token: PROFILE_MESSAGES.emailLink };
      state.token = '';
    }
    return state;
  }
  try {
    const values = await formOf(Astro);
    state.token = values.token ?? '';
    const { token } = parse(verifyEmailBody, { token: values.token });
    const { db } = await getDatabase();
    await verifyEmail(db, token);
    return see('/profile/verify-email?done=1');
  } catch (err) {
    state.errors = refusal(Astro, err);
    state.token = '';
    return state;
  }
}
