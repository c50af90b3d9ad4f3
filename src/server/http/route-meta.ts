import type { MiddlewareHandler } from 'hono';

/**
 * Route metadata that lives with the route: a marker is a pass-through middleware put in the
 * route's handler list (`api.get('/v6/product/view', cacheable, handler)`), and the
 * composition collects the marked paths once every router is mounted (`routeMetaOf`).
 * A marker does nothing when it runs; its identity is the declaration.
 */

/**
 * A public GET whose answer depends on the query and the host, never on the caller: the shared
 * page cache (src/fetch.ts) may keep it, per audience and `X-Business`.
 */
export const cacheable: MiddlewareHandler = (_c, next) => next();

/** A route whose body may be an upload (6 MB) instead of the API's 1 MB (src/app/api.ts). */
export const uploadLimit: MiddlewareHandler = (_c, next) => next();

/**
 * A route outside the API's prefixes (a bank's return, the sandbox bank, a partner sign-in page)
 * that still gets the API's guards and database before it runs: security headers, the bad-text
 * check, the body limit (src/app/api.ts registers them on the route's own path).
 */
export const apiGuards: MiddlewareHandler = (_c, next) => next();

/** The same, and the caller's session is read (a signed-in plain form POST, the hop to the bank). */
export const sessionGuards: MiddlewareHandler = (_c, next) => next();

/** Whether a request path is one of the marked routes' paths; `paths` are the routes' own patterns. */
export interface PathMatcher {
  (path: string): boolean;
  readonly paths: readonly string[];
}

export interface RouteMeta {
  cacheable: PathMatcher;
  upload: PathMatcher;
  /** Routes outside the API's prefixes that want its guards (`apiGuards`), and those that also read the session. */
  guarded: PathMatcher;
  withSession: PathMatcher;
}

/** What Hono's `app.routes` holds for each registered middleware and handler. */
interface RouteEntry {
  path: string;
  handler: unknown;
}

/** Hono wraps a sub-app's handlers when the sub-app has its own onError, keeping the original here. */
const COMPOSED_HANDLER = '__COMPOSED_HANDLER';

const unwrap = (handler: unknown): unknown => {
  const inner = typeof handler === 'function' ? (handler as unknown as Record<string, unknown>)[COMPOSED_HANDLER] : undefined;
  return inner ? unwrap(inner) : handler;
};

/** Hono path patterns (`/a/:id`, `/a/:id{[0-9]+}`, `/a/*`) as one regular expression; static paths as a set. */
function matcherOf(paths: readonly string[]): PathMatcher {
  const exact = new Set<string>();
  const patterns: string[] = [];
  for (const path of paths) {
    if (!/[:*]/.test(path)) {
      exact.add(path);
      continue;
    }
    // A trailing `/*` also matches the bare prefix, as in Hono (`/a/*` answers `/a`).
    const source = path
      .split('/')
      .map((segment) => {
        if (segment === '*') return '.*';
        const param = /^:\w+(?:\{(.+)\})?$/.exec(segment);
        if (param) return param[1] ? `(?:${param[1]})` : '[^/]+';
        if (segment.includes(':') || segment.includes('*')) throw new Error(`route-meta: unsupported path pattern ${path}`);
        return segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('/')
      .replace(/\/\.\*$/, '(?:/.*)?');
    patterns.push(source);
  }
  const pattern = patterns.length ? new RegExp(`^(?:${patterns.join('|')})$`) : undefined;
  const match = (path: string) => exact.has(path) || (pattern?.test(path) ?? false);
  return Object.assign(match, { paths: [...new Set(paths)].sort() });
}

/**
 * The marked paths of an app whose routers are all mounted (`app.routes` after every `route()`):
 * call it once the app is complete, routes added later are not seen.
 */
export function routeMetaOf(app: { routes: readonly RouteEntry[] }): RouteMeta {
  const marked = (marker: MiddlewareHandler) => app.routes.filter((r) => unwrap(r.handler) === marker).map((r) => r.path);
  return {
    cacheable: matcherOf(marked(cacheable)),
    upload: matcherOf(marked(uploadLimit)),
    guarded: matcherOf(marked(apiGuards)),
    withSession: matcherOf(marked(sessionGuards)),
  };
}
