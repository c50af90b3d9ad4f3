/**
 * The HTTP methods the shop serves; TRACE, CONNECT and the like answer 405 with this Allow.
 * Checked twice on purpose: in scripts/serve.mjs, because Astro's node handler fails on
 * TRACE before src/fetch.ts runs, and in src/fetch.ts for `astro dev` and `app.request()`.
 */
export const SERVED_METHODS: readonly string[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
export const ALLOW = SERVED_METHODS.join(', ');
export const isServedMethod = (method: string) => SERVED_METHODS.includes(method);
