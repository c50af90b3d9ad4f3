import { readCookie } from '../session-hints.ts';
import { detectDeviceType } from './headers.ts';

/**
 * Where a visitor came from and on what device (spec section 9: device-type and referrer
 * cookies, 86,400 s), and what the API headers say about it (X-Utm-Source,
 * X-Utm-Campaign, X-Referer, X-Slug). The server and the browser both use these: pure
 * functions over a URL, a Cookie header and a User-Agent, so neither needs the other.
 */
export const DEVICE_COOKIE = 'bz_device';
/** The first external referrer (or the campaign's utm_source) of the last day. */
export const REFERRER_COOKIE = 'bz_ref';
/** The first campaign of the last day, `source|campaign`. */
export const UTM_COOKIE = 'bz_utm';
export const ATTRIBUTION_TTL = 86_400;

export interface Visit {
  url: URL;
  /** The page's referrer (document.referrer, or the request's Referer header). */
  referrer?: string | null;
  userAgent?: string | null;
  /** The Cookie header / document.cookie. */
  cookie?: string | null;
}

const clip = (value: string | null | undefined, max = 200) => value?.trim().slice(0, max) || undefined;

/** The referrer when it is another site (our own pages are not where the visitor came from). */
function externalReferrer(visit: Visit): string | undefined {
  if (!visit.referrer) return undefined;
  try {
    const ref = new URL(visit.referrer);
    if (ref.host === visit.url.host || !/^https?:$/.test(ref.protocol)) return undefined;
    return clip(`${ref.origin}${ref.pathname}`, 300);
  } catch {
    return undefined;
  }
}

/**
 * The cookies this visit should set (name and value): the device type when missing, and
 * the referrer and campaign on first touch only, so a day's later internal pages keep
 * where the visitor first came from.
 */
export function attributionCookies(visit: Visit): { name: string; value: string }[] {
  const cookie = visit.cookie ?? '';
  const out: { name: string; value: string }[] = [];
  if (!readCookie(cookie, DEVICE_COOKIE)) out.push({ name: DEVICE_COOKIE, value: detectDeviceType(visit.userAgent ?? '') });
  const source = clip(visit.url.searchParams.get('utm_source'), 100);
  const campaign = clip(visit.url.searchParams.get('utm_campaign'), 100);
  if (!readCookie(cookie, REFERRER_COOKIE)) {
    const from = externalReferrer(visit) ?? source;
    if (from) out.push({ name: REFERRER_COOKIE, value: from });
  }
  if (source && !readCookie(cookie, UTM_COOKIE)) out.push({ name: UTM_COOKIE, value: `${source}|${campaign ?? ''}` });
  return out;
}

/** One Set-Cookie line (or document.cookie assignment) for an attribution cookie: readable by page scripts, a day long. */
export function attributionCookieLine(name: string, value: string, secure: boolean): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${ATTRIBUTION_TTL}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Pages whose address names a catalogue item or page by slug (spec section 2 routes). */
const SLUG_PATH = /^\/(?:b2b\/)?(?:product|category\/cuteCategory|category|cute-category|brand|seller|main|page|search)\/([^/?#]+)/;
const NOT_SLUGS = new Set(['compare', 'intro']);

/**
 * The page's product or category slug for X-Slug: what the layout wrote in
 * `data-page-slug` if it did, else the slug segment of the address.
 */
export function pageSlug(pathname: string, written?: string | null): string | undefined {
  if (written?.trim()) return clip(written, 200);
  const match = SLUG_PATH.exec(pathname)?.[1];
  if (!match || NOT_SLUGS.has(match)) return undefined;
  try {
    return clip(decodeURIComponent(match), 200);
  } catch {
    return undefined;
  }
}

/** The campaign and referrer headers' values: the page address's utm_* first, else the first touch's cookies. */
export function attributionContext(url: URL, cookie: string): { utmSource?: string; utmCampaign?: string; referer?: string } {
  const [firstSource, firstCampaign] = (readCookie(cookie, UTM_COOKIE) ?? '').split('|');
  const source = clip(url.searchParams.get('utm_source'), 100);
  return {
    utmSource: source ?? clip(firstSource, 100),
    utmCampaign: source ? clip(url.searchParams.get('utm_campaign'), 100) : clip(firstCampaign, 100),
    referer: clip(readCookie(cookie, REFERRER_COOKIE), 300),
  };
}

/** Sets the missing attribution cookies from a page script (cached pages cannot carry Set-Cookie: see rememberVisit's caller). */
export function rememberVisit(doc: Document = document): void {
  const url = new URL(doc.location.href);
  for (const { name, value } of attributionCookies({ url, referrer: doc.referrer, userAgent: navigator.userAgent, cookie: doc.cookie })) {
    doc.cookie = attributionCookieLine(name, value, url.protocol === 'https:');
  }
}

/**
 * The server's side of the same cookies, for a page answer the page cache will not keep
 * anyway (a redirect, a personal `no-store`/`private` page, an answer that already sets a
 * cookie): adding Set-Cookie to a cacheable page would stop the cache from storing it
 * (server/http/page-cache.ts), so those pages leave it to the header's script.
 */
export function serverAttributionCookies(request: Request, response: Response, secure: boolean): string[] {
  const storable = response.status === 200 && !/no-store|private/i.test(response.headers.get('Cache-Control') ?? '') && !response.headers.has('Set-Cookie');
  if (storable) return [];
  const visit: Visit = {
    url: new URL(request.url),
    referrer: request.headers.get('Referer'),
    userAgent: request.headers.get('User-Agent'),
    cookie: request.headers.get('Cookie'),
  };
  return attributionCookies(visit).map(({ name, value }) => attributionCookieLine(name, value, secure));
}
