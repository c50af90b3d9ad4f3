import { describe, expect, it } from 'vitest';
import { DISPATCH_KEY } from '../validation.ts';
import type { CheckoutDispatch, Slot } from '../validation.ts';
import { choicesProblem, keepValidSlots, missingSlots, parseChoices, parseId, paymentHref, shippingHref } from './choices.ts';
import { faCheckout } from '#i18n/fa-checkout.ts';

const slot = (id: number, full = false): Slot => ({ id, date: '2026-11-26', from: '09:00', to: '12:00', full });
const dispatch = (key: string, slots: Slot[]): CheckoutDispatch => ({ key, title: key, items: [1], lines: [], send_cost: 0, slots });
const dispatches = [dispatch('fast', [slot(11), slot(12, true)]), dispatch('seller-4', [slot(21), slot(22)])];

describe('checkout choices in the URL', () => {
  it('builds /payment from the address and one slot per dispatch, brackets readable', () => {
    expect(paymentHref({ addressId: 7, slots: { 'seller-4': 21, fast: 11 } })).toBe('/payment?address_id=7&slots[fast]=11&slots[seller-4]=21');
  });

  it('builds the way back to /shipping with a notice, and without an address when there is none', () => {
    expect(shippingHref({ addressId: 7, slots: { fast: 11 } }, 'slots')).toBe('/shipping?address_id=7&slots[fast]=11&notice=slots');
    expect(shippingHref({ addressId: null, slots: {} })).toBe('/shipping');
  });

  it('reads back what it wrote, and what a plain GET form sends (encoded brackets, Persian digits)', () => {
    const href = paymentHref({ addressId: 7, slots: { fast: 11, 'seller-4': 21 } });
    expect(parseChoices(new URL(href, 'http://shop.test').searchParams)).toEqual({ addressId: 7, slots: { fast: 11, 'seller-4': 21 } });
    const form = new URLSearchParams('address_id=%DB%B7&slots%5Bfast%5D=11&slots%5Bseller-4%5D=%DB%B2%DB%B1');
    expect(parseChoices(form)).toEqual({ addressId: 7, slots: { fast: 11, 'seller-4': 21 } });
  });

  it('drops malformed keys and ids', () => {
    const params = new URLSearchParams('address_id=abc&slots[fast]=0&slots[evil]=3&slots[seller-x]=4&slots[seller-2]=-1&slots[seller-3]=99999999999&slots=5');
    expect(parseChoices(params)).toEqual({ addressId: null, slots: {} });
    expect([parseId(null), parseId(''), parseId(' 12 '), parseId('2147483648'), parseId('1.5')]).toEqual([null, null, 12, null, null]);
  });

  it('accepts exactly the dispatch keys of the API contract', () => {
    for (const key of ['fast', 'seller-1', 'seller-1234567890', 'seller-', 'slow', 'seller-12345678901']) {
      const parsed = parseChoices(new URLSearchParams(`slots[${key}]=5`));
      expect(key in parsed.slots, key).toBe(DISPATCH_KEY.test(key));
    }
  });
});

describe('which choices still hold', () => {
  it('keeps only slots of these dispatches that are not full', () => {
    expect(keepValidSlots(dispatches, { fast: 12, 'seller-4': 22, 'seller-9': 1 })).toEqual({ 'seller-4': 22 });
    expect(keepValidSlots(dispatches, { fast: 21 })).toEqual({});
  });

  it('lists the dispatches still waiting for a slot', () => {
    expect(missingSlots(dispatches, {})).toEqual(['fast', 'seller-4']);
    expect(missingSlots(dispatches, { fast: 11, 'seller-4': 22 })).toEqual([]);
    expect(missingSlots(dispatches, { fast: 12, 'seller-4': 22 })).toEqual(['fast']);
  });

  it('says whether /payment can show them: the address first, then every slot', () => {
    const complete = { addressId: 7, slots: { fast: 11, 'seller-4': 21 } };
    expect(choicesProblem(7, dispatches, complete)).toBeNull();
    expect(choicesProblem(8, dispatches, complete)).toBe('address');
    expect(choicesProblem(7, dispatches, { ...complete, addressId: null })).toBe('address');
    expect(choicesProblem(7, dispatches, { addressId: 7, slots: { fast: 12, 'seller-4': 21 } })).toBe('slots');
    expect(choicesProblem(7, dispatches, { addressId: 7, slots: {} })).toBe('slots');
  });

  it('tells a dispatch new since the times were chosen from a chosen time gone or full', () => {
    // The cart gained seller 4's package after the shopper chose the fast one's time.
    expect(choicesProblem(7, dispatches, { addressId: 7, slots: { fast: 11 } })).toBe('newDispatch');
    // A new package and a full slot at once: the full slot is what must be chosen again.
    expect(choicesProblem(7, dispatches, { addressId: 7, slots: { fast: 12 } })).toBe('slots');
    expect(faCheckout.notices.newDispatch).toMatch(/مرسولهٔ تازه/);
    expect(faCheckout.notices.newDispatch).not.toBe(faCheckout.notices.slots);
  });
});
