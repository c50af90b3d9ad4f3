import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $identity,
  $login,
  $loginCallback,
  _resetLoginStore,
  blockSending,
  closeLogin,
  codeSent,
  goTo,
  hasLiveCode,
  isRegistrationComplete,
  LOGIN_STEPS,
  openLogin,
  resetLogin,
  stepTitle,
  takeLoginCallback,
} from './store.ts';

describe('login store', () => {
  beforeEach(() => _resetLoginStore());

  it('starts closed on the first step', () => {
    expect($login.get()).toMatchObject({ open: false, step: 'login-or-register', mobile: '' });
    expect($loginCallback.get()).toBeNull();
  });

  it('opens on the first step with the callback, from wherever it was left', () => {
    goTo('complete-profile');
    const done = vi.fn();
    openLogin(done);
    expect($login.get()).toMatchObject({ open: true, step: 'login-or-register' });
    expect($loginCallback.get()).toBe(done);
  });

  it('opening without a callback drops an older one', () => {
    openLogin(() => {});
    openLogin();
    expect($loginCallback.get()).toBeNull();
  });

  it('closing clears the callback (spec section 4)', () => {
    openLogin(() => {});
    closeLogin();
    expect($login.get().open).toBe(false);
    expect($loginCallback.get()).toBeNull();
  });

  it('goTo moves between steps; reset returns to the first, keeping the number and its code', () => {
    openLogin();
    codeSent('login', '09121234567', { isSetPassword: true, remind_valid_time: 120, code_length: 6 }, 0);
    goTo('password-login');
    expect($login.get().step).toBe('password-login');
    resetLogin();
    expect($login.get()).toMatchObject({ open: true, step: 'login-or-register', mobile: '09121234567', isSetPassword: true, codeExpiresAt: 120_000 });
  });

  it('remembers a sent code: length, remind time, expiry and whether a password exists', () => {
    codeSent('login', '09121234567', { isSetPassword: true, remind_valid_time: 90, code_length: 6 }, 1_000);
    expect($login.get()).toMatchObject({ mobile: '09121234567', codeLength: 6, remindValidTime: 90, codeExpiresAt: 91_000, isSetPassword: true });
    // A registration code carries no isSetPassword: the last answer stands.
    codeSent('register', '09121234567', { remind_valid_time: 60, code_length: 4 }, 2_000);
    expect($login.get()).toMatchObject({ codeLength: 4, codeExpiresAt: 62_000, isSetPassword: true, codeFor: 'register:09121234567' });
  });

  it('knows whether the code for a purpose and number is still live', () => {
    codeSent('login', '09121234567', { isSetPassword: false, remind_valid_time: 120, code_length: 6 }, 0);
    expect(hasLiveCode('login', '09121234567', 119_999)).toBe(true);
    expect(hasLiveCode('login', '09121234567', 120_000)).toBe(false);
    expect(hasLiveCode('register', '09121234567', 1_000)).toBe(false);
    expect(hasLiveCode('login', '09350000000', 1_000)).toBe(false);
    // Reopening the modal keeps it, so the same number is not refused a second send.
    closeLogin();
    openLogin();
    expect(hasLiveCode('login', '09121234567', 1_000)).toBe(true);
  });

  it('a login answer without a code (a number with a password) keeps the number, not a code', () => {
    codeSent('login', '09121234567', { isSetPassword: false, remind_valid_time: 120, code_length: 6 }, 0);
    codeSent('login', '09351234567', { isSetPassword: true, remind_valid_time: 0, code_length: 6 }, 1_000);
    expect($login.get()).toMatchObject({ mobile: '09351234567', isSetPassword: true, codeFor: 'login:09121234567' });
    expect(hasLiveCode('login', '09351234567', 1_000)).toBe(false);
  });

  it('falls back to a sensible code length when the server sends none', () => {
    codeSent('login', '09121234567', { isSetPassword: false, remind_valid_time: 60, code_length: 0 });
    expect($login.get().codeLength).toBeGreaterThan(0);
  });

  it('a 429 blocks sending for Retry-After seconds, and survives a reset', () => {
    blockSending(30, 5_000);
    expect($login.get().blockedUntil).toBe(35_000);
    resetLogin();
    expect($login.get().blockedUntil).toBe(35_000);
  });

  it('hands the callback out once', () => {
    const done = vi.fn();
    openLogin(done);
    expect(takeLoginCallback()).toBe(done);
    expect(takeLoginCallback()).toBeNull();
  });

  it('titles the steps as spec section 2 says', () => {
    const titles = Object.fromEntries(LOGIN_STEPS.map((s) => [s, stepTitle(s)]));
    expect(titles).toEqual({
      'login-or-register': 'ورود به حساب کاربری',
      'password-login': 'ورود به حساب کاربری',
      'code-login': 'ورود به حساب کاربری',
      register: 'ثبت‌نام',
      'register-code': 'ثبت‌نام',
      'set-password': 'تکمیل اطلاعات',
      'pre-complete-profile': 'تکمیل اطلاعات',
      'complete-profile': 'تکمیل اطلاعات',
      'success-complete-profile': 'تکمیل اطلاعات',
    });
  });

  it('keeps the identity until reset', () => {
    $identity.set({ id: 1 } as never);
    expect($identity.get()).toEqual({ id: 1 });
    _resetLoginStore();
    expect($identity.get()).toBeNull();
  });
});

describe('registration complete (spec section 4)', () => {
  const full = { birthday: '1990-03-21', first_name: 'سارا', last_name: 'کریمی', sex: 0 as const, nationalCode: '0499370899', isForeign: false };

  it('needs birthday, names, a numeric sex and a national code', () => {
    expect(isRegistrationComplete(full)).toBe(true);
    for (const key of ['birthday', 'first_name', 'last_name', 'nationalCode'] as const) {
      expect(isRegistrationComplete({ ...full, [key]: null })).toBe(false);
    }
    expect(isRegistrationComplete({ ...full, sex: null })).toBe(false);
  });

  it('accepts the foreign flag instead of a national code', () => {
    expect(isRegistrationComplete({ ...full, nationalCode: null, isForeign: true })).toBe(true);
  });

  it('a verified identity or the server flag is enough', () => {
    expect(isRegistrationComplete({ identity_verification: true })).toBe(true);
    expect(isRegistrationComplete({ isCompleteRegister: true })).toBe(true);
    expect(isRegistrationComplete({ isCompleteRegister: false })).toBe(false);
    expect(isRegistrationComplete(null)).toBe(false);
  });
});
