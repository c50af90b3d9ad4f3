import { api, publicApi } from '#lib/http/index.ts';
import type { ErrorPolicy } from '#lib/http/client.ts';

/**
 * The identity calls islands make (shared/spec/API.md "Authentication flows"). Sign-in
 * answers carry tokens, but the server also sets the HttpOnly session cookie and the
 * `bz_user` display cookie, so the web UI ignores the tokens. Every call takes the error
 * policy of src/lib/http (422 → form fields, the rest toast / callback).
 */

/** What the base layout writes into `#bz-client`: public web-client values. */
export interface ClientConfig {
  clientId: string;
  business: boolean;
  /** Keys hash_2 (HMAC-SHA256 of mobile + hash_1). Public by the spec's design. */
  signingSecret: string;
  clientSecret: string;
}

/** A configured sign-in partner as pages may show it. */
export interface OAuthPartnerLink {
  id: string;
  /** Persian display name («ورود با {name}»). */
  name: string;
}

/** The sign-in partners the base layout lists in `#bz-client` (`oauthPartners`). */
export function readOAuthPartners(doc: Pick<Document, 'getElementById'> | undefined = globalThis.document): OAuthPartnerLink[] {
  let raw: unknown;
  try {
    raw = (JSON.parse(doc?.getElementById('bz-client')?.textContent || '{}') as { oauthPartners?: unknown }).oauthPartners;
  } catch {
    return [];
  }
  return Array.isArray(raw)
    ? (raw as { id?: unknown; name?: unknown }[])
        .filter((p): p is OAuthPartnerLink => typeof p?.id === 'string' && /^[a-z0-9-]+$/.test(p.id) && typeof p?.name === 'string' && p.name !== '')
        .map(({ id, name }) => ({ id, name }))
    : [];
}

export function readClientConfig(doc: Pick<Document, 'getElementById'> | undefined = globalThis.document): ClientConfig {
  let raw: Partial<ClientConfig> = {};
  try {
    raw = JSON.parse(doc?.getElementById('bz-client')?.textContent || '{}') as Partial<ClientConfig>;
  } catch {
    // A broken config reads as empty: the server then refuses the call with its own message.
  }
  return {
    clientId: String(raw.clientId ?? ''),
    business: raw.business === true,
    signingSecret: String(raw.signingSecret ?? ''),
    clientSecret: String(raw.clientSecret ?? ''),
  };
}

export interface MobileSignature {
  /** Unix time in seconds, as a string. */
  hash_1: string;
  /** Lowercase hex HMAC-SHA256 of `mobile + hash_1`. */
  hash_2: string;
}

const hex = (buf: ArrayBuffer) => [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, '0')).join('');

/** The last hash_1 signed per number: the server accepts a signature once. */
const lastSigned = new Map<string, number>();

/**
 * Signs a mobile number for the send-code calls with Web Crypto (spec section 5). Two
 * calls for one number within a second (the password step's "one-time code instead"
 * right after the number) would sign the same second, and the server refuses a
 * signature it has seen: the second call signs the next second instead (the server
 * accepts ±300 s).
 */
export async function signMobile(mobile: string, secret = readClientConfig().signingSecret, nowMs = Date.now()): Promise<MobileSignature> {
  const now = Math.floor(nowMs / 1000);
  const last = lastSigned.get(mobile);
  const second = last !== undefined && now <= last && last - now < 60 ? last + 1 : now;
  lastSigned.set(mobile, second);
  const hash_1 = String(second);
  const enc = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', enc.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const hash_2 = hex(await crypto.subtle.sign('HMAC', key, enc.encode(mobile + hash_1)));
  return { hash_1, hash_2 };
}

/** Spec section 3 "Identity"; fields beyond these may come too. */
export interface Identity {
  id: number;
  username: string;
  first_name: string | null;
  last_name: string | null;
  fullName: string | null;
  /** 1 male, 0 female. */
  sex: 0 | 1 | null;
  /** Gregorian YYYY-MM-DD. */
  birthday: string | null;
  nationalCode: string | null;
  isForeign: boolean;
  email: string | null;
  identity_verification?: boolean | null;
  isCompleteRegister: boolean;
  hasAddress: boolean;
  hasPass: boolean;
  is_hamkar: boolean;
  coinCredit: number;
  totalBalance: number;
  [more: string]: unknown;
}

export interface CodeSent {
  /** Seconds before another code may be asked for. */
  remind_valid_time: number;
  code_length: number;
}

/** The login step's answer: remind_valid_time 0 means no code went out (the password step follows). */
export interface LoginCodeSent extends CodeSent {
  /** False for numbers without a password, unknown numbers included. */
  isSetPassword: boolean;
}

