import { describe, expect, it } from 'vitest';
import { GUEST, guardApplies, guardFor } from './guards.ts';

const customer = { signedIn: true, isPartner: false };
const partner = { signedIn: true, isPartner: true };

describe('guards (spec sections 2 and 6)', () => {
  it.each([
    '/shipping',
    '/cart/complete-profile',
    '/payment',
    '/provider/register',
    '/provider/upload',
    '/provider/preconfirm',
    '/provider/complete',
    '/provider/contract',
    '/provider/questions',
    '/profile',
    '/profile/orders/12',
    '/b2b/search',
    '/b2b/search/category-x',
  ])('a guest on %s signs in first, remembering the page', (path) => {
    expect(guardFor(path, '?a=1', 'retail', GUEST)).toEqual({ redirect: '/auth', remember: `${path}?a=1` });
  });

  it.each(['/', '/search', '/product/x', '/cart', '/auth', '/b2b/register', '/faq'])('a guest may see %s on the retail host', (path) => {
    expect(guardFor(path, '', 'retail', GUEST)).toBeNull();
  });

  it('lets a guest open the mobile revert and the email confirmation link under /profile, on either host', () => {
    for (const variant of ['retail', 'wholesale'] as const) {
      expect(guardFor('/profile/revert-mobile', '', variant, GUEST)).toBeNull();
      expect(guardFor('/profile/verify-email', '?token=x', variant, GUEST)).toBeNull();
    }
    expect(guardFor('/profile/revert-mobile/x', '', 'retail', GUEST)).toEqual({ redirect: '/auth', remember: '/profile/revert-mobile/x' });
    expect(guardFor('/profile/change-mobile', '', 'retail', GUEST)).toEqual({ redirect: '/auth', remember: '/profile/change-mobile' });
  });

  it('sends a signed-in visitor away from guest-only pages', () => {
    expect(guardFor('/auth', '', 'retail', customer)).toEqual({ redirect: '/' });
    expect(guardFor('/login', '', 'retail', customer)).toEqual({ redirect: '/' });
  });

  it('sends non-partners to the partner registration', () => {
    expect(guardFor('/b2b/price-list/x', '', 'retail', customer)).toEqual({ redirect: '/b2b/register' });
    expect(guardFor('/b2b/search', '', 'retail', customer)).toEqual({ redirect: '/b2b/register' });
    expect(guardFor('/b2b/search', '', 'retail', partner)).toBeNull();
    expect(guardFor('/b2b/register', '', 'retail', customer)).toBeNull();
    // An applicant reads where their application stands; a guest signs in first.
    expect(guardFor('/b2b/validation', '', 'retail', customer)).toBeNull();
    expect(guardFor('/b2b/validation', '', 'retail', GUEST)).toEqual({ redirect: '/auth', remember: '/b2b/validation' });
  });

  it('on the wholesale host requires sign-in everywhere but the open pages, and sends guests to /b2b/register', () => {
    expect(guardFor('/search/category-x', '?sort=price', 'wholesale', GUEST)).toEqual({ redirect: '/b2b/register', remember: '/search/category-x?sort=price' });
    expect(guardFor('/product/galaxy', '', 'wholesale', GUEST)).toEqual({ redirect: '/b2b/register', remember: '/product/galaxy' });
    for (const open of ['/', '/b2b', '/b2b/register', '/auth', '/oauth/callback', '/oauth/login-by-partner']) {
      expect(guardFor(open, '', 'wholesale', GUEST)).toBeNull();
    }
    expect(guardFor('/product/galaxy', '', 'wholesale', partner)).toBeNull();
  });

  it('guardApplies is false only where no visitor could be redirected (the middleware then skips the lookup)', () => {
    const paths = [
      '/',
      '/search',
      '/product/x',
      '/cart',
      '/auth',
      '/login',
      '/profile',
      '/profile/x',
      '/shipping',
      '/b2b',
      '/b2b/register',
      '/b2b/search',
      '/b2b/price-list/x',
      '/faq',
      '/oauth/callback',
      '/main/digital',
    ];
    const visitors = [GUEST, { signedIn: true, isPartner: false }, { signedIn: true, isPartner: true }];
    for (const variant of ['retail', 'wholesale'] as const)
      for (const path of paths) {
        if (guardApplies(path, variant)) continue;
        for (const visitor of visitors) expect(guardFor(path, '', variant, visitor), `${variant} ${path}`).toBeNull();
      }
    expect(guardApplies('/product/x', 'retail')).toBe(false);
    expect(guardApplies('/profile', 'retail')).toBe(true);
  });
});
