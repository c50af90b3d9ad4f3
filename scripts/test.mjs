// `npm test`: the one gate. Type check, lint, formatting, unit and API tests (vitest), browser tests
// (Playwright on Debian's Chromium). Prints what ran against what and ends with the line
// `N passed, N failed` summed over every runner; exits non-zero on any failure.
//   npm test -- --only unit,e2e     run some stages (typecheck, lint, format, unit, api-pg, e2e, cluster)
import './lib/node-version.mjs';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { buildIfStale } from './lib/build.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { freePort } from './lib/ports.mjs';
import { startThrowawayPostgres } from './lib/postgres.mjs';
import { startThrowawayRedis } from './lib/redis.mjs';

const args = process.argv.slice(2);
const onlyIdx = args.indexOf('--only');
const only = onlyIdx >= 0 ? new Set(args[onlyIdx + 1].split(',')) : null;
const wanted = (stage) => !only || only.has(stage);
const tmp = mkdtempSync(join(tmpdir(), 'bazaar-test-'));
const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', FORCE_COLOR: process.env.CI ? '0' : '1' };

const results = [];
/** Test files that talk to the database: the same files run on PGlite and on PostgreSQL. */
const DB_SUITES = ['api.test', 'service.test', 'seed.test'];
const record = (stage, passed, failed, note = '') => {
  results.push({ stage, passed, failed, note });
  console.log(`\n[test] ${stage}: ${passed} passed, ${failed} failed${note ? ` (${note})` : ''}\n`);
};
const run = (cmd, cmdArgs, extraEnv = {}) => spawnSync(cmd, cmdArgs, { stdio: 'inherit', env: { ...env, ...extraEnv } }).status;
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

function typecheck() {
  console.log('[test] type check: astro check (TypeScript strict over .astro, .ts and .tsx)');
  const status = run('astro', ['check']);
  record('typecheck', status === 0 ? 1 : 0, status === 0 ? 0 : 1);
}

function lint() {
  console.log("[test] lint: ESLint with typescript-eslint's type-checked rules over src/ and tests/ (eslint.config.js)");
  const status = run('eslint', ['src', 'tests']);
  record('lint', status === 0 ? 1 : 0, status === 0 ? 0 : 1);
}

