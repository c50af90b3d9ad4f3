import type { Context, MiddlewareHandler } from 'hono';
import { pageVersion } from '../cache/page-version.ts';
import { pickEncoding } from './compress.ts';

/**
 * A short-lived in-process cache of whole catalogue pages for anonymous visitors (pages
 * are the same for everyone of a host; personal header parts are filled in on the
 * client). It sits in front of compression, so a hit is sent as stored, already
 * compressed for that encoding. A miss streams to the visitor while a copy is kept.
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
  /** Paths worth caching (catalogue pages, not carts or profiles). */
  cacheable: (path: string) => boolean;
  /** A cookie whose presence means a signed-in visitor: never cached. */
  sessionCookie: string;
}

interface Entry {
  body: Uint8Array<ArrayBuffer>;
  status: number;
  headers: [string, string][];
  expires: number;
  version: number;
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
  const sessionPattern = new RegExp(`(^|;\\s*)${options.sessionCookie}=`);

  return async (c, next) => {
    const method = c.req.method;
    if (options.ttlMs <= 0 || (method !== 'GET' && method !== 'HEAD') || !options.cacheable(c.req.path)) return next();
    if (sessionPattern.test(c.req.header('Cookie') ?? '')) return next();

    const url = new URL(c.req.url);
    const key = `${originOf(c)}${url.pathname}${url.search}|${pickEncoding(c.req.header('Accept-Encoding')) ?? 'identity'}`;
    const hit = entries.get(key);
    if (hit && hit.expires > Date.now() && hit.version === pageVersion()) {
      // Refresh its place in the LRU order.
      entries.delete(key);
      entries.set(key, hit);
      const headers = new Headers(hit.headers);
      headers.set('X-Cache', 'HIT');
      return new Response(method === 'HEAD' ? null : hit.body, { status: hit.status, headers });
    }

    const version = pageVersion();
    await next();
    const res = c.res;
    const type = res.headers.get('Content-Type') ?? '';
    if (res.status !== 200 || !res.body || res.headers.has('Set-Cookie') || !/^(text\/html|application\/xml|text\/plain)/.test(type)) return;

    const [toClient, toCache] = res.body.tee();
    const headers = new Headers(res.headers);
    headers.set('X-Cache', 'MISS');
    c.res = new Response(toClient, { status: res.status, headers });
    void new Response(toCache)
      .arrayBuffer()
      .then((buffer) => {
        if (buffer.byteLength > maxBytes / 8) return;
        forget(key);
        // Oldest first (hits move their page to the end).
        while (entries.size >= max || (entries.size > 0 && bytes + buffer.byteLength > maxBytes)) forget(entries.keys().next().value!);
        const stored = new Headers(res.headers);
        stored.delete('Content-Length');
        entries.set(key, { body: new Uint8Array(buffer), status: res.status, headers: [...stored.entries()], expires: Date.now() + options.ttlMs, version });
        bytes += buffer.byteLength;
      })
      .catch(() => {
        /* the visitor went away mid-page: nothing to keep */
      });
  };
}
