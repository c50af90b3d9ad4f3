import { atom, map } from 'nanostores';
import { faShell as fa } from '#i18n/fa-shell.ts';
import type { CodeSent, Identity, LoginCodeSent } from './client.ts';

/**
 * The login modal (spec sections 2 and 4): which step it shows, the number being signed
 * in, the code's length and when another may be asked for, and the completion callback.
 * Browser state only; the same store drives the modal and the inline /auth page.
 */
export const LOGIN_STEPS = [
  'login-or-register',
  'password-login',
  'code-login',
  'register',
  'register-code',
  'set-password',
  'pre-complete-profile',
  'complete-profile',
  'success-complete-profile',
] as const;
export type LoginStep = (typeof LOGIN_STEPS)[number];

export interface LoginState {
  open: boolean;
  step: LoginStep;
  /** Normalised 09… number. */
  mobile: string;
  codeLength: number;
  /** Seconds the server gave with the last code (remind_valid_time). */
  remindValidTime: number;
  /** Epoch ms after which «ارسال مجدد کد» is allowed. */
  codeExpiresAt: number;
  isSetPassword: boolean;
  /** Which code the fields above describe: `${purpose}:${mobile}` ('' before any). */
  codeFor: string;
  /** Epoch ms until which sending is refused after a 429 (Retry-After). */
  blockedUntil: number;
}

/** What a code was sent for: the server keeps one live code per number and purpose. */
export type CodePurpose = 'login' | 'register' | 'set-password';

const DEFAULT_CODE_LENGTH = 5;

const initial = (): LoginState => ({
  open: false,
  step: 'login-or-register',
  mobile: '',
  codeLength: DEFAULT_CODE_LENGTH,
  remindValidTime: 0,
  codeExpiresAt: 0,
  isSetPassword: false,
  codeFor: '',
  blockedUntil: 0,
});

export const $login = map<LoginState>(initial());

/** Run once after a successful sign-in instead of the default (reload or /profile). */
export const $loginCallback = atom<(() => void) | null>(null);

/** The signed-in identity, once known (after login, registration or profile completion). */
export const $identity = atom<Identity | null>(null);

/*
 * Opening and resetting keep what is known about the last code: asked again while it is
 * valid, the server points at the same code, so coming back with the number reuses it.
 */
export function openLogin(onComplete?: () => void): void {
  $loginCallback.set(onComplete ?? null);
  $login.set({ ...$login.get(), open: true, step: 'login-or-register' });
}

/** Closing forgets the callback (spec section 4). */
export function closeLogin(): void {
  $loginCallback.set(null);
  $login.setKey('open', false);
}

/** Back to the first step (spec section 4). */
export function resetLogin(): void {
  $login.setKey('step', 'login-or-register');
}

export function goTo(step: LoginStep): void {
  $login.setKey('step', step);
}

/**
 * A code went out (or one already out was pointed at): remember its length and when the
 * next one may be asked for. A login answer with remind_valid_time 0 sent none: only the
 * number and whether it has a password are kept.
 */
export function codeSent(purpose: CodePurpose, mobile: string, sent: CodeSent | LoginCodeSent, now = Date.now()): void {
  if ('isSetPassword' in sent && sent.remind_valid_time <= 0) {
    $login.set({ ...$login.get(), mobile, isSetPassword: sent.isSetPassword });
    return;
  }
  $login.set({
    ...$login.get(),
    mobile,
    codeFor: `${purpose}:${mobile}`,
    codeLength: sent.code_length > 0 ? sent.code_length : DEFAULT_CODE_LENGTH,
    remindValidTime: sent.remind_valid_time,
    codeExpiresAt: now + Math.max(0, sent.remind_valid_time) * 1000,
    ...('isSetPassword' in sent ? { isSetPassword: sent.isSetPassword } : {}),
  });
}

/** True while the code last sent for this purpose and number is still valid. */
export function hasLiveCode(purpose: CodePurpose, mobile: string, now = Date.now()): boolean {
  const { codeFor, codeExpiresAt } = $login.get();
  return codeFor === `${purpose}:${mobile}` && codeExpiresAt > now;
}

/** A 429: sending is refused for `seconds`. */
export function blockSending(seconds: number, now = Date.now()): void {
  $login.setKey('blockedUntil', now + Math.max(1, seconds) * 1000);
}

/** Takes the callback out of the store, so it runs at most once. */
export function takeLoginCallback(): (() => void) | null {
  const cb = $loginCallback.get();
  $loginCallback.set(null);
  return cb;
}

/** Spec section 2: login title, registration title, otherwise the complete-information title. */
export function stepTitle(step: LoginStep): string {
  if (step === 'login-or-register' || step === 'password-login' || step === 'code-login') return fa.eager.loginTitle;
  if (step === 'register' || step === 'register-code') return fa.eager.registerTitle;
  return fa.eager.completeTitle;
}

const present = (v: unknown) => v !== null && v !== undefined && v !== '';

/**
 * Spec section 4 "Registration complete": birthday, first and last name, a numeric sex and
 * either a national code or the foreign flag, or a verified identity. The server's
 * `isCompleteRegister` says the same; either being true is enough.
 */
export function isRegistrationComplete(identity: Partial<Identity> | null | undefined): boolean {
  if (!identity) return false;
  if (identity.isCompleteRegister === true || identity.identity_verification === true) return true;
  return (
    present(identity.birthday) &&
    present(identity.first_name) &&
    present(identity.last_name) &&
    typeof identity.sex === 'number' &&
    (present(identity.nationalCode) || identity.isForeign === true)
  );
}

/** For tests: back to a fresh store. */
export function _resetLoginStore(): void {
  $login.set(initial());
  $loginCallback.set(null);
  $identity.set(null);
}
