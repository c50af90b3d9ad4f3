import { wholesaleHosts, type Variant } from './variant.ts';

/**
 * The shop's own origins, never the request's Host header: a hostile
 * `Host: evil.example` must not reach robots.txt, the sitemap, canonical links or the
 * page cache. Absolute URLs come from SITE_URL (retail) and WHOLESALE_SITE_URL; hosts that
 * are neither, nor a wholesale host, nor this machine are refused (src/fetch.ts).
 *
 * Development and tests serve on localhost, 127.0.0.1, [::1] and *.localhost on any
 * port: while the configured origin is local too, the request's own local origin is used,
 * so links work on whatever port the test server got.
 */
const env = (name: string) => process.env[name]?.trim() || undefined;

const DEFAULT_SITE_URL = 'http://localhost:4321';

export function isLocalHostname(hostname: string): boolean {
  const h = hostname.toLowerCase().replace(/\.$/, '');
  return h === 'localhost' || h === '127.0.0.1' || h === '[::1]' || h === '::1' || h.endsWith('.localhost');
}

/** A Host header's hostname (lower case, no port, no trailing dot), or null when it is not a host at all. */
export function hostnameOf(host: string | null | undefined): string | null {
  if (!host || host.length > 255) return null;
  try {
    const url = new URL(`http://${host}`);
    // `a@b`, paths and the like parse to something else than what was sent.
    if (url.host !== host.toLowerCase().replace(/:80$/, '') || url.username || url.pathname !== '/') return null;
    return url.hostname.replace(/\.$/, '');
  } catch {
    return null;
  }
}

function originOf(value: string | undefined, fallback: string): URL {
  try {
    return new URL(value ?? fallback);
  } catch {
    return new URL(fallback);
  }
}

/** SITE_URL as an origin (http://localhost:4321 when unset). */
export function retailSiteUrl(): URL {
  return originOf(env('SITE_URL'), DEFAULT_SITE_URL);
}

/**
 * WHOLESALE_SITE_URL, or by default SITE_URL with the first wholesale host in place of its
 * host name (http://b2b.localhost:4321 in development).
 */
export function wholesaleSiteUrl(): URL {
  const configured = env('WHOLESALE_SITE_URL');
  if (configured) return originOf(configured, DEFAULT_SITE_URL);
  const derived = retailSiteUrl();
  derived.hostname = wholesaleHosts()[0] ?? `b2b.${derived.hostname}`;
  return derived;
}

export const configuredOrigin = (variant: Variant): URL => (variant === 'wholesale' ? wholesaleSiteUrl() : retailSiteUrl());

/** The origin absolute URLs of a page are built from. */
export function publicOrigin(variant: Variant, requestUrl: URL): string {
  const configured = configuredOrigin(variant);
  if (isLocalHostname(configured.hostname) && isLocalHostname(requestUrl.hostname)) return requestUrl.origin;
  return configured.origin;
}

/** Hosts we answer for: the configured origins, the wholesale hosts and this machine's local names. */
export function isKnownHost(host: string | null | undefined): boolean {
  const hostname = hostnameOf(host);
  if (!hostname) return false;
  if (isLocalHostname(hostname)) return true;
  return hostname === retailSiteUrl().hostname || hostname === wholesaleSiteUrl().hostname || wholesaleHosts().includes(hostname);
}
