import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts } from '#ui/toast/store.ts';
import type { Identity } from '../client.ts';
import { $identity, $login, $loginCallback, _resetLoginStore, openLogin } from '../store.ts';
import { finishLogin, signedIn, type Navigation } from './finish.ts';

const complete = {
  id: 1,
  first_name: 'سارا',
  last_name: 'کریمی',
  sex: 0,
  birthday: '1990-01-01',
  nationalCode: '0499370899',
  isForeign: false,
  isCompleteRegister: true,
} as unknown as Identity;
const incomplete = {
  id: 2,
  first_name: null,
  last_name: null,
  sex: null,
  birthday: null,
  nationalCode: null,
  isForeign: false,
  isCompleteRegister: false,
} as unknown as Identity;

function fakeNav(path: string) {
  const nav = { path: () => path, assign: vi.fn(), reload: vi.fn(), afterDialogClosed: vi.fn((go: () => void) => go()) } satisfies Navigation;
  return nav;
}

describe('after signing in (spec section 4)', () => {
  const storage = new Map<string, string>();
  beforeEach(() => {
    _resetLoginStore();
    $toasts.set([]);
    storage.clear();
    vi.stubGlobal('sessionStorage', {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => storage.set(k, v),
      removeItem: (k: string) => storage.delete(k),
    });
    vi.stubGlobal('document', { cookie: '', querySelectorAll: () => [] });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('runs the callback, closes the modal and toasts, without leaving the page', () => {
    const done = vi.fn();
    openLogin(done);
    const nav = fakeNav('/product/x');
    signedIn(complete, nav);
    expect(done).toHaveBeenCalledOnce();
    expect(nav.reload).not.toHaveBeenCalled();
    expect($login.get().open).toBe(false);
    expect($loginCallback.get()).toBeNull();
    expect($toasts.get().map((t) => [t.text, t.type])).toEqual([['با موفقیت وارد شدید', 'success']]);
    expect($identity.get()).toBe(complete);
  });

  it('without a callback reloads once the dialog has closed, and flashes the toast to the next page', () => {
    openLogin();
    const nav = fakeNav('/search');
    signedIn(complete, nav);
    expect(nav.afterDialogClosed).toHaveBeenCalledOnce();
    expect(nav.reload).toHaveBeenCalledOnce();
    expect(JSON.parse(storage.get('bz_flash')!)).toEqual({ text: 'با موفقیت وارد شدید', type: 'success' });
  });

  it('on /auth (and /login) continues to the remembered page (or the profile), even with a callback', () => {
    for (const path of ['/auth', '/login']) {
      const done = vi.fn();
      openLogin(done);
      const nav = fakeNav(path);
      signedIn(complete, nav);
      expect(nav.assign).toHaveBeenCalledWith('/auth/continue');
      expect(done).not.toHaveBeenCalled();
    }
  });

  it('an incomplete profile goes to pre-complete-profile first, keeping the modal and callback', () => {
    const done = vi.fn();
    openLogin(done);
    const nav = fakeNav('/cart');
    signedIn(incomplete, nav);
    expect($login.get()).toMatchObject({ open: true, step: 'pre-complete-profile' });
    expect(done).not.toHaveBeenCalled();
    expect($loginCallback.get()).toBe(done);
    // …and the profile steps end the flow the same way.
    finishLogin(nav);
    expect(done).toHaveBeenCalledOnce();
  });

  it('without a callback, an incomplete profile goes to the invitation page, remembering the page it left', () => {
    openLogin();
    const nav = fakeNav('/search?q=%DA%AF%D9%88%D8%B4%DB%8C');
    signedIn(incomplete, nav);
    expect(nav.afterDialogClosed).toHaveBeenCalledOnce();
    expect(nav.assign).toHaveBeenCalledWith('/profile/invite-complete-info?back=%2Fsearch%3Fq%3D%25DA%25AF%25D9%2588%25D8%25B4%25DB%258C');
    expect(nav.reload).not.toHaveBeenCalled();
    expect($login.get().open).toBe(false);
    expect(JSON.parse(storage.get('bz_flash')!)).toEqual({ text: 'با موفقیت وارد شدید', type: 'success' });
  });

  it('on /auth an incomplete profile stays in the inline steps', () => {
    const nav = fakeNav('/auth?x=1');
    signedIn(incomplete, nav);
    expect($login.get().step).toBe('pre-complete-profile');
    expect(nav.assign).not.toHaveBeenCalled();
  });
});
