import { Hono } from 'hono';
import { notFound, onError } from './errors';

/** Path prefixes the JSON API owns (spec section 7); everything else is a page. */
export const API_PREFIXES = ['/v6', '/v8', '/v10', '/oauth2'] as const;

/**
 * The JSON API: module routers are mounted here, then every unmatched API path answers
 * a JSON 404 (a mounted sub-app's notFound is ignored by the parent, so each prefix gets
 * an explicit catch-all).
 */
export function createApi() {
  const api = new Hono();
  api.onError(onError);

  api.get('/health', (c) => c.json({ success: true, data: { status: 'ok' } }));

  for (const prefix of API_PREFIXES) {
    api.all(prefix, () => {
      throw notFound();
    });
    api.all(`${prefix}/*`, () => {
      throw notFound();
    });
  }
  return api;
}
