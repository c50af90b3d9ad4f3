import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// A plain counter: vitest clears vi.fn() calls between tests, and mounting spans them.
const mounts = vi.hoisted(() => ({ count: 0 }));
vi.mock('./mount-login.tsx', () => ({ mountLogin: () => void mounts.count++ }));
vi.mock('@vitejs/plugin-react/preamble', () => ({}));

import { $login, $loginCallback, _resetLoginStore } from './store.ts';
import { installLoginTrigger, isGuest, openLoginFromAnywhere } from './login-trigger.ts';

/** Just enough DOM: the header link (or anything else) as a click target. */
class FakeElement {
  constructor(readonly isEntry: boolean) {}
  href = 'http://shop.test/auth';
  closest() {
    return this.isEntry ? this : null;
  }
}

type Handler = (event: unknown) => void;
const handlers = new Map<string, Handler>();
const doc = { cookie: '', addEventListener: (type: string, h: Handler) => handlers.set(type, h) } as unknown as Document & { cookie: string };

function click(target: FakeElement, extra: Partial<MouseEvent> = {}) {
  const event = {
    target,
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    defaultPrevented: false,
    preventDefault: vi.fn(),
    ...extra,
  };
  handlers.get('click')!(event);
  return event;
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('login trigger', () => {
  beforeAll(() => {
    vi.stubGlobal('Element', FakeElement);
    installLoginTrigger(doc);
  });
  afterAll(() => vi.unstubAllGlobals());
  beforeEach(() => {
    _resetLoginStore();
    doc.cookie = '';
  });

  it('knows a guest by the missing bz_user hint', () => {
    expect(isGuest('')).toBe(true);
    expect(isGuest('bz_cart_count=2')).toBe(true);
    expect(isGuest('bz_cart_count=2; bz_user=%D8%B3%D8%A7%D8%B1%D8%A7')).toBe(false);
  });

  it("opens the modal on a guest's click on the account entry, instead of going to /auth", async () => {
    const event = click(new FakeElement(true));
    expect(event.preventDefault).toHaveBeenCalled();
    await settle();
    expect(mounts.count).toBe(1);
    expect($login.get()).toMatchObject({ open: true, step: 'login-or-register' });
  });

  it('lets the link work for signed-in visitors, modified clicks and other links', () => {
    doc.cookie = 'bz_user=%D8%B3%D8%A7%D8%B1%D8%A7';
    expect(click(new FakeElement(true)).preventDefault).not.toHaveBeenCalled();
    doc.cookie = '';
    expect(click(new FakeElement(true), { ctrlKey: true }).preventDefault).not.toHaveBeenCalled();
    expect(click(new FakeElement(true), { button: 1 }).preventDefault).not.toHaveBeenCalled();
    expect(click(new FakeElement(false)).preventDefault).not.toHaveBeenCalled();
    expect($login.get().open).toBe(false);
  });

  it('opens from other islands with a completion callback, mounting React once', async () => {
    const done = vi.fn();
    await openLoginFromAnywhere(done);
    expect($login.get().open).toBe(true);
    expect($loginCallback.get()).toBe(done);
    expect(mounts.count).toBe(1);
  });
});
