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
import { refuseMisconfiguredProduction } from './lib/production.mjs';

loadDotEnv();
await refuseMisconfiguredProduction();

const root = fileURLToPath(new URL('..', import.meta.url));
const clientDir = `${root}dist/client`;
const entry = `${root}dist/server/entry.mjs`;
if (!existsSync(entry)) {
  console.error('[bazaar] no build found: run `npm start` (it builds first) or `npm run build`.');
  process.exit(1);
}
// Migrations, and the demo shop on the first start, before the first request. A worker of
// `npm run cluster` skips it: the cluster's primary has prepared the database once for all.
if (process.env.BAZAAR_DATABASE_PREPARED !== '1') {
  const { prepareDatabase } = await import('#app/prepare.ts');
  try {
    await prepareDatabase();
  } catch (err) {
    console.error('[bazaar] the database could not be prepared:', err);
    process.exit(1);
  }
}
const { handler } = await import(entry);

const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? '127.0.0.1';

/**
 * The shopper's address: the socket's, or when the socket's peer is a proxy named in
 * TRUST_PROXY, the last X-Forwarded-For hop that is not a trusted proxy. Never a
 * client's claim (src/server/http/client-address.ts).
 */
const { clientAddress, parseTrustProxy } = await import('#server/http/client-address.ts');
let trustedProxies;
try {
  trustedProxies = parseTrustProxy(process.env.TRUST_PROXY);
} catch (err) {
  console.error(`[bazaar] ${err.message}`);
  process.exit(1);
}
const trustedClientIp = (req) => clientAddress(req.socket?.remoteAddress, req.headers['x-forwarded-for'], trustedProxies);

const { applySecurityHeaders, tlsOf } = await import('#server/http/security-headers.ts');
const { ALLOW, isServedMethod } = await import('#server/http/methods.ts');

const app = new Hono();
// Astro's node handler fails on TRACE and other methods before src/fetch.ts runs: refuse them here.
app.use('*', async (c, next) => (isServedMethod(c.req.method) ? next() : c.body(null, 405, { Allow: ALLOW })));
const statics = serveStatic({ root: clientDir, precompressed: true });
// Only paths that name a file are looked up on disk; pages never pay for a stat().
const looksLikeFile = (path) => /\/[^/]+\.[a-z0-9]+$/i.test(path);

app.use('*', async (c, next) => {
  if (!looksLikeFile(c.req.path)) return next();
  const res = await statics(c, next);
  if (c.res.status === 200) applySecurityHeaders(c.res.headers, { tls: tlsOf(c), personal: false });
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

/**
 * Idle keep-alive connections stay open KEEP_ALIVE_TIMEOUT seconds (65), longer than a
 * reverse proxy or a browser keeps them (nginx's upstream keepalive_timeout is 60 s): the
 * client always closes first. With Node's 5 s default, a request sent on a connection at
 * the moment the server closed it is reset (a POST cannot be sent again safely: the proxy
 * answers 502, the shopper sees an error); the load test saw 3 in 50,000 requests.
 */
const keepAliveSeconds = Number(process.env.KEEP_ALIVE_TIMEOUT ?? 65);
if (Number.isFinite(keepAliveSeconds) && keepAliveSeconds > 0) {
  server.keepAliveTimeout = keepAliveSeconds * 1000;
  // Must outlast the keep-alive wait, or Node cuts an idle connection for "slow headers" first.
  server.headersTimeout = Math.max(server.headersTimeout, keepAliveSeconds * 1000 + 1000);
}

server.on('error', (err) => {
  if (err.code === 'EADDRINUSE') {
    console.error(`[bazaar] port ${port} on ${host} is already in use. Stop the other server or set PORT, e.g. PORT=4322 npm start.`);
  } else {
    console.error('[bazaar] server error:', err);
  }
  process.exit(1);
});

/**
 * SIGTERM/SIGINT: stop accepting, let requests in flight finish (at most DRAIN_MS, then
 * their connections are cut), stop the background jobs, close the database (PGlite must
 * close cleanly), exit 0. A second signal exits at once.
 */
const DRAIN_MS = 10_000;
const { runShutdown } = await import('#server/shutdown.ts');
let stopping = false;
async function stop(signal) {
  if (stopping) {
    console.error(`[bazaar] ${signal} again: exiting without waiting.`);
    process.exit(1);
  }
  stopping = true;
  console.log(`[bazaar] ${signal}: finishing requests in flight, then stopping…`);
  const drained = new Promise((resolve) => server.close(resolve));
  // Keep-alive connections between requests would hold close() open: end each once idle.
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  const cut = setTimeout(() => {
    console.error(`[bazaar] requests still running after ${DRAIN_MS / 1000} s; closing their connections.`);
    server.closeAllConnections();
  }, DRAIN_MS);
  server.closeIdleConnections();
  await drained;
  clearInterval(idle);
  clearTimeout(cut);
  const ok = await runShutdown();
  console.log('[bazaar] stopped.');
  process.exit(ok ? 0 : 1);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(signal));
