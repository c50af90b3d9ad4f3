/**
 * Structured data for the home page: the shop as an Organization and the site as a
 * WebSite whose SearchAction points at /search?q=… (search engines' sitelinks search box).
 * Pure: the page passes the host it was asked for; the output is embedded as JSON-LD.
 */
export interface SiteInfo {
  /** The request's host, e.g. "bazaar.example" or "localhost:4321". */
  host: string;
  name: string;
  /** A longer name, e.g. the tagline. */
  alternateName?: string;
  description: string;
  telephone?: string;
  email?: string;
}

/** A host is letters, digits, dots, dashes, a port or a bracketed IPv6 address; anything after that is dropped. */
const cleanHost = (host: string) => /^[a-z0-9.:[\]-]+/.exec(host.trim().toLowerCase())?.[0] ?? 'localhost';

/** Iranian numbers as E.164: "021-91000000" → "+982191000000". */
export function iranE164(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.startsWith('98')) return `+${digits}`;
  return `+98${digits.replace(/^0/, '')}`;
}

export function siteJsonLd(info: SiteInfo) {
  const origin = `https://${cleanHost(info.host)}`;
  const organization = {
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: info.name,
    ...(info.alternateName ? { alternateName: info.alternateName } : {}),
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    ...(info.telephone || info.email
      ? {
          contactPoint: {
            '@type': 'ContactPoint',
            contactType: 'customer service',
            availableLanguage: 'fa',
            ...(info.telephone ? { telephone: iranE164(info.telephone) } : {}),
            ...(info.email ? { email: info.email } : {}),
          },
        }
      : {}),
  };
  const website = {
    '@type': 'WebSite',
    '@id': `${origin}/#website`,
    url: `${origin}/`,
    name: info.name,
    description: info.description,
    inLanguage: 'fa-IR',
    publisher: { '@id': organization['@id'] },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${origin}/search?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
  const graph: [typeof organization, typeof website] = [organization, website];
  return { '@context': 'https://schema.org', '@graph': graph };
}

/** JSON for a <script type="application/ld+json">: "<" escaped so no text can close the tag. */
export const jsonLdText = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');
