// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import precompress from './integrations/precompress.mjs';
import interactionDirective from './integrations/interaction-directive.mjs';

// One Node server renders pages and serves the API (src/fetch.ts). The adapter runs in
// `middleware` mode behind scripts/serve.mjs, which serves dist/client precompressed
// (the standalone mode serves static files itself, uncompressed). See docs/adr/0002.
export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'middleware' }),
  integrations: [react(), precompress(), interactionDirective()],
  // The API (Hono, in src/fetch.ts) does its own same-origin checks; pages get Astro's.
  // CSP (issue 11): Astro sends it as a header on every page with the hashes of the
  // scripts it inlines (hoisted scripts, the island runtime); nothing else may run.
  // Inline style attributes stay allowed (pictures' art colours, swatches). Answers that
  // are not pages get a stricter policy in src/server/http/security-headers.ts.
  security: {
    checkOrigin: true,
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ],
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
    },
  },
  // Link prefetch (spec: skip on 2g or save-data, wait up to 2 s for idle) is
  // src/ui/lazy/prefetch.ts, installed by the header: Astro's own would put its init script
  // on every page, prefetch on tap even on 2g or save-data, and never wait for idle.
  prefetch: false,
  devToolbar: { enabled: false },
  vite: {
    plugins: [tailwindcss()],
    // Loaded from node_modules at run time: PGlite finds its WASM files beside itself,
    // pg and sharp carry native or optional parts.
    ssr: { external: ['@electric-sql/pglite', 'pg', 'sharp', 'drizzle-orm'] },
  },
});
