// `npm run cluster`: the shop as several app processes on one machine, for trying the
// production shape (README "Running several processes"). The primary prepares the
// database once, then forks CLUSTER_WORKERS copies of scripts/serve.mjs that share PORT
// (each worker accepts from the one listening socket: the small load balancer), and
// restarts a worker that dies. Needs DATABASE_URL (PGlite is one process's
// database); uses REDIS_URL for the shared caches, limits and purges.
//   DATABASE_URL=postgres://… REDIS_URL=redis://127.0.0.1:6379 CLUSTER_WORKERS=2 npm run cluster
import './lib/node-version.mjs';
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from './lib/build.mjs';
import { loadDotEnv } from './lib/env.mjs';

loadDotEnv();
if (!process.env.DATABASE_URL?.trim()) {
  console.error('[cluster] DATABASE_URL is not set: several processes need a PostgreSQL server (PGlite belongs to one process).');
  process.exit(1);
}
if (!process.env.REDIS_URL?.trim()) {
  console.warn(
    '[cluster] REDIS_URL is not set: each process keeps its own caches and counts limits in PostgreSQL only while Redis is away; set it for the shared shape.',
  );
}
const workers = Math.max(1, Number(process.env.CLUSTER_WORKERS ?? Math.min(2, availableParallelism())) || 2);

buildIfStale();
const { prepareDatabase } = await import('#app/prepare.ts');
try {
  await prepareDatabase((line) => console.log(line));
} catch (err) {
  console.error('[cluster] the database could not be prepared:', err);
  process.exit(1);
}

/**
 * The workers accept connections themselves from the one listening socket (SCHED_NONE),
 * rather than the primary accepting each and handing it over (Node's round-robin default
 * outside Windows). Measured with bench/kill-probe.mjs: under round-robin every SIGKILL of
 * a worker left one connection that the primary had just handed to it hanging for good
 * (the client waits, the primary keeps the socket in CLOSE-WAIT), 3 kills out of 3; with
 * the workers accepting, a connection still in the kernel's queue goes to the survivor and
 * only requests already in flight on the dead worker are reset (0 hung in 3 kills).
 * The kernel spreads the connections about evenly here (CPU 932 / 655 and 684 / 696 ticks
 * over 10 s of 20 connections). NODE_CLUSTER_SCHED_POLICY=rr still chooses round-robin.
 */
if (!process.env.NODE_CLUSTER_SCHED_POLICY) cluster.schedulingPolicy = cluster.SCHED_NONE;
cluster.setupPrimary({ exec: fileURLToPath(new URL('./serve.mjs', import.meta.url)) });
const fork = (slot) => {
  const worker = cluster.fork({ BAZAAR_DATABASE_PREPARED: '1', CLUSTER_SLOT: String(slot) });
  worker.slot = slot;
  return worker;
};

let stopping = false;
/** A worker that dies unasked is replaced, at most once a second per slot (a crash loop must not spin). */
const lastStart = new Map();
cluster.on('listening', (worker) => console.log(`[cluster] worker ${worker.slot} (pid ${worker.process.pid}) listening`));
cluster.on('exit', (worker, code, signal) => {
  const how = signal ?? `code ${code}`;
  if (stopping) return console.log(`[cluster] worker ${worker.slot} (pid ${worker.process.pid}) stopped (${how})`);
  console.error(`[cluster] worker ${worker.slot} (pid ${worker.process.pid}) exited (${how}): restarting`);
  const wait = Math.max(0, 1_000 - (Date.now() - (lastStart.get(worker.slot) ?? 0)));
  setTimeout(() => {
    if (stopping) return;
    lastStart.set(worker.slot, Date.now());
    fork(worker.slot);
  }, wait);
});

for (let slot = 1; slot <= workers; slot++) {
  lastStart.set(slot, Date.now());
  fork(slot);
}
console.log(`[cluster] primary pid ${process.pid}: ${workers} workers on port ${process.env.PORT ?? 4321}`);

/** SIGTERM/SIGINT: each worker drains its requests and closes (serve.mjs), then the primary exits. */
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`[cluster] ${signal}: stopping the workers…`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    const check = setInterval(() => {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        clearInterval(check);
        process.exit(0);
      }
    }, 100);
  });
}
