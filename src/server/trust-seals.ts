import { fa } from '#i18n/fa.ts';
import { config } from './config.ts';

/**
 * The footer's trust seals: e-Namad (اینماد) and Samandehi (ساماندهی), which
 * Iranian shoppers look for before paying. Each shows only when its settings are given
 * (README "Configuration"), as the official badge: a link to the seal's verification page
 * with the seal's own picture, sent with the origin as referrer (the seal checks the
 * domain). Their markup only: no script. Unset, nothing is shown in any environment
 * (never a look-alike placeholder a shopper could take for a real seal) and the page
 * loads nothing from another site.
 */
export interface TrustBadge {
  key: 'enamad' | 'samandehi';
  label: string;
  href: string;
  image: string;
}

export type TrustSeals = typeof config.trustSeals;

export const TRUST_SEAL_ORIGINS = { enamad: 'https://trustseal.enamad.ir', samandehi: 'https://logo.samandehi.ir' } as const;

/** The seals' ids and codes are short tokens; anything else is a typo and shows nothing. */
const token = (v: string | undefined) => (v && /^[A-Za-z0-9_-]{1,64}$/.test(v) ? v : undefined);

export function trustBadges(seals: TrustSeals = config.trustSeals): TrustBadge[] {
  const badges: TrustBadge[] = [];
  const en = { id: token(seals.enamad.id), code: token(seals.enamad.code) };
  if (en.id && en.code) {
    const query = `id=${en.id}&Code=${en.code}`;
    badges.push({
      key: 'enamad',
      label: fa.footer.enamad,
      href: `${TRUST_SEAL_ORIGINS.enamad}/?${query}`,
      image: `${TRUST_SEAL_ORIGINS.enamad}/logo.aspx?${query}`,
    });
  }
  const sa = { id: token(seals.samandehi.id), code: token(seals.samandehi.code), logo: token(seals.samandehi.logoCode) };
  if (sa.id && sa.code) {
    badges.push({
      key: 'samandehi',
      label: fa.footer.samandehi,
      href: `${TRUST_SEAL_ORIGINS.samandehi}/Verify.aspx?id=${sa.id}&p=${sa.code}`,
      image: `${TRUST_SEAL_ORIGINS.samandehi}/logo.aspx?id=${sa.id}&p=${sa.logo ?? sa.code}`,
    });
  }
  return badges;
}

/**
 * A page's CSP with the shown seals' picture hosts added to `img-src` (http/security-headers.ts
 * applies it to every page answer, cached ones included: Astro's own CSP API only reaches
 * the page component, not the footer). No seal configured: the policy as it was.
 */
export function withTrustSealImages(csp: string, badges: TrustBadge[] = trustBadges()): string {
  const missing = badges.map((b) => TRUST_SEAL_ORIGINS[b.key]).filter((origin) => !csp.includes(origin));
  if (!missing.length) return csp;
  const hosts = missing.join(' ');
  return /(^|;)\s*img-src\b/.test(csp)
    ? csp.replace(/((?:^|;)\s*img-src\b[^;]*)/, `$1 ${hosts}`)
    : `${csp.replace(/;?\s*$/, ';')} img-src 'self' data: ${hosts};`;
}
