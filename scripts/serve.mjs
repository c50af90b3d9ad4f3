// The production entry: precompressed static files from dist/client, everything else to
// Astro's handler (which runs src/fetch.ts: the API and the pages). See TOOLCHAIN.md.
import './lib/node-version.mjs';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { Hono } from 'hono';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadDotEnv } from './lib/env.mjs';

loadDotEnv();

const root = fileURLToPath(new URL('..', import.meta.url));
const clientDir = `${root}dist/client`;
const entry = `${root}dist/server/entry.mjs`;
if (!existsSync(entry)) {
  console.error('[bazaar] no build found: run `npm start` (it builds first) or `npm run build`.');
  process.exit(1);
}
// Migrations, and the demo shop on the first start, before the first request.
const { prepareDatabase } = await import('../src/server/db/prepare.ts');
try {
  await prepareDatabase();
} catch (err) {
  console.error('[bazaar] the database could not be prepared:', err);
  process.exit(1);
}
const { handler } = await import(entry);

const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? '127.0.0.1';

/**
 * The shopper's address: the socket's, or with TRUST_PROXY=1 (behind our own reverse
 * proxy) the last address the proxy added to X-Forwarded-For. Never a client's claim.
 */
function trustedClientIp(req) {
  const socket = req.socket?.remoteAddress ?? 'unknown';
  if (process.env.TRUST_PROXY !== '1') return socket;
  const forwarded = String(req.headers['x-forwarded-for'] ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  return forwarded.at(-1) ?? socket;
}

const app = new Hono();
const statics = serveStatic({ root: clientDir, precompressed: true });
// Only paths that name a file are looked up on disk; pages never pay for a stat().
const looksLikeFile = (path) => /\/[^/]+\.[a-z0-9]+$/i.test(path);

app.use('*', async (c, next) => {
  if (!looksLikeFile(c.req.path)) return next();
  const res = await statics(c, next);
  if (c.res.status === 200 && !c.res.headers.has('Cache-Control')) {
    // Hashed build assets never change; other public files may.
    const immutable = c.req.path.startsWith('/_astro/');
    c.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    c.header('Vary', 'Accept-Encoding');
  }
  return res;
});

// No `next` callback: with one, unmatched paths would never reach src/fetch.ts.
app.all('*', async (c) => {
  // The API's per-address limits read this; overwrite whatever a client sent.
  c.env.incoming.headers['x-bazaar-client-ip'] = trustedClientIp(c.env.incoming);
  await handler(c.env.incoming, c.env.outgoing);
  return RESPONSE_ALREADY_SENT;
});

const server = serve({ fetch: app.fetch, port, hostname: host }, () => {
  const shown = host === '0.0.0.0' || host === '127.0.0.1' || host === '::' ? 'localhost' : host;
  console.log(`[bazaar] serving on http://${shown}:${port}`);
});

server.on('error', (err) => {
  if (err.code === 'EADDRINUSE') {
    console.error(`[bazaar] port ${port} on ${host} is already in use. Stop the other server or set PORT, e.g. PORT=4322 npm start.`);
  } else {
    console.error('[bazaar] server error:', err);
  }
  process.exit(1);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.close();
    process.exit(0);
  });
}
