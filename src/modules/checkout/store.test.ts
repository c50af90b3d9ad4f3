import { describe, expect, it } from 'vitest';
import { afterPlacement, idempotencyKey, newIdempotencyKey, problemsOf } from './store.ts';

describe('placing an order from /payment', () => {
  it('keeps one Idempotency-Key for the whole page view', () => {
    const first = idempotencyKey();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(idempotencyKey()).toBe(first);
  });

  it('makes a UUID-shaped key without randomUUID (plain HTTP on a local network)', () => {
    const key = newIdempotencyKey({ getRandomValues: crypto.getRandomValues.bind(crypto) });
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('puts refusals beside the part they are about, the rest on the form', () => {
    expect(
      problemsOf([
        { field: 'address_id', message: 'نشانی را انتخاب کنید' },
        { field: 'slots.fast', message: 'ظرفیت این زمان تکمیل شده است' },
        { field: 'slots', message: 'دومی' },
        { field: 'gateway', message: 'درگاه پرداخت معتبر نیست' },
        { field: 'items', message: 'موجودی کافی نیست' },
      ]),
    ).toEqual({ address: 'نشانی را انتخاب کنید', slots: 'ظرفیت این زمان تکمیل شده است', gateway: 'درگاه پرداخت معتبر نیست', form: 'موجودی کافی نیست' });
  });

  it('goes to the bank, or to the result when nothing is left to pay online', () => {
    expect(afterPlacement({ order_id: 5, pay_status: 2, payment_url: '/sandbox-bank/9' })).toBe('/sandbox-bank/9');
    expect(afterPlacement({ order_id: 5, pay_status: 3, payment_url: null })).toBe('/callback/order/5');
  });
});
