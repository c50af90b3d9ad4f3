// The second app process of the API suite's two-process run (the api-pg
// stage of `npm test`, TEST_API_PEER=1). tests/harness.ts starts one per test file on that
// file's PostgreSQL database and Redis prefix, and sends every other request here over
// HTTP: what one process writes, caches, counts or purges, the other must see.
//
//   node tests/cluster/api-peer.ts   (DATABASE_URL, REDIS_URL, REDIS_PREFIX from the environment)
//
// Prints `listening <port>` once it serves. POST /__peer/sync (only in this test process,
// never in the shop) follows the test process: settings a test changed (process.env) and the
// rate-limit counters it started afresh (a new key prefix).
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { setLimitStore } from '#server/auth/rate-limit.ts';
import { createApi } from '#app/api.ts';
import { openDatabase } from '#server/db/client.ts';
import { openRedis } from '#server/redis/client.ts';
import { RedisLimitStore } from '#server/redis/limit-store.ts';
import { shareState } from '#server/shared-state.ts';

const url = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
if (!url || !redisUrl) throw new Error('api-peer needs DATABASE_URL and REDIS_URL');
const database = await openDatabase({ url });
if (!(await shareState(async () => database))) throw new Error('api-peer: REDIS_URL was not taken up');
const api = createApi({ database: async () => database });

/** Rate-limit connections by key prefix: a test file starts a few fresh counters at most. */
const limitRedis = new Map<string, ReturnType<typeof openRedis>>();

const app = new Hono();
app.post('/__peer/sync', async (c) => {
  const { env = {}, limitPrefix } = (await c.req.json()) as { env?: Record<string, string | null>; limitPrefix?: string };
  for (const [key, value] of Object.entries(env)) {
    if (value === null) delete process.env[key];
    else process.env[key] = value;
  }
  if (limitPrefix) {
    let redis = limitRedis.get(limitPrefix);
    if (!redis) limitRedis.set(limitPrefix, (redis = openRedis(redisUrl, limitPrefix)));
    setLimitStore(new RedisLimitStore(await redis));
  }
  return c.json({ ok: true });
});
app.all('*', (c) => api.fetch(c.req.raw));

const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => console.log(`listening ${info.port}`));
const stop = () => server.close(() => void database.close().finally(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
