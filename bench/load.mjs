// The load test: N simulated shoppers for D seconds against a running
// shop on this machine, each looping a visit: home, a listing, a product page, a search
// (suggestions, the API and the results page), add to cart as a guest, sign in (SMS code
// read from /dev/outbox on the first visit, then mostly the password), a second item,
// the checkout (address, slots, placement with the sandbox gateway, the bank's page, the
// callback), sign out. Prints a table per step (count, errors, expected refusals,
// p50/p95/p99 ms) and the app processes' RSS at start and end; writes the whole result as
// JSON under bench/results/.
//
//   node bench/load.mjs [--shoppers=200] [--seconds=300] [--base=http://127.0.0.1:4321]
//                       [--think=2000] [--pids=123,456] [--tag=NNN] [--runs=1]
//                       [--database-url=postgres://postgres@127.0.0.1:5432/bazaar]
//
// --database-url (the shop's own database, on this machine): SMS codes that have already
// left /dev/outbox's newest 50 are read from its sms_outbox table, and afterwards every
// acknowledged cart line and order is looked up there (bench/lib/verify.mjs).
//
// The shop must believe the shoppers' X-Forwarded-For (TRUST_PROXY=127.0.0.1) so each has
// its own address for the per-address OTP limits; outside production (/dev/outbox).
// Refuses any base URL that is not on a loopback address.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { localDatabaseUrl, printVerification, verifyJournal } from './lib/verify.mjs';
import { closeAgent, discoverCatalog, discoverPids, loadQueries, loopbackBase, runLoad, table } from './lib/shoppers.mjs';

const MAX_SHOPPERS = 2000;
const MAX_SECONDS = 3600;

export function parseArgs(argv, defaults = {}) {
  const args = { shoppers: 200, seconds: 300, base: 'http://127.0.0.1:4321', think: 2000, runs: 1, ...defaults };
  for (const a of argv) {
    const m = /^--([a-z-]+)(?:=(.*))?$/.exec(a);
    if (!m) throw new Error(`unknown argument ${a}`);
    args[m[1]] = m[2] ?? true;
  }
  const int = (k, min, max) => {
    const n = Number(args[k]);
    if (!Number.isInteger(n) || n < min || n > max) throw new Error(`--${k} must be an integer from ${min} to ${max}`);
    return n;
  };
  return {
    ...args,
    shoppers: int('shoppers', 1, MAX_SHOPPERS),
    seconds: int('seconds', 5, MAX_SECONDS),
    think: int('think', 0, 60_000),
    runs: int('runs', 1, 10),
    tag: args.tag === undefined ? null : int('tag', 0, 999),
    pids: args.pids
      ? String(args.pids)
          .split(',')
          .map(Number)
          .filter((n) => Number.isInteger(n) && n > 0)
      : null,
  };
}

export const runTag = () => Math.floor(Date.now() / 10_000) % 1000;

const kib = (v) => (v == null ? 'gone' : `${(v / 1024).toFixed(1)} MiB`);

export function printResult(r, log = console.log) {
  log(
    `\n${r.shoppers} shoppers, ${r.seconds} s (ran ${r.elapsed.toFixed(1)} s), think ${r.thinkMs} ms, tag ${r.tag}: ${r.visits} visits, ${r.requests} requests (${r.perSecond}/s)`,
  );
  log(table(r.steps));
  const errors = r.steps.reduce((a, s) => a + s.errors, 0);
  log(`errors: ${errors}`);
  for (const s of r.steps) for (const e of s.examples.slice(0, 3)) log(`  ${s.step}: ${JSON.stringify(e)}`);
  const pids = Object.keys(r.memory.start);
  if (pids.length) {
    log('RSS (VmRSS) of the app processes:');
    for (const p of pids) {
      const series = r.memory.samples.map((s) => s.rss[p]).filter((v) => v != null);
      const peak = series.length ? Math.max(...series) : null;
      log(`  pid ${p}: start ${kib(r.memory.start[p])}, peak ${kib(peak)}, end ${kib(r.memory.end[p])}`);
    }
  }
  const orders = r.journal.filter((j) => j.kind === 'order');
  log(
    `acknowledged: ${r.journal.filter((j) => j.kind === 'cart').length} cart lines, ${orders.length} orders (${orders.filter((o) => o.paid).length} shown paid by the shop after the sandbox bank)`,
  );
}

export function saveResult(name, result) {
  const dir = join(dirname(fileURLToPath(import.meta.url)), 'results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify(result, null, 1));
  return file;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const base = loopbackBase(args.base);
  const port = Number(base.port || 80);
  const pids = args.pids ?? discoverPids(port);
  console.log(`[load] ${base.href}: app pids ${pids.join(', ') || '(none found: pass --pids)'}`);
  const databaseUrl = args['database-url'] ? localDatabaseUrl(String(args['database-url'])) : null;
  const db = databaseUrl ? new pg.Pool({ connectionString: databaseUrl, max: 4 }) : null;
  const catalog = await discoverCatalog(base);
  const queries = loadQueries();
  console.log(`[load] ${catalog.products.length} products, ${catalog.listings.length} listings, ${catalog.places.length} cities, ${queries.length} queries`);
  const runs = [];
  for (let i = 0; i < args.runs; i++) {
    // Mobiles are 099 + tag + index: a fresh tag per run (one per 10 s, repeating after
    // 2.8 hours) keeps the per-number and per-address OTP limits (5 and 20 an hour) fresh.
    const tag = args.tag !== null ? (args.tag + i) % 1000 : runTag();
    const r = await runLoad({ base: base.href, shoppers: args.shoppers, seconds: args.seconds, thinkMs: args.think, tag, pids, catalog, queries, db });
    printResult(r);
    if (databaseUrl) {
      r.verification = await verifyJournal(databaseUrl, r.journal);
      printVerification(r.verification);
    }
    runs.push(r);
    if (i + 1 < args.runs) await new Promise((res) => setTimeout(res, 5000));
  }
  if (runs.length > 1) {
    console.log('\nRSS across runs (start → end, MiB):');
    for (const p of pids) console.log(`  pid ${p}: ${runs.map((r) => `${kib(r.memory.start[p])} → ${kib(r.memory.end[p])}`).join(' | ')}`);
  }
  const file = saveResult('load', { at: new Date().toISOString(), args, runs });
  console.log(`[load] written ${file}`);
  closeAgent();
  await db?.end();
  const errors = runs.reduce((a, r) => a + r.steps.reduce((b, s) => b + s.errors, 0), 0);
  const lost = runs.some((r) => r.verification && !r.verification.ok);
  process.exitCode = errors || lost ? 1 : 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(`[load] ${err.message}`);
    process.exit(2);
  });
}
