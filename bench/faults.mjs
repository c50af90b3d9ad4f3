// The fault test: the shop as several app processes (scripts/cluster.mjs,
// 2 workers) on PostgreSQL and a Redis this script starts itself, under the load of
// bench/load.mjs with fewer shoppers, and in the middle of it:
//   (a) one worker is killed with SIGKILL: the other keeps serving, the primary starts a
//       new one, which serves too; nothing acknowledged is lost;
//   (b) Redis is stopped, left down a few seconds and started again on the same port: the
//       shop keeps serving (only SMS code sends may fail closed, 429/503 in Persian), and
//       uses Redis again afterwards.
// After the run every acknowledged cart line and order is looked up in PostgreSQL. Prints
// a verdict per fault and the step table; writes JSON under bench/results/.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bazaar_faults node bench/faults.mjs \
//     [--shoppers=40] [--seconds=120] [--think=1000] [--workers=2] [--redis-down=5] [--root=DIR] [--sched=rr|none]
//
// scripts/cluster.mjs builds when dist/ is stale: build first (the project's flock'd
// build), or pass --root=DIR with a built copy of the tree.
//
// Local addresses only: the database must be on this machine; the shop listens on
// 127.0.0.1 (a free port unless --port). Needs a build (dist/) and Debian's redis-server.
import { mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from '../scripts/lib/ports.mjs';
import { startThrowawayRedis } from '../scripts/lib/redis.mjs';
import { parseArgs, printResult, runTag, saveResult } from './load.mjs';
import { Cluster } from './lib/cluster.mjs';
import { closeAgent, discoverCatalog, loadQueries, loopbackBase, runLoad } from './lib/shoppers.mjs';
import { localDatabaseUrl, printVerification, verifyJournal } from './lib/verify.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const elapsedSince = (t0) => Math.round((Date.now() - t0) / 100) / 10;

// ---------------------------------------------------------------------------------------
// Redis of our own (scripts/lib/redis.mjs: Debian's redis-server in a temporary directory,
// no persistence), and what the verdicts ask of it.

/** One command over RESP; resolves the raw reply text (enough for CLIENT LIST and DBSIZE). */
export function redisCommand(port, ...args) {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' });
    let data = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error('redis: no answer'));
    }, 2000);
    socket.on('connect', () => socket.write(`*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(String(a))}\r\n${a}\r\n`).join('')}`));
    socket.on('data', (chunk) => {
      data += chunk;
      const bulk = /^\$(\d+)\r\n/.exec(data);
      if ((bulk && Buffer.byteLength(data) >= bulk[0].length + Number(bulk[1]) + 2) || (!bulk && !data.startsWith('$') && data.endsWith('\r\n'))) {
        clearTimeout(timer);
        socket.end();
        resolve(bulk ? data.slice(bulk[0].length, bulk[0].length + Number(bulk[1])) : data.trim());
      }
    });
    socket.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
  });
}

/** Client connections named by the shop (ioredis connectionName "bazaar" / "bazaar-sub"), or null while Redis is down. */
async function shopConnections(port) {
  try {
    const list = await redisCommand(port, 'CLIENT', 'LIST');
    return list.split('\n').filter((l) => /\bname=bazaar/.test(l)).length;
  } catch {
    return null;
  }
}

async function keyCount(port) {
  try {
    return Number(/^:(\d+)/.exec(await redisCommand(port, 'DBSIZE'))?.[1] ?? NaN);
  } catch {
    return null;
  }
}

/** CPU time (utime + stime, ms) of a pid, or null. */
function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(f[11]) + Number(f[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/** `n` requests, each on a new connection (so the primary hands them out across the workers). */
async function freshConnections(base, path, n) {
  const statuses = {};
  for (let i = 0; i < n; i++) {
    const status = await new Promise((resolve) => {
      const req = http.get(new URL(path, base), { agent: false, headers: { Connection: 'close', 'Accept-Encoding': 'br' } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      });
      req.setTimeout(15_000, () => req.destroy(new Error('timeout')));
      req.on('error', (err) => resolve(err.code ?? err.message));
    });
    statuses[status] = (statuses[status] ?? 0) + 1;
  }
  return statuses;
}

// ---------------------------------------------------------------------------------------

async function main() {
  const args = parseArgs(process.argv.slice(2), { shoppers: 40, seconds: 120, workers: 2, 'redis-down': 5 });
  const databaseUrl = localDatabaseUrl(args['database-url'] ?? process.env.DATABASE_URL ?? '');
  const workers = Number(args.workers);
  const redisDown = Number(args['redis-down']);
  if (!Number.isInteger(workers) || workers < 2 || workers > 8) throw new Error('--workers must be 2 to 8');
  if (!(redisDown >= 1 && redisDown <= 60)) throw new Error('--redis-down must be 1 to 60 seconds');
  if (args.sched && !['rr', 'none'].includes(args.sched)) throw new Error('--sched must be rr or none');
  if (args.seconds < 40) throw new Error('--seconds must be at least 40: both faults and their recovery happen inside the run');
  if (process.env.NODE_ENV === 'production') throw new Error('NODE_ENV=production hides /dev/outbox, which the shoppers read their SMS codes from');
  const port = args.port ? Number(args.port) : await freePort();
  const base = loopbackBase(`http://127.0.0.1:${port}`);
  const dir = mkdtempSync(join(tmpdir(), 'bazaar-faults-'));
  const redis = await startThrowawayRedis();
  // --root: run the cluster from another copy of the shop (a snapshot of this tree, so
  // edits and rebuilds by others during the run cannot change the code under test).
  const treeRoot = args.root ? String(args.root) : root;
  const cluster = new Cluster(
    treeRoot,
    {
      ...process.env,
      DATABASE_URL: databaseUrl,
      REDIS_URL: `redis://127.0.0.1:${redis.port}`,
      PORT: String(port),
      HOST: '127.0.0.1',
      CLUSTER_WORKERS: String(workers),
      TRUST_PROXY: '127.0.0.1',
      // --sched=none: the kernel hands out connections (node:cluster SCHED_NONE) instead of the primary (rr).
      ...(args.sched ? { NODE_CLUSTER_SCHED_POLICY: String(args.sched) } : {}),
    },
    join(dir, 'cluster.log'),
  );
  let stopping = false;
  const cleanup = async () => {
    if (stopping) return;
    stopping = true;
    await cluster.stop().catch((e) => console.error(`[faults] stopping the cluster: ${e.message}`));
    await redis.remove().catch(() => {});
  };
  for (const sig of ['SIGINT', 'SIGTERM'])
    process.once(sig, () => {
      console.error(`[faults] ${sig}: stopping the cluster and Redis…`);
      void cleanup().then(() => process.exit(130));
    });

  let codesDb = null;
  const report = { at: new Date().toISOString(), args, port, redisPort: redis.port, logDir: dir };
  try {
    console.log(`[faults] ${redis.version} on 127.0.0.1:${redis.port} (no persistence); cluster log in ${dir}`);
    const t0 = Date.now();
    cluster.start();
    await cluster.waitForWorkers(workers, `${base.href}health`);
    console.log(
      `[faults] cluster up in ${elapsedSince(t0)} s on ${base.href}: primary ${cluster.proc.pid}, workers ${[...cluster.workers].map(([id, pid]) => `${id}=${pid}`).join(', ')}`,
    );
    const catalog = await discoverCatalog(base);
    const queries = loadQueries();
    codesDb = new pg.Pool({ connectionString: databaseUrl, max: 2 });

    const killAt = Math.round(args.seconds * 0.25);
    const redisAt = Math.round(args.seconds * 0.55);
    const kill = { atSecond: killAt };
    const outage = { atSecond: redisAt, downSeconds: redisDown };
    let runStart = 0;
    const sec = () => (Date.now() - runStart) / 1000;
    const busy = [];

    const strikeWorker = async () => {
      const [id, pid] = [...cluster.workers][0];
      Object.assign(kill, { worker: id, pid, at: sec(), cpuOthersBefore: [...cluster.workers.values()].filter((p) => p !== pid).map(cpuMs) });
      console.log(`[faults] ${sec().toFixed(1)} s: SIGKILL worker ${id} (pid ${pid})`);
      process.kill(pid, 'SIGKILL');
      const deadline = Date.now() + 60_000;
      let fresh;
      while (!(fresh = cluster.events.find((e) => e.kind === 'listening' && e.at >= runStart + kill.at * 1000 && e.pid !== pid)) && Date.now() < deadline)
        await sleep(100);
      kill.exitLogged = cluster.events.find((e) => e.kind === 'exited' && e.pid === pid)?.line ?? null;
      if (!fresh) {
        kill.restarted = false;
        console.log('[faults] no new worker listening within 60 s');
        return;
      }
      Object.assign(kill, {
        restarted: true,
        newWorker: fresh.worker,
        newPid: fresh.pid,
        restartSeconds: Math.round((fresh.at - (runStart + kill.at * 1000)) / 100) / 10,
      });
      console.log(`[faults] ${sec().toFixed(1)} s: worker ${fresh.worker} (pid ${fresh.pid}) listening, ${kill.restartSeconds} s after the kill`);
      // Does the new worker serve? New connections are handed out across the workers:
      // its CPU time must grow while 40 of them ask for a listing page.
      await sleep(1000);
      const before = cpuMs(fresh.pid);
      kill.burst = await freshConnections(base, catalog.listings[0], 40);
      kill.newWorkerCpuMs = cpuMs(fresh.pid) - before;
      kill.burstEnd = sec();
      console.log(`[faults] 40 requests on new connections: ${JSON.stringify(kill.burst)}; the new worker used ${kill.newWorkerCpuMs} ms of CPU meanwhile`);
    };

    const strikeRedis = async () => {
      outage.keysBefore = await keyCount(redis.port);
      outage.connectionsBefore = await shopConnections(redis.port);
      outage.down = sec();
      console.log(`[faults] ${sec().toFixed(1)} s: stopping Redis (${outage.keysBefore} keys, ${outage.connectionsBefore} shop connections)`);
      await redis.stop();
      await sleep(redisDown * 1000);
      await redis.start();
      outage.up = sec();
      console.log(`[faults] ${sec().toFixed(1)} s: Redis started again on port ${redis.port} (empty)`);
      const deadline = Date.now() + 30_000;
      const want = workers * 2;
      for (;;) {
        outage.connectionsAfter = await shopConnections(redis.port);
        if (outage.connectionsAfter >= want || Date.now() > deadline) break;
        await sleep(250);
      }
      outage.reconnectSeconds = Math.round((sec() - outage.up) * 10) / 10;
      await sleep(5000);
      outage.keysAfter = await keyCount(redis.port);
      console.log(
        `[faults] ${sec().toFixed(1)} s: ${outage.connectionsAfter} shop connections to Redis ${outage.reconnectSeconds} s after its restart; ${outage.keysAfter} keys 5 s later`,
      );
    };

    const result = await runLoad({
      base: base.href,
      shoppers: args.shoppers,
      seconds: args.seconds,
      thinkMs: args.think,
      tag: args.tag ?? runTag(),
      pids: () => cluster.pids(),
      db: codesDb,
      catalog,
      queries,
      // Only while Redis is away (and a few seconds after) may SMS code sends fail closed.
      otpMayFail: () => outage.down !== undefined && (outage.up === undefined || sec() < outage.up + 5),
      onStart: (started) => (runStart = started),
      onTick: (t) => {
        if (t === killAt) busy.push(strikeWorker());
        if (t === redisAt) busy.push(strikeRedis());
      },
    });
    await Promise.all(busy);
    printResult(result);
    const verification = await verifyJournal(databaseUrl, result.journal);
    printVerification(verification);

    // ------------------------------------------------------------------ verdicts
    const errs = result.errorLog;
    const okIn = (from, to) => result.timeline.slice(Math.floor(from), Math.ceil(to)).reduce((a, s) => a + s.ok, 0);
    const killWindowEnd = (kill.burstEnd ?? kill.at + 30) + 2;
    // An error belongs to a fault when the request was in flight while it struck.
    const inKill = (e) => e.t >= kill.at && e.sent <= Math.min(kill.at + 3, killWindowEnd);
    const inOutage = (e) => outage.down !== undefined && e.t >= outage.down && e.sent <= (outage.up ?? Infinity) + 5;
    const killErrors = errs.filter(inKill);
    const outageErrors = errs.filter(inOutage);
    const otherErrors = errs.filter((e) => !inKill(e) && !inOutage(e));
    // Requests in flight on the killed worker fail at once (the connection resets); one that
    // waits out the client's timeout was lost on the way (handed to the dead worker).
    const networkOnly = killErrors.every((e) => e.status === 0);
    const hungAtKill = killErrors.filter((e) => /timeout/.test(e.error ?? ''));
    const aOk =
      kill.restarted === true &&
      kill.newWorkerCpuMs > 0 &&
      Object.keys(kill.burst ?? {}).every((s) => s === '200') &&
      okIn(kill.at, kill.at + (kill.restartSeconds ?? 0) + 1) > 0 &&
      networkOnly &&
      hungAtKill.length === 0 &&
      killErrors.length <= args.shoppers &&
      verification.ok;
    const otpRefusedDuring = result.steps.find((s) => s.step === 'otp.send')?.refused ?? 0;
    const bOk =
      outage.connectionsBefore >= workers * 2 &&
      outageErrors.length === 0 &&
      okIn(outage.down, outage.up) > 0 &&
      outage.connectionsAfter >= workers * 2 &&
      verification.ok;
    const verdicts = {
      workerKill: {
        pass: aOk,
        ...kill,
        servedDuringRestart: okIn(kill.at, kill.at + (kill.restartSeconds ?? 0) + 1),
        errorsAtKill: killErrors.length,
        errorsAtKillNetworkOnly: networkOnly,
        hungAtKill: hungAtKill.length,
        errorsAtKillSample: killErrors.slice(0, 5),
      },
      redisRestart: {
        pass: bOk,
        ...outage,
        servedDuringOutage: okIn(outage.down, outage.up),
        errorsDuringOutage: outageErrors.length,
        errorsDuringOutageSample: outageErrors.slice(0, 5),
        otpSendsRefused: otpRefusedDuring,
        appRedisLog: cluster.redisLines.map((l) => ({ t: Math.round((l.at - runStart) / 100) / 10, line: l.line.slice(0, 200) })).slice(0, 20),
      },
      otherErrors: otherErrors.length,
      otherErrorsSample: otherErrors.slice(0, 10),
      journal: verification,
    };
    console.log('\nVerdicts');
    console.log(
      `  (a) SIGKILL of worker ${kill.worker} (pid ${kill.pid}) at ${kill.at?.toFixed(1)} s: ${aOk ? 'PASS' : 'FAIL'}: ` +
        `restarted as worker ${kill.newWorker ?? '-'} (pid ${kill.newPid ?? '-'}) in ${kill.restartSeconds ?? '-'} s (${kill.exitLogged ? 'logged: ' + kill.exitLogged.trim() : 'no exit line logged'}); ` +
        `${verdicts.workerKill.servedDuringRestart} answers served meanwhile; ${killErrors.length} errors at the kill (${networkOnly ? 'all network errors of requests in flight' : 'NOT only network errors'}${hungAtKill.length ? `, ${hungAtKill.length} of them hung until the client's 30 s timeout` : ''}); ` +
        `new worker CPU ${kill.newWorkerCpuMs ?? '-'} ms during 40 fresh connections ${JSON.stringify(kill.burst ?? {})}; journal ${verification.ok ? 'complete' : 'INCOMPLETE'}`,
    );
    console.log(
      `  (b) Redis down ${outage.down?.toFixed(1)}–${outage.up?.toFixed(1)} s: ${bOk ? 'PASS' : 'FAIL'}: ${verdicts.redisRestart.servedDuringOutage} answers served during the outage, ` +
        `${outageErrors.length} errors during it (+5 s), ${otpRefusedDuring} SMS code sends refused (429/503 in Persian, allowed); ` +
        `${outage.connectionsAfter} shop connections back ${outage.reconnectSeconds} s after the restart (want ${workers * 2}); keys ${outage.keysBefore} before, ${outage.keysAfter} 5 s after`,
    );
    if (!outage.connectionsBefore)
      console.log(`      note: the shop had no connection to Redis before the outage (CLIENT LIST shows no "bazaar" client): is REDIS_URL used by this build?`);
    console.log(`  errors outside both fault windows: ${otherErrors.length}${otherErrors.length ? ' ' + JSON.stringify(otherErrors.slice(0, 3)) : ''}`);
    report.result = result;
    report.verdicts = verdicts;
    report.clusterEvents = cluster.events;
    const file = saveResult('faults', report);
    console.log(`[faults] written ${file}; cluster and Redis logs in ${dir}`);
    process.exitCode = aOk && bOk && otherErrors.length === 0 ? 0 : 1;
  } finally {
    await cleanup();
    closeAgent();
    await codesDb?.end();
  }
}

main().catch(async (err) => {
  console.error(`[faults] ${err.stack ?? err.message}`);
  process.exitCode = 2;
});