function format() {
  console.log('[test] format: Prettier --check over the repository (prettier.config.js, .prettierignore)');
  // The cache (keyed on each file's content and Prettier's version and options) makes a re-run
  // take seconds; its name carries the Astro plugin's version, which the key does not.
  const astroPlugin = readJson('node_modules/prettier-plugin-astro/package.json')?.version ?? 'missing';
  const cache = `node_modules/.cache/prettier/astro-${astroPlugin}.cache`;
  const { status, stderr } = spawnSync('prettier', ['--check', '--cache', '--cache-strategy', 'content', '--cache-location', cache, '.'], {
    stdio: ['ignore', 'inherit', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env,
  });
  process.stderr.write(stderr ?? '');
  if (status === 0) return record('format', 1, 0);
  // Prettier names each file that differs as `[warn] <file>` and each it cannot parse as `[error] <file>: <error>`.
  const lines = stripVTControlCharacters(stderr ?? '').split('\n');
  const differ = lines.filter((l) => l.startsWith('[warn] ') && !l.startsWith('[warn] Code style issues')).map((l) => l.slice(7));
  const broken = lines.filter((l) => /^\[error\] \S+: \w*Error/.test(l)).map((l) => l.slice(8));
  if (differ.length)
    console.log(`[test] format: ${differ.length} file(s) differ from Prettier's output (npm run format rewrites them):\n  ${differ.join('\n  ')}`);
  if (broken.length) console.log(`[test] format: Prettier could not read:\n  ${broken.join('\n  ')}`);
  const note = status === 1 ? `${differ.length} file(s) not formatted` : `prettier exited ${status}`;
  record('format', 0, 1, note);
}

function vitest(stage, note, extraEnv = {}, filters = [], config = []) {
  const out = join(tmp, `${stage}.json`);
  console.log(`[test] ${stage}: vitest (${note})`);
  const status = run('vitest', ['run', ...config, ...filters, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], extraEnv);
  const report = readJson(out);
  if (!report) return record(stage, 0, 1, `vitest exited ${status} without a report`);
  // A failing file that never ran its tests still counts as a failure.
  const failedSuites = report.testResults.filter((r) => r.status === 'failed' && r.assertionResults.length === 0).length;
  record(stage, report.numPassedTests, report.numFailedTests + failedSuites, note);
}

/**
 * One throwaway Redis for the run (never the machine's own): the Redis-backed stores'
 * tests use it, and the PostgreSQL run counts its rate limits in it.
 */
let redis;
async function startRedis() {
  try {
    redis = await startThrowawayRedis();
    env.TEST_REDIS_URL = redis.url;
    console.log(`[test] ${redis.version} on ${redis.url} for the shared stores`);
  } catch (err) {
    record('redis', 0, 1, `could not start Redis: ${err.message}`);
  }
}

/** The database-backed suites (endpoints, services, seed) again, on a real PostgreSQL server, each API file on two app processes sharing it and Redis. */
async function apiOnPostgres() {
  let server;
  try {
    server = await startThrowawayPostgres();
  } catch (err) {
    return record('api-pg', 0, 1, `could not start PostgreSQL: ${err.message}`);
  }
  try {
    // TEST_API_PEER: every API test file is served by two app processes on its database and
    // one Redis prefix, requests alternating between them (tests/peer.ts).
    vitest(
      'api-pg',
      `API and services on ${server.version}, two app processes sharing it and Redis`,
      { TEST_DATABASE_URL: server.url, TEST_LIMITS: 'redis', TEST_API_PEER: '1' },
      DB_SUITES,
    );
  } finally {
    server.stop();
  }
}

/** Two app processes (npm run cluster) on a fresh PostgreSQL and this run's Redis: shared limits, caches, a killed process. */
async function cluster() {
  buildIfStale();
  let server;
  try {
    server = await startThrowawayPostgres();
  } catch (err) {
    return record('cluster', 0, 1, `could not start PostgreSQL: ${err.message}`);
  }
  try {
    vitest(
      'cluster',
      `2 app processes on ${server.version} and a Redis of their own`,
      { CLUSTER_DATABASE_URL: server.url },
      [],
      ['--config', 'vitest.cluster.config.ts'],
    );
  } finally {
    server.stop();
  }
}

async function e2e() {
  const chromium = ensureChromium();
  buildIfStale();
  const port = await freePort();
  const out = join(tmp, 'e2e.json');
  const dataDir = join(tmp, 'e2e-data');
  console.log(`[test] e2e: Playwright on ${chromium}, server on port ${port}, a fresh PGlite in ${dataDir}`);
  const status = run('playwright', ['test', '--reporter=list,json'], {
    E2E_PORT: String(port),
    E2E_DATA_DIR: dataDir,
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
  });
  const report = readJson(out);
  if (!report) return record('e2e', 0, 1, `playwright exited ${status} without a report`);
  const { expected = 0, unexpected = 0, flaky = 0 } = report.stats ?? {};
  const setupFailed = (report.errors?.length ?? 0) > 0 && expected + unexpected + flaky === 0 ? 1 : 0;
  record(
    'e2e',
    expected + flaky,
    unexpected + setupFailed,
    flaky ? `${flaky} flaky` : 'Chromium, 390x844 and 1280x800, a phone on a slow network and one without JavaScript',
  );
}

try {
  if (wanted('unit') || wanted('api-pg')) await startRedis();
  if (wanted('typecheck')) typecheck();
  if (wanted('lint')) lint();
  if (wanted('format')) format();
  if (wanted('unit')) vitest('unit', 'units, and services and endpoints on PGlite');
  if (wanted('api-pg')) await apiOnPostgres();
  if (wanted('e2e')) await e2e();
  if (wanted('cluster')) await cluster();
} finally {
  await redis?.remove();
  rmSync(tmp, { recursive: true, force: true });
}

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log('\n[test] summary');
for (const r of results) console.log(`  ${r.stage.padEnd(10)} ${r.passed} passed, ${r.failed} failed`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || results.length === 0 ? 1 : 0);
