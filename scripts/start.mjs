// `npm start`: refuse a busy port at once, build when the build is missing or stale,
// then serve.
import './lib/node-version.mjs';
import { buildIfStale } from './lib/build.mjs';
import { isPortFree } from './lib/ports.mjs';
import { loadDotEnv } from './lib/env.mjs';
import { refuseMisconfiguredProduction } from './lib/production.mjs';

loadDotEnv();
// Before the build: a misconfigured production start fails in a second, not after a build.
await refuseMisconfiguredProduction();

const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? '127.0.0.1';
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`[bazaar] PORT must be a number between 1 and 65535 (got "${process.env.PORT}").`);
  process.exit(1);
}
if (!(await isPortFree(port, host))) {
  console.error(`[bazaar] port ${port} on ${host} is already in use. Stop the other server or set PORT, e.g. PORT=4322 npm start.`);
  process.exit(1);
}
buildIfStale();
await import('./serve.mjs');
