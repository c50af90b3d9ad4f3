import { describe, expect, it } from 'vitest';
import { checkoutNextStep } from './next-step.ts';

const member = { signedIn: true, completeRegister: true, hasAddress: true, hasNationalCode: true };

describe('checkout next step (spec section 4)', () => {
  it('sends a guest to sign in', () => {
    expect(checkoutNextStep({ ...member, signedIn: false })).toEqual({ kind: 'login' });
  });
  it('goes to shipping with a complete profile and an address', () => {
    expect(checkoutNextStep(member)).toEqual({ kind: 'go', href: '/shipping' });
  });
  it('asks for the national code first when there is an address but no national code', () => {
    expect(checkoutNextStep({ ...member, completeRegister: false, hasNationalCode: false })).toEqual({
      kind: 'go',
      href: '/profile?completeNationalCode=1',
      warning: 'nationalCode',
    });
  });
  it('otherwise completes the information', () => {
    expect(checkoutNextStep({ ...member, hasAddress: false })).toEqual({ kind: 'go', href: '/cart/complete-profile' });
    expect(checkoutNextStep({ ...member, completeRegister: false })).toEqual({ kind: 'go', href: '/cart/complete-profile' });
  });
});
