import type { Context, MiddlewareHandler } from 'hono';
import { pageVersion, sharedPageVersion } from '../cache/page-version.ts';
import { pickEncoding } from './compress.ts';
import type { SharedResponses, StoredResponse } from './shared-responses.ts';

/**
 * A short-lived cache of whole catalogue pages and anonymous catalogue API answers. A page
 * is the same for everyone of an audience (guest, shopper, confirmed partner) on a host:
 * the personal header parts (name, cart count, hearts) are filled in on the client, so a
 * signed-in shopper is served the stored page like a guest. It sits in front of
 * compression, so a hit is sent as stored, already compressed for that encoding. A miss
 * streams to the visitor while a copy is kept: in this process (L1) and, with several
 * processes (REDIS_URL), in Redis (L2), where every process finds it.
 */
export interface PageCacheOptions {
  ttlMs: number;
  /** Bounds whatever the requests: at most this many pages and this many bytes (LRU). */
  maxEntries?: number;
  maxBytes?: number;
  /**
   * The origin a page is rendered for (its absolute URLs differ by it): the configured
   * one of the variant, never a raw Host header an attacker chose (src/routing/origin.ts).
   */
  originOf?: (c: Context) => string;
  /** Paths worth caching (catalogue pages and reads, not carts or profiles). */
  cacheable: (path: string) => boolean;
  /**
   * Who the answer is for, as part of the key: "guest", "shopper", "partner"…; undefined
   * means "do not cache this request" (a personal API call).
   */
  audienceOf: (c: Context) => Promise<string | undefined> | string | undefined;
  /** What else an answer varies by (a request header such as X-Business), as part of the key. */
  varyOf?: (c: Context) => string;
  /** The store every process shares, when there is one. */
  shared?: () => SharedResponses | undefined;
}

interface Entry extends StoredResponse {
  expires: number;
  version: string;
}

const STORABLE_TYPE = /^(text\/html|application\/xml|text\/plain|application\/json)/;

/** The query in a canonical order: `?b=1&a=2` and `?a=2&b=1` are one entry. */
function normalisedSearch(url: URL): string {
  if (!url.search) return '';
  const params = [...url.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `?${new URLSearchParams(params)}`;
}

export function pageCache(options: PageCacheOptions): MiddlewareHandler {
  const entries = new Map<string, Entry>();
  const max = options.maxEntries ?? 500;
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const originOf = options.originOf ?? ((c: Context) => new URL(c.req.url).origin);
  let bytes = 0;
  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.body.byteLength;
    entries.delete(key);
  };
  const keep = (key: string, stored: StoredResponse, version: string, ttlMs: number) => {
    if (stored.body.byteLength > maxBytes / 8) return;
    forget(key);
    // Oldest first (hits move their page to the end).
    while (entries.size >= max || (entries.size > 0 && bytes + stored.body.byteLength > maxBytes)) forget(entries.keys().next().value!);
    entries.set(key, { ...stored, expires: Date.now() + ttlMs, version });
    bytes += stored.body.byteLength;
  };
  const answer = (stored: StoredResponse, method: string, cache: string) => {
    const headers = new Headers(stored.headers);
    headers.set('X-Cache', cache);
    return new Response(method === 'HEAD' ? null : stored.body, { status: stored.status, headers });
  };

  return async (c, next) => {
    const method = c.req.method;
    if (options.ttlMs <= 0 || (method !== 'GET' && method !== 'HEAD') || !options.cacheable(c.req.path)) return next();
    const audience = await options.audienceOf(c);
    if (audience === undefined) return next();

    const url = new URL(c.req.url);
    const encoding = pickEncoding(c.req.header('Accept-Encoding')) ?? 'identity';
    const key = `${originOf(c)}${url.pathname}${normalisedSearch(url)}|${encoding}|${audience}|${options.varyOf?.(c) ?? ''}`;
    const version = pageVersion();
    const hit = entries.get(key);
    if (hit && hit.expires > Date.now() && hit.version === version) {
      // Refresh its place in the LRU order.
      entries.delete(key);
      entries.set(key, hit);
      return answer(hit, method, 'HIT');
    }

    const shared = options.shared?.();
    const sharedVersion = shared ? sharedPageVersion() : undefined;
    if (shared && sharedVersion !== undefined) {
      const found = await shared.get(key, sharedVersion).catch(() => undefined);
      if (found && pageVersion() === version) {
        keep(key, found.response, version, Math.min(options.ttlMs, found.ttlMs));
        return answer(found.response, method, 'HIT');
      }
    }

    await next();
    const res = c.res;
    const type = res.headers.get('Content-Type') ?? '';
    // A page that says it is personal (a shopper's review form under /product/…) is never
    // kept, whatever its path: the cache would serve it to the next shopper of the audience.
    // HTML only: the API marks every answer personal by default (security-headers.ts) and its
    // anonymous catalogue reads, chosen by path and audience, are cached all the same.
    const personal = type.startsWith('text/html') && /no-store|private/i.test(res.headers.get('Cache-Control') ?? '');
    if (res.status !== 200 || !res.body || personal || res.headers.has('Set-Cookie') || !STORABLE_TYPE.test(type)) return;

    const [toClient, toCache] = res.body.tee();
    const headers = new Headers(res.headers);
    headers.set('X-Cache', 'MISS');
    c.res = new Response(toClient, { status: res.status, headers });
    void new Response(toCache)
      .arrayBuffer()
      .then((buffer) => {
        const stored = new Headers(res.headers);
        stored.delete('Content-Length');
        const response: StoredResponse = { body: new Uint8Array(buffer), status: res.status, headers: [...stored.entries()] };
        keep(key, response, version, options.ttlMs);
        // Only what was made at the shared version still current: a purge since then voids it.
        if (shared && sharedVersion !== undefined && sharedPageVersion() === sharedVersion) {
          void shared.set(key, sharedVersion, response, options.ttlMs).catch(() => undefined);
        }
      })
      .catch(() => {
        /* the visitor went away mid-page: nothing to keep */
      });
  };
}
