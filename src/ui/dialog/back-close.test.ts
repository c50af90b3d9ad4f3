import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trapBackButton, whenHistorySettled } from './back-close.ts';

/**
 * A tiny stand-in for the browser's history and popstate. With `slowBack`, history.back()
 * only lands when the test calls `land()`, as on a busy phone.
 */
function fakeBrowser({ slowBack = false } = {}) {
  const listeners = new Set<() => void>();
  const stack: unknown[] = [null];
  let queued = 0;
  const land = () => {
    for (; queued > 0; queued--) {
      stack.pop();
      for (const l of [...listeners]) l();
    }
  };
  const history = {
    get state() {
      return stack[stack.length - 1];
    },
    pushState: (s: unknown) => void stack.push(s),
    back: () => {
      queued++;
      if (!slowBack) land();
    },
  };
  const window = {
    addEventListener: (_: string, l: () => void) => void listeners.add(l),
    removeEventListener: (_: string, l: () => void) => void listeners.delete(l),
  };
  return { history, window, stack, land };
}

describe('dialog back button', () => {
  let browser: ReturnType<typeof fakeBrowser>;
  beforeEach(() => {
    browser = fakeBrowser();
    vi.stubGlobal('history', browser.history);
    vi.stubGlobal('window', browser.window);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('closes the dialog on back instead of leaving the page', () => {
    const onBack = vi.fn();
    trapBackButton(onBack);
    expect(browser.stack).toHaveLength(2);
    browser.history.back();
    expect(onBack).toHaveBeenCalledOnce();
    expect(browser.stack).toHaveLength(1);
  });

  it('removes its history entry when the dialog is closed another way', () => {
    const onBack = vi.fn();
    const release = trapBackButton(onBack);
    release();
    expect(browser.stack).toHaveLength(1);
    expect(onBack).not.toHaveBeenCalled();
  });

  it('leaving the page after closing a dialog waits until its history entry is really gone', () => {
    browser = fakeBrowser({ slowBack: true });
    vi.stubGlobal('history', browser.history);
    vi.stubGlobal('window', browser.window);
    const go = vi.fn();
    const release = trapBackButton(vi.fn(), { modal: true });
    // Asked while the dialog is still closing (React releases the trap a moment later)…
    whenHistorySettled(go);
    expect(go).not.toHaveBeenCalled();
    release();
    // …and the browser has not carried out the back yet: a navigation now would be cancelled by it.
    expect(go).not.toHaveBeenCalled();
    browser.land();
    expect(go).toHaveBeenCalledOnce();
    expect(browser.stack).toHaveLength(1);
  });

  it('does not wait for a card that stays open (the home popup), nor when nothing is pending', () => {
    const releasePopup = trapBackButton(vi.fn());
    const go = vi.fn();
    whenHistorySettled(go);
    expect(go).toHaveBeenCalledOnce();
    releasePopup();
  });
});
