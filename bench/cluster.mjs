// The "cluster" scenario (`npm run bench -- --only cluster`): the shop as one app
// process and as two (scripts/cluster.mjs) on the same PostgreSQL and Redis, side by side
// in one run, each measured with autocannon at the same connections and seconds:
//   - a cached page and a cached API answer (what campaign-day browsing mostly is);
//   - GET /v10/product/index with a signed-in shopper's bearer token: personal, so never
//     from the response cache, every request runs the listing against PostgreSQL;
//   - a signed-in shopper's listing page (the shared page cache plus its personal parts).
// PostgreSQL and Redis are throwaway servers of this run (scripts/lib), seeded with the
// demo shop by the first cluster start. On this 2-core machine autocannon shares the
// cores with the app processes, so two processes cannot double anything: the figures
// say how much of the second core the shop turns into answers.
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../scripts/lib/ports.mjs';
import { startThrowawayPostgres } from '../scripts/lib/postgres.mjs';
import { startThrowawayRedis } from '../scripts/lib/redis.mjs';
import { Cluster } from './lib/cluster.mjs';
import { load, signIn } from './serve.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const CATEGORY = 'digital-devices';

async function measure(base, { connections, seconds }) {
  const { cookie, token } = await signIn(base);
  const api = `${base}/v10/product/index?category=${CATEGORY}&sort=price&per-page=20`;
  const listing = `${base}/main/${CATEGORY}`;
  // Fill the caches of every process: one request per connection round.
  for (let i = 0; i < 8; i++) for (const url of [`${base}/`, api, listing]) await (await fetch(url)).arrayBuffer();
  const opts = { connections, seconds };
  return {
    cachedPage: await load(`${base}/`, opts),
    cachedApi: await load(api, opts),
    personalApi: await load(api, { ...opts, headers: { authorization: `Bearer ${token}` } }),
    signedInListing: await load(listing, { ...opts, headers: { cookie } }),
  };
}

/** One cluster of `workers` processes on the run's PostgreSQL and Redis, measured, then stopped. */
async function withWorkers(workers, { databaseUrl, redisUrl, dir, connections, seconds }) {
  const port = await freePort();
  const cluster = new Cluster(
    root,
    {
      ...process.env,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      CLUSTER_WORKERS: String(workers),
      // The sign-in comes from an address of its own (see signIn in serve.mjs).
      TRUST_PROXY: 'loopback',
      NODE_ENV: 'development',
    },
    join(dir, `cluster-${workers}.log`),
  );
  cluster.start();
  try {
    await cluster.waitForWorkers(workers, `http://127.0.0.1:${port}/health`);
    return await measure(`http://127.0.0.1:${port}`, { connections, seconds });
  } finally {
    await cluster.stop();
  }
}

export async function benchCluster({ connections, seconds, workerCounts = [1, 2] }) {
  const dir = mkdtempSync(join(tmpdir(), 'bazaar-bench-cluster-'));
  const postgres = await startThrowawayPostgres();
  const redis = await startThrowawayRedis();
  try {
    const result = { loadAverage: loadavg().map((l) => Math.round(l * 10) / 10), postgres: postgres.version, redis: redis.version, byWorkers: {} };
    for (const workers of workerCounts) {
      result.byWorkers[workers] = await withWorkers(workers, { databaseUrl: postgres.url, redisUrl: redis.url, dir, connections, seconds });
    }
    return result;
  } finally {
    await redis.stop();
    postgres.stop();
  }
}

export function printCluster(r, { connections, seconds }) {
  const counts = Object.keys(r.byWorkers);
  console.log(`\n== cluster: ${counts.join(' and ')} app processes on ${r.postgres} and ${r.redis} (${connections} connections, ${seconds} s each) ==`);
  console.log(`(load average before: ${r.loadAverage.join(', ')})`);
  const rows = [
    ['cached page /', 'cachedPage'],
    ['cached API answer', 'cachedApi'],
    ['personal /v10/product/index (bearer)', 'personalApi'],
    ['signed-in shopper, listing page', 'signedInListing'],
  ];
  console.log(`${'measure'.padEnd(38)} ${counts.map((n) => `${n} process${n === '1' ? '' : 'es'}`.padStart(28)).join('')}`);
  for (const [label, key] of rows) {
    const cells = counts.map((n) => {
      const x = r.byWorkers[n][key];
      return `${x.rps} req/s p99 ${x.p99} ms${x.errors ? ` ${x.errors} err` : ''}`.padStart(28);
    });
    console.log(`${label.padEnd(38)} ${cells.join('')}`);
  }
}
