import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts, closeToast, showToast, TOAST_DURATION_MS } from './store.ts';

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    $toasts.set([]);
  });
  afterEach(() => vi.useRealTimers());

  it('is danger by default and closes itself after 3 seconds', () => {
    showToast('خطا');
    expect($toasts.get()).toEqual([expect.objectContaining({ text: 'خطا', type: 'danger' })]);
    expect(TOAST_DURATION_MS).toBe(3000);
    vi.advanceTimersByTime(2999);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toHaveLength(0);
  });

  it('keeps the given type and can be closed early', () => {
    const id = showToast('ذخیره شد', 'success');
    showToast('هشدار', 'warn');
    expect($toasts.get().map((t) => t.type)).toEqual(['success', 'warn']);
    closeToast(id);
    expect($toasts.get().map((t) => t.text)).toEqual(['هشدار']);
  });

  it('does not stack the same message twice', () => {
    showToast('تکراری');
    showToast('تکراری');
    expect($toasts.get()).toHaveLength(1);
  });

  it('carries a link when given one (the add-to-cart toast links to the cart)', () => {
    showToast('کالا به سبد خرید اضافه شد', 'success', 3000, { href: '/cart', label: 'مشاهده سبد خرید' });
    expect($toasts.get()[0]).toEqual(expect.objectContaining({ link: { href: '/cart', label: 'مشاهده سبد خرید' } }));
  });
});
