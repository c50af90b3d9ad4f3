import { expect } from 'vitest';
import type { TestApi } from './harness.ts';
import type { TestShopper } from './factories/shopper.ts';

/**
 * The checkout as a client drives it (shared/spec/API.md): read the checkout, pick the
 * first open slot of each dispatch, place with an Idempotency-Key, pay at the sandbox
 * bank and come back through the callback.
 */
let keys = 0;
export const newKey = () => `test-key-${process.pid}-${Date.now()}-${++keys}`;

export async function readCheckout(t: TestApi, s: TestShopper, addressId?: number) {
  const res = await t.call('GET', `/v10/cart/checkout${addressId ? `?address_id=${addressId}` : ''}`, undefined, s.headers);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

/** The first open slot of every dispatch. */
export function firstSlots(checkout: { dispatches: { key: string; slots: { id: number; full: boolean }[] }[] }): Record<string, number> {
  return Object.fromEntries(checkout.dispatches.map((d) => [d.key, d.slots.find((s) => !s.full)!.id]));
}

export async function place(t: TestApi, s: TestShopper, body: Record<string, unknown>, key = newKey()) {
  return t.call('POST', '/v10/cart/payment', body, { ...s.headers, 'Idempotency-Key': key });
}

/** Checkout and placement in one go; answers the placement's data. */
export async function placeOrder(t: TestApi, s: TestShopper, key = newKey()) {
  const checkout = await readCheckout(t, s);
  const res = await place(t, s, { address_id: checkout.address_id, slots: firstSlots(checkout) }, key);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { order_id: number; pay_status: number; payment_url: string | null };
}

/** Presses a button on the sandbox bank's page; answers the callback address it sends the browser to. */
export async function atBank(t: TestApi, paymentUrl: string, action: 'pay' | 'cancel' | 'fail'): Promise<string> {
  const res = await t.call('POST', new URL(paymentUrl).pathname, `action=${action}`, { 'Content-Type': 'application/x-www-form-urlencoded' });
  expect(res.status).toBe(303);
  const back = new URL(res.headers.get('Location')!);
  return back.pathname + back.search;
}

/** Follows the bank's return: the callback verifies and sends the browser to the clean result page. */
export async function returnFromBank(t: TestApi, callback: string) {
  const res = await t.call('GET', callback);
  expect(res.status).toBe(303);
  expect(res.headers.get('Location')).toBe(new URL(callback, 'http://x').pathname);
  return res;
}

export async function payOrder(t: TestApi, paymentUrl: string, action: 'pay' | 'cancel' | 'fail' = 'pay') {
  return returnFromBank(t, await atBank(t, paymentUrl, action));
}
