// The PGlite crash test with more kills: a child process writes carts
// through the cart service into one PGlite directory and is killed with SIGKILL after a
// random number of acknowledged writes, again and again; after every kill the directory is
// reopened and every acknowledged write looked up, and at the end amcheck checks the cart
// tables. The suite runs three kills (src/server/db/crash.test.ts); this runs many.
//
//   node bench/crash.mjs [--kills=10] [--min-acks=20] [--max-acks=200] [--products=2] [--negative-control]
//
// Prints one line per kill and a verdict; exits 1 when anything acknowledged was missing.
// --negative-control: one more kill at the end, of a writer with synchronous_commit off,
// whose acknowledged writes the check must find missing (it shows the check can fail).
import '../scripts/lib/node-version.mjs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '#server/db/client.ts';
import { amcheckCarts, checkAfterKill, runAndKill } from '#tests/crash/harness.ts';
import { migrate } from '#server/db/migrate.ts';
import { seedDatabase } from '#app/seed/index.ts';

const { values } = parseArgs({
  options: {
    kills: { type: 'string', default: '10' },
    'min-acks': { type: 'string', default: '20' },
    'max-acks': { type: 'string', default: '200' },
    products: { type: 'string', default: '2' },
    'negative-control': { type: 'boolean', default: false },
  },
});
const kills = Number(values.kills);
const minAcks = Number(values['min-acks']);
const maxAcks = Number(values['max-acks']);

const root = mkdtempSync(join(tmpdir(), 'bazaar-crash-bench-'));
const dataDir = join(root, 'pglite');
let failed = false;
try {
  const started = Date.now();
  const database = await openDatabase({ dataDir });
  await migrate(database);
  await seedDatabase(database.db, { products: Number(values.products) });
  await database.close();
  console.log(`[crash] ${dataDir}: migrated and seeded in ${Date.now() - started} ms; ${kills} kills after ${minAcks}-${maxAcks} acks`);

  const expected = new Map();
  const inFlight = { none: 0, committed: 0, 'not committed': 0 };
  let acks = 0;
  for (let run = 1; run <= kills; run++) {
    const target = minAcks + Math.floor(Math.random() * (maxAcks - minAcks + 1));
    const child = await runAndKill({ dataDir, run, target, writeCapMs: 30_000, minAcks, jitterMs: 30, compileCache: join(root, 'compile-cache') });
    const after = await checkAfterKill(dataDir, expected, child);
    acks += child.acks;
    inFlight[after.inFlight]++;
    const perWrite = child.acks ? (child.writeMs / child.acks).toFixed(1) : '-';
    console.log(
      `[crash] kill ${run}: ${child.acks} acks (${perWrite} ms a write), in flight: ${after.inFlight}; ` +
        `child ready ${child.readyMs} ms after the spawn (${child.openMs} ms its open and migrate), reopened in ${after.reopenMs} ms; ${after.lines} lines, ` +
        (after.problems.length ? `PROBLEMS:\n  ${after.problems.join('\n  ')}` : 'all acknowledged lines present'),
    );
    if (after.problems.length) failed = true;
  }
  const amcheck = await amcheckCarts(dataDir);
  if (amcheck.length) failed = true;
  if (values['negative-control']) {
    const child = await runAndKill({ dataDir, run: kills + 1, target: maxAcks, writeCapMs: 30_000, minAcks, jitterMs: 30, asyncCommit: true });
    const after = await checkAfterKill(dataDir, new Map(expected), child);
    const lost = after.problems.filter((p) => p.startsWith('acknowledged')).length;
    console.log(
      `[crash] negative control (synchronous_commit off): ${child.acks} acks, ${lost} acknowledged lines missing or behind after the kill` +
        (lost ? ': the check catches lost writes' : ': NOTHING LOST, so this run cannot show the check failing'),
    );
  }
  console.log(
    `[crash] ${kills} kills, ${acks} acknowledged writes, ${expected.size} lines at the end; the write in flight at the kill: ` +
      `${inFlight['not committed']} not committed, ${inFlight.committed} committed, ${inFlight.none} between writes; ` +
      `amcheck: ${amcheck.length ? amcheck.join('; ') : 'clean'}; ${failed ? 'FAILED' : 'nothing acknowledged was lost'} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
} finally {
  rmSync(root, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
