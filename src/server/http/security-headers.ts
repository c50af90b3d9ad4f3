import type { Context, MiddlewareHandler } from 'hono';
import { publicOrigin } from '#routing/origin.ts';
import { variantOfHost } from '#routing/variant.ts';
import { withTrustSealImages } from '../trust-seals.ts';
import { SESSION_COOKIE } from './cookies.ts';

/**
 * The headers every answer carries, pages, API and static files alike:
 * no framing (the login page could be framed), no MIME sniffing, referrers cut to the
 * origin across sites, HSTS when the shop is served over TLS, and `no-store` on anything
 * personal. Pages bring their own Content-Security-Policy from Astro (`security.csp` in
 * astro.config.mjs hashes the inline scripts it writes); everything else gets a strict one.
 */
export const FRAME_ANCESTORS = "frame-ancestors 'none'";
/** Answers that are not Astro pages (JSON, pictures, the last-resort error pages): nothing may run. */
export const STRICT_CSP = `default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; ${FRAME_ANCESTORS}; base-uri 'none'; form-action 'self'`;
export const HSTS = 'max-age=31536000';

export interface SecurityHeaderOptions {
  /** True when the visitor reached us over TLS (the configured public origin is https). */
  tls: (c: Context) => boolean;
  /** Paths whose answers depend on the caller unless they say otherwise (the JSON API). */
  personalByDefault: (path: string) => boolean;
}

/**
 * Served over TLS: the configured public origin of the request's storefront is https
 * (a TLS proxy in front: the hop to us is plain HTTP, so the request URL cannot tell),
 * or the request itself came over https.
 */
export function tlsOf(c: Context): boolean {
  const url = new URL(c.req.url);
  return url.protocol === 'https:' || publicOrigin(variantOfHost(c.req.header('Host')), url).startsWith('https:');
}

const sessionPattern = new RegExp(`(^|;\\s*)${SESSION_COOKIE}=`);

/** Sets the security headers on a finished response (also used by scripts/serve.mjs for static files). */
/** What the wholesale storefront's analytics container (public/analytics-loader.js) needs, on that host's pages only. */
const ANALYTICS_SOURCES: Readonly<Record<string, string>> = {
  'script-src': 'https://www.googletagmanager.com',
  'connect-src': 'https://*.google-analytics.com https://*.googletagmanager.com',
  'img-src': 'https://*.google-analytics.com https://*.googletagmanager.com',
};

export function withAnalytics(csp: string): string {
  let out = csp;
  for (const [directive, sources] of Object.entries(ANALYTICS_SOURCES)) {
    const re = new RegExp(`(^|;)\\s*${directive}\\s([^;]*)`);
    out = re.test(out) ? out.replace(re, (m) => `${m} ${sources}`) : `${out.replace(/;?\s*$/, ';')} ${directive} 'self' ${sources};`;
  }
  return out;
}

export function applySecurityHeaders(headers: Headers, { tls, personal, wholesale = false }: { tls: boolean; personal: boolean; wholesale?: boolean }): void {
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('X-Frame-Options', 'DENY');
  // An answer may ask for less (the OAuth callback sends no referrer at all): keep it.
  if (!headers.has('Referrer-Policy')) headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  const csp = headers.get('Content-Security-Policy');
  if (!csp) headers.set('Content-Security-Policy', STRICT_CSP);
  else {
    // A page's policy: the configured trust seals' pictures (footer) may load, nothing else changes.
    let page = withTrustSealImages(csp);
    if (wholesale) page = withAnalytics(page);
    if (!page.includes('frame-ancestors')) page = `${page.replace(/;?\s*$/, ';')} ${FRAME_ANCESTORS};`;
    if (page !== csp) headers.set('Content-Security-Policy', page);
  }
  if (tls) headers.set('Strict-Transport-Security', HSTS);
  // A response that sets a cookie, or any answer for a signed-in caller, is theirs alone.
  if (personal || headers.has('Set-Cookie')) headers.set('Cache-Control', 'no-store');
}

export function securityHeaders(options: SecurityHeaderOptions): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const type = c.res.headers.get('Content-Type') ?? '';
    const signedIn = sessionPattern.test(c.req.header('Cookie') ?? '') || /^Bearer\s/i.test(c.req.header('Authorization') ?? '');
    const personal = (options.personalByDefault(c.req.path) && (!c.res.headers.has('Cache-Control') || signedIn)) || (signedIn && type.startsWith('text/html'));
    const wholesale = variantOfHost(c.req.header('Host')) === 'wholesale';
    try {
      applySecurityHeaders(c.res.headers, { tls: options.tls(c), personal, wholesale });
    } catch {
      // Immutable headers (Response.redirect()): copy the response once.
      const res = new Response(c.res.body, c.res);
      applySecurityHeaders(res.headers, { tls: options.tls(c), personal, wholesale });
      c.res = res;
    }
  };
}
