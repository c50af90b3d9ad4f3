import { mkdtempSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { experimental_AstroContainer } from 'astro/container';
import { getViteConfig } from 'astro/config';
import { createServer, type Plugin } from 'vite';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { variantConfig } from '#routing/variant.ts';

/**
 * Test helper (API tests that check a page): renders the project's Astro pages in this
 * process against the test's database. harness.ts serves the API only; this starts a Vite
 * dev server with the project's Astro config (about 2 s) whose server/db/client.ts hands
 * out `database`, and renders through Astro's container API. The page middleware does not
 * run: pass what it would put in `locals`. Close it after the file.
 */
const DATABASE_KEY = Symbol.for('bazaar.test.pageDatabase');

// Project directives (client:interaction) come from an integration the container does not
// run; islands are not hydrated here, so each only needs a name.
const CLIENT_DIRECTIVES = new Map(['idle', 'load', 'media', 'only', 'visible', 'interaction'].map((d) => [d, '(()=>{})']));

const useDatabase: Plugin = {
  name: 'bazaar:test-page-database',
  enforce: 'pre',
  transform(code, id) {
    if (!id.endsWith('/src/server/db/client.ts')) return undefined;
    return `${code}\n{ const d = globalThis[Symbol.for('bazaar.test.pageDatabase')]; if (d) shared = Promise.resolve(d); }\n`;
  },
};

export interface RenderOptions {
  params?: Record<string, string>;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  locals?: Record<string, unknown>;
}

export async function pageRenderer(database: Database) {
  (globalThis as Record<symbol, unknown>)[DATABASE_KEY] = database;
  const cacheDir = join(tmpdir(), `bazaar-page-render-${process.pid}-${Date.now()}`);
  // Its own cache directory and no dependency pre-bundling (that is for browsers): a dev
  // server someone runs beside the tests keeps its node_modules/.vite untouched.
  const config = await getViteConfig({
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'error',
    cacheDir,
    optimizeDeps: { noDiscovery: true, include: [] },
    plugins: [useDatabase],
  })({
    mode: 'test',
    command: 'serve',
  });
  const vite = await createServer({ ...config, configFile: false });
  const container = await experimental_AstroContainer.create({ manifest: { clientDirectives: CLIENT_DIRECTIVES } as never });
  const react = (await vite.ssrLoadModule('@astrojs/react/container-renderer')) as {
    getContainerRenderer(): { name: string; serverEntrypoint: string; clientEntrypoint: string };
  };
  const renderer = react.getContainerRenderer();
  container.addServerRenderer({ name: renderer.name, renderer: (await vite.ssrLoadModule(String(renderer.serverEntrypoint))).default });
  container.addClientRenderer({ name: renderer.name, entrypoint: String(renderer.clientEntrypoint) });
  // Pages answer "not found" with Astro.rewrite('/404'); the container knows no routes of its own.
  container.insertPageRoute('/404', (await vite.ssrLoadModule('/src/pages/404.astro')).default);

  return {
    /** The page at `file` (a path under src/pages) answering `url`, as its Response. */
    async render(file: string, url: string, { params = {}, method = 'GET', headers = {}, body, locals = {} }: RenderOptions = {}): Promise<Response> {
      const page = await vite.ssrLoadModule(`/src/pages/${file}`);
      const origin = new URL(url, 'http://localhost:4321').origin;
      return container.renderToResponse(page.default, {
        params,
        request: new Request(new URL(url, origin), { method, headers, body }),
        locals: { variant: 'retail' as const, variantConfig: variantConfig('retail'), origin, ...locals },
      });
    },
    async close() {
      delete (globalThis as Record<symbol, unknown>)[DATABASE_KEY];
      await vite.close();
      await rm(cacheDir, { recursive: true, force: true });
    },
  };
}

/**
 * A test file's renderer over its test database (useTestApi's `t`): opened before the
 * file's tests and closed after. `uploads` gives the pages a temporary DATA_DIR of their
 * own (forms that store files), removed at the end.
 */
export function usePageRenderer(t: { database: Database }, { uploads }: { uploads?: string } = {}) {
  let renderer: Awaited<ReturnType<typeof pageRenderer>> | undefined;
  const dataDir = uploads ? mkdtempSync(join(tmpdir(), `bazaar-${uploads}-`)) : null;
  if (dataDir) process.env.DATA_DIR = dataDir;
  beforeAll(async () => {
    renderer = await pageRenderer(t.database);
  });
  afterAll(async () => {
    await renderer?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  return { render: (...args: Parameters<Awaited<ReturnType<typeof pageRenderer>>['render']>) => renderer!.render(...args) };
}
