import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addToCart, getCart } from '#modules/cart/service.ts';
import { seedDatabase } from '#app/seed/index.ts';
import { openDatabase } from './client.ts';
import { amcheckCarts, checkAfterKill, linesIn, runAndKill, type Lines } from '#tests/crash/harness.ts';
import { migrate } from './migrate.ts';

/**
 * Durability of the embedded database: SIGKILL a PGlite server in the middle of a stream of cart writes, three times
 * on one data directory. After each kill the directory opens again (the dead process's
 * lock is taken over, PostgreSQL replays its WAL) and every write the child acknowledged
 * is there with the count it acknowledged; the only thing allowed to differ is the one
 * write that was in flight when the kill landed, all of it or none of it (a cart is never
 * there without its line). At the end amcheck finds the heap and the indexes intact.
 * More kills: `node bench/crash.mjs --kills=20`.
 *
 * Why it holds (PGlite 0.5, NodeFS): PGlite runs PostgreSQL with fsync off ("-F") and
 * emscripten's NODEFS has no fsync anyway, but every write() is a synchronous fs.writeSync
 * into the kernel, and with synchronous_commit on the commit's WAL is written before the
 * query returns. A killed process loses nothing the kernel holds; a power cut or kernel
 * crash can lose recent commits, which this test does not (cannot) cover.
 */

const RUNS = 3;
const killAfter = () => 20 + Math.floor(Math.random() * 181); // 20-200 acknowledgements

describe('PGlite killed with SIGKILL during a stream of cart writes', () => {
  let root: string | undefined;
  let dataDir: string;
  /** What the database must hold: every acknowledged line at its acknowledged count. */
  const expected: Lines = new Map();
  const report: string[] = [];

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'bazaar-crash-'));
    dataDir = join(root, 'pglite');
    // The run's migrated, seeded template unpacked into the directory (about 1 s), or, on a
    // PostgreSQL test run (no PGlite template), a migrated database with a tiny catalogue.
    const template = inject('pgliteTemplate');
    const database = await openDatabase(template ? { dataDir, loadDataDir: new Blob([await readFile(template)]) } : { dataDir });
    if (!template) {
      await migrate(database);
      await seedDatabase(database.db, { products: 2 });
    }
    await database.close();
  });

  afterAll(() => {
    if (report.length) console.log(`[crash] ${report.join('\n[crash] ')}`);
    if (root) rmSync(root, { recursive: true, force: true });
  });

  for (let run = 1; run <= RUNS; run++) {
    // Generous timeouts for a busy 2-core machine: a run takes 5-15 s.
    it(`run ${run}: reopens after the kill with every acknowledged write`, { timeout: 120_000 }, async () => {
      const target = killAfter();
      const child = await runAndKill({ dataDir, run, target, writeCapMs: 4_000, minAcks: 20, jitterMs: 30, compileCache: join(root!, 'compile-cache') });
      expect(child.acks, 'acknowledged writes before the kill').toBeGreaterThan(0);
      const after = await checkAfterKill(dataDir, expected, child);
      expect(after.problems).toEqual([]);
      report.push(
        `run ${run}: killed after ${child.acks} acks (target ${target}${child.capped ? ', capped by time' : ''}; ` +
          `child ready ${child.readyMs} ms after the spawn (${child.openMs} ms its open and migrate), ${child.writeMs} ms of writes); ` +
          `the write in flight: ${after.inFlight}; reopened in ${after.reopenMs} ms (checked and closed in ${after.checkMs}) with all ${after.lines} lines`,
      );
    });
  }

  it('is consistent after the three kills: amcheck, reads and writes through the cart service', { timeout: 120_000 }, async () => {
    expect(await amcheckCarts(dataDir)).toEqual([]);
    const database = await openDatabase({ dataDir });
    try {
      await migrate(database); // nothing left to apply: the migrator's journal reads back
      const { lines } = await linesIn(database);
      expect(lines).toEqual(expected);
      // The service reads an acknowledged cart, and a new write commits.
      const [someLine, count] = [...expected][0]!;
      const [guest = '', varietyId] = someLine.split(' ');
      const cart = await getCart(database.db, { guestHash: guest });
      expect(cart.items.find((item) => item.v_id === Number(varietyId))?.count).toBe(count);
      const fresh = await addToCart(database.db, { guestHash: 'after-crashes' }, Number(varietyId));
      expect(fresh.items).toHaveLength(1);
      const carts = new Set([...expected.keys()].map((line) => line.split(' ')[0])).size;
      report.push(`after ${RUNS} kills: ${expected.size} lines in ${carts} carts, amcheck clean, the cart service reads and writes`);
    } finally {
      await database.close();
    }
  });
});
