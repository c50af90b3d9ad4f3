import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trapBackButton } from './back-close.ts';

/** A tiny stand-in for the browser's history and popstate. */
function fakeBrowser() {
  const listeners = new Set<() => void>();
  const stack: unknown[] = [null];
  const history = {
    get state() {
      return stack[stack.length - 1];
    },
    pushState: (s: unknown) => void stack.push(s),
    back: () => {
      stack.pop();
      for (const l of [...listeners]) l();
    },
  };
  const window = {
    addEventListener: (_: string, l: () => void) => void listeners.add(l),
    removeEventListener: (_: string, l: () => void) => void listeners.delete(l),
  };
  return { history, window, stack };
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
});
