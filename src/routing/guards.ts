import type { Variant } from './variant.ts';

/**
 * Who may see a page (spec sections 2 and 6), as a pure function of the path, the
 * variant and the visitor. Guards answer 302 (they depend on state; only the URL
 * redirects are permanent). A guest sent to sign in has the intended path remembered.
 */
export interface Visitor {
  signedIn: boolean;
  /** A confirmed partner (hamkar). */
  isPartner: boolean;
}

export type GuardResult = { redirect: string; remember?: string } | null;

export const GUEST: Visitor = { signedIn: false, isPartner: false };

const under = (prefix: string) => new RegExp(`^${prefix}(/|$)`);

/** Pages that need a signed-in visitor on any host. */
const LOGIN_REQUIRED = [
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
  '/b2b/search',
  '/b2b/validation',
  '/admin',
].map(under);

/**
 * Pages under a login-required prefix that a guest may open: the mobile revert (the old
 * number's owner is usually signed out) and the emailed confirmation link (opened on any
 * device; its token is the proof), on either host. Each handles a guest itself.
 */
const OPEN_UNDER_LOGIN = [/^\/profile\/revert-mobile\/?$/, /^\/profile\/verify-email\/?$/];

/** Only for guests: a signed-in visitor goes home. */
const GUEST_ONLY = [/^\/auth\/?$/, /^\/login\/?$/];

/** On the wholesale host everything else needs sign-in (spec section 2). */
const WHOLESALE_OPEN = [
  /^\/$/,
  /^\/b2b\/?$/,
  /^\/b2b\/index\/?$/,
  /^\/b2b\/register\/?$/,
  /^\/b2b\/register-old\/?$/,
  /^\/b2b\/coming-soon\/?$/,
  /^\/auth\/?$/,
  /^\/login\/?$/,
  /^\/oauth\/callback\/?$/,
  /^\/oauth\/login-by-[a-z0-9-]+\/?$/,
  /^\/(robots\.txt|favicon\.svg|sitemap\.xml|404|500)$/,
  /^\/error\/\d{3}$/,
];

/** The partner area: /b2b pages other than its public landing, registration and an applicant's own status page. */
function isPartnerArea(path: string): boolean {
  return under('/b2b').test(path) && !/^\/b2b(\/(index|register|register-old|coming-soon|validation))?\/?$/.test(path);
}

/**
 * Whether any guard can act on this path, whoever asks. Only then is the visitor worth
 * looking up (two queries): catalogue pages of the retail host never need it.
 */
export function guardApplies(path: string, variant: Variant): boolean {
  return (
    GUEST_ONLY.some((r) => r.test(path)) ||
    LOGIN_REQUIRED.some((r) => r.test(path)) ||
    (variant === 'wholesale' && !WHOLESALE_OPEN.some((r) => r.test(path))) ||
    isPartnerArea(path)
  );
}

export function guardFor(path: string, query: string, variant: Variant, visitor: Visitor): GuardResult {
  if (visitor.signedIn && GUEST_ONLY.some((r) => r.test(path))) return { redirect: '/' };
  const needsLogin =
    !OPEN_UNDER_LOGIN.some((r) => r.test(path)) &&
    (LOGIN_REQUIRED.some((r) => r.test(path)) || (variant === 'wholesale' && !WHOLESALE_OPEN.some((r) => r.test(path))));
  if (needsLogin && !visitor.signedIn) {
    return { redirect: variant === 'wholesale' ? '/b2b/register' : '/auth', remember: `${path}${query}` };
  }
  if (isPartnerArea(path) && !visitor.isPartner) return { redirect: '/b2b/register' };
  return null;
}
