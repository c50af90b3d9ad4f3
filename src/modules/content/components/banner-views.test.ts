import { describe, expect, it, vi } from 'vitest';
import { viewTracker } from './banner-views.ts';

function setup() {
  vi.useFakeTimers();
  const send = vi.fn();
  const tracker = viewTracker(send, { set: (fn, ms) => setTimeout(fn, ms), clear: (h) => clearTimeout(h as number) }, 1000);
  return { send, tracker };
}

describe('banner view tracking', () => {
  it('counts a banner seen for a second, once', () => {
    const { send, tracker } = setup();
    tracker.update(3, true);
    vi.advanceTimersByTime(999);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledExactlyOnceWith(3);
    tracker.update(3, false);
    tracker.update(3, true);
    vi.advanceTimersByTime(5000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('does not count a banner scrolled past in under a second', () => {
    const { send, tracker } = setup();
    tracker.update(4, true);
    vi.advanceTimersByTime(600);
    tracker.update(4, false);
    vi.advanceTimersByTime(2000);
    expect(send).not.toHaveBeenCalled();
  });

  it('keeps the first timer while the banner stays visible (repeated reports do not restart it)', () => {
    const { send, tracker } = setup();
    tracker.update(5, true);
    vi.advanceTimersByTime(500);
    tracker.update(5, true);
    vi.advanceTimersByTime(500);
    expect(send).toHaveBeenCalledExactlyOnceWith(5);
  });

  it('stops counting when the tab is hidden, and ignores bad ids', () => {
    const { send, tracker } = setup();
    tracker.update(6, true);
    tracker.update(Number.NaN, true);
    tracker.update(0, true);
    vi.advanceTimersByTime(300);
    tracker.pauseAll();
    vi.advanceTimersByTime(2000);
    expect(send).not.toHaveBeenCalled();
  });
});
