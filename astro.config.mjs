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
  security: { checkOrigin: true },
  prefetch: false,
  devToolbar: { enabled: false },
  vite: {
    plugins: [tailwindcss()],
    // Loaded from node_modules at run time: PGlite finds its WASM files beside itself,
    // pg and sharp carry native or optional parts.
    ssr: { external: ['@electric-sql/pglite', 'pg', 'sharp', 'drizzle-orm'] },
  },
});