export interface SignedIn {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  identity: Identity;
}

export interface ProfileInput {
  first_name: string;
  last_name: string;
  sex: 0 | 1;
  /** Gregorian YYYY-MM-DD. */
  birthday: string;
  national_code?: string;
  is_foreign: boolean;
}

interface Envelope<T> {
  success: boolean;
  data: T;
}

type Policy = ErrorPolicy;

const credentials = () => {
  const { clientId, clientSecret } = readClientConfig();
  return { client_id: clientId, client_secret: clientSecret };
};

/**
 * `POST /v6/register/login`: tells whether the number has a password. A code goes out for a
 * number without one, or with `byCode` (the shopper chose code sign-in); otherwise
 * remind_valid_time is 0. Asking again while a code is valid answers its seconds left.
 */
export async function sendLoginCode(mobile: string, policy?: Policy, { byCode = false } = {}): Promise<LoginCodeSent> {
  const body = { mobile, ...(await signMobile(mobile)), ...(byCode ? { by_code: 1 } : {}) };
  return (await publicApi.post<Envelope<LoginCodeSent>>('/v6/register/login', body, policy)).data;
}

export async function loginWithCode(mobile: string, code: string, policy?: Policy): Promise<SignedIn> {
  return (await publicApi.post<Envelope<SignedIn>>('/v6/register/validate-code', { mobile, code, ...credentials() }, policy)).data;
}

/** The captcha the server asks for after repeated wrong passwords (its 422 names the field `captcha`). */
export interface CaptchaAnswer {
  key: string;
  answer: string;
}

export async function loginWithPassword(mobile: string, password: string, policy?: Policy, captcha?: CaptchaAnswer): Promise<SignedIn> {
  const body = { mobile, password, ...credentials(), ...(captcha ? { captcha_key: captcha.key, captcha: captcha.answer } : {}) };
  return (await publicApi.post<Envelope<SignedIn>>('/v6/register/login-by-password', body, policy)).data;
}

export interface Captcha {
  /** Signed, single use, valid two minutes. */
  key: string;
  /** An SVG data URL of the digits to type. */
  image: string;
}

/** `POST /v6/site/captcha`: a new captcha picture and its key. */
export async function fetchCaptcha(policy?: Policy): Promise<Captcha> {
  return (await publicApi.post<Envelope<Captcha>>('/v6/site/captcha', {}, policy)).data;
}

/** `POST /v8/register/register`: sends a registration code. */
export async function sendRegisterCode(mobile: string, policy?: Policy): Promise<CodeSent> {
  const body = { mobile, ...(await signMobile(mobile)) };
  return (await publicApi.post<Envelope<CodeSent>>('/v8/register/register', body, policy)).data;
}

export async function verifyRegisterCode(mobile: string, code: string, policy?: Policy): Promise<SignedIn> {
  const body = { mobile, code, ...credentials() };
  return (await publicApi.post<Envelope<SignedIn>>('/v8/register/validate-code-register', body, policy)).data;
}

/** Signed in: sends the code that `setPassword` needs. */
export async function sendSetPasswordCode(policy?: Policy): Promise<CodeSent> {
  return (await api.post<Envelope<CodeSent>>('/v6/profile/set-password-send-code', {}, policy)).data;
}

/** Resolves to true once the password is set (the answer carries no data). */
export async function setPassword(input: { code: string; password: string; password_repeat: string }, policy?: Policy): Promise<true> {
  await api.post<Envelope<null>>('/v6/profile/set-password-validate-code', input, policy);
  return true;
}

export async function fetchIdentity(policy?: Policy): Promise<Identity> {
  return (await api.get<Envelope<Identity>>('/v6/profile/identity', policy)).data;
}

/** `POST /v6/profile/insert`: completes the profile; answers the updated identity. */
export async function completeProfile(input: ProfileInput, policy?: Policy): Promise<Identity> {
  return (await api.post<Envelope<Identity>>('/v6/profile/insert', { ...input }, policy)).data;
}

/** `POST /v6/profile/update-on-order`: the same completion at checkout; answers the updated identity. */
export async function updateProfileOnOrder(input: ProfileInput, policy?: Policy): Promise<Identity> {
  return (await api.post<Envelope<Identity>>('/v6/profile/update-on-order', { ...input }, policy)).data;
}

/** `POST /v6/user/logout`: the server clears the session and display cookies. */
export async function logout(policy?: Policy): Promise<void> {
  await api.post<Envelope<unknown>>('/v6/user/logout', {}, policy);
}

export { flashToast, showFlashedToast } from './flash.ts';
export { installLoginTrigger, isGuest, openLoginFromAnywhere } from './login-trigger.ts';
export { signOut } from './sign-out.ts';
