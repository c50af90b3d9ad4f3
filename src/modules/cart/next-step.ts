/**
 * Spec section 4 "Cart checkout next step": where the checkout button leads.
 * A guest signs in first (then the same rule runs again).
 */
export interface Shopper {
  signedIn: boolean;
  completeRegister: boolean;
  hasAddress: boolean;
  hasNationalCode: boolean;
}

export type NextStep = { kind: 'login' } | { kind: 'go'; href: string; warning?: 'nationalCode' };

export const SHIPPING = '/shipping';
export const ORDER_COMPLETE_INFO = '/cart/complete-profile';
export const PROFILE_NATIONAL_CODE = '/profile?completeNationalCode=1';

export function checkoutNextStep(s: Shopper): NextStep {
  if (!s.signedIn) return { kind: 'login' };
  if (s.completeRegister && s.hasAddress) return { kind: 'go', href: SHIPPING };
  if (s.hasAddress && !s.hasNationalCode) return { kind: 'go', href: PROFILE_NATIONAL_CODE, warning: 'nationalCode' };
  return { kind: 'go', href: ORDER_COMPLETE_INFO };
}
