import { afterEach, describe, expect, it, vi } from 'vitest';
import { $online, resetOnlineTracking, trackOnline } from './store.ts';
import { OFFLINE_TEXT, ONLINE_TEXT, resetOnlineNotice, startOnlineNotice } from './notice.ts';

/** A window that can go offline and back, and a body that keeps what is appended. */
function fakeBrowser(onLine: boolean) {
  const win = Object.assign(new EventTarget(), { navigator: { onLine } });
  const appended: { textContent: string; hidden: boolean; classList: Set<string> }[] = [];
  const doc = {
    createElement: () => {
      const classes = new Set<string>();
      const el = {
        textContent: '',
        hidden: false,
        dataset: {} as Record<string, string>,
        className: '',
        setAttribute: () => {},
        classList: { toggle: (c: string, on: boolean) => (on ? classes.add(c) : classes.delete(c)), has: (c: string) => classes.has(c) },
      };
      return el;
    },
    body: { append: (el: never) => appended.push(el) },
  };
  const go = (online: boolean) => {
    win.navigator.onLine = online;
    win.dispatchEvent(new Event(online ? 'online' : 'offline'));
  };
  return { win: win as unknown as Window, doc: doc as unknown as Document, appended, go };
}

afterEach(() => {
  resetOnlineTracking();
  resetOnlineNotice();
  $online.set(true);
  vi.useRealTimers();
});

describe('online status', () => {
  it('follows the browser’s offline and online events', () => {
    const { win, go } = fakeBrowser(true);
    trackOnline(win);
    expect($online.get()).toBe(true);
    go(false);
    expect($online.get()).toBe(false);
    go(true);
    expect($online.get()).toBe(true);
  });

  it('shows a Persian notice while offline, says when it is back, then hides it', () => {
    vi.useFakeTimers();
    const { win, doc, appended, go } = fakeBrowser(true);
    startOnlineNotice(doc, win);
    expect(appended).toHaveLength(0);
    go(false);
    expect(appended).toHaveLength(1);
    expect(appended[0]).toMatchObject({ textContent: OFFLINE_TEXT, hidden: false });
    expect(OFFLINE_TEXT).toContain('اتصال اینترنت برقرار نیست');
    go(true);
    expect(appended[0]).toMatchObject({ textContent: ONLINE_TEXT, hidden: false });
    vi.advanceTimersByTime(3000);
    expect(appended[0]!.hidden).toBe(true);
    expect(appended).toHaveLength(1);
  });

  it('shows the notice at once on a page that opens offline', () => {
    const { win, doc, appended } = fakeBrowser(false);
    startOnlineNotice(doc, win);
    expect(appended[0]).toMatchObject({ textContent: OFFLINE_TEXT, hidden: false });
  });
});
