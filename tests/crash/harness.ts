// The crash test's moving parts, shared by src/server/db/crash.test.ts and
// bench/crash.mjs: run the cart writer (writer.ts) in a child process, SIGKILL it
// mid-stream, reopen the directory and compare it with what the child acknowledged.
import { PGlite } from '@electric-sql/pglite';
import { amcheck } from '@electric-sql/pglite/contrib/amcheck';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type Database } from '#server/db/client.ts';
import { lockDataDir } from '#server/db/dir-lock.ts';
import { num, rowsOf } from '#server/db/rows.ts';

const WRITER = fileURLToPath(new URL('./writer.ts', import.meta.url));
const REPO = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

/** "guest variety" -> the line's count. */
export type Lines = Map<string, number>;
const key = (guest: string, varietyId: number | string) => `${guest} ${varietyId}`;

export interface KillOptions {
  dataDir: string;
  /** Names this child's carts (crash-<run>-<n>): runs on one directory never share a cart. */
  run: number;
  /** Acknowledgements to wait for before the kill. */
  target: number;
  /**
   * On a machine too busy to reach the target, the kill comes after this much writing
   * instead, as soon as `minAcks` have arrived.
   */
  writeCapMs: number;
  minAcks: number;
  /** After the target, the kill waits a random 0 to this many ms, so it lands anywhere in a write. */
  jitterMs: number;
  /** NODE_COMPILE_CACHE for the child: later children start about a second sooner. */
  compileCache?: string;
  /** The negative control: the child commits without waiting for the WAL write (synchronous_commit off). */
  asyncCommit?: boolean;
}

export interface ChildRun {
  acks: number;
  /** The last acknowledged count of every line this child wrote. */
  acked: Lines;
  /** The write announced but not acknowledged when the kill landed. */
  inFlight?: string;
  /** From the spawn to the child's first write: Node's start, imports, open, migrate, pick varieties. */
  readyMs: number;
  /** Of which the child's own open, migrate and picking. */
  openMs: number;
  writeMs: number;
  /** Killed by writeCapMs before the target was reached. */
  capped: boolean;
}

/** Runs the writer until `target` acknowledgements have arrived, then SIGKILLs it. */
export function runAndKill(options: KillOptions): Promise<ChildRun> {
  const { dataDir, run, target } = options;
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [WRITER, dataDir, String(run)], {
      cwd: REPO,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        ...(options.compileCache ? { NODE_COMPILE_CACHE: options.compileCache } : {}),
        CRASH_WRITER_ASYNC_COMMIT: options.asyncCommit ? '1' : '',
      },
    });
    const spawned = Date.now();
    const result: ChildRun = { acks: 0, acked: new Map(), readyMs: 0, openMs: 0, writeMs: 0, capped: false };
    let readyAt = 0;
    let killing = false;
    let killed = false;
    let pending = '';
    let stderr = '';
    let cap: NodeJS.Timeout | undefined;
    const kill = () => {
      if (killed) return;
      killed = true;
      result.writeMs = Date.now() - readyAt;
      child.kill('SIGKILL');
    };
    const guard = setTimeout(() => {
      child.kill('SIGKILL');
      fail(new Error(`run ${run}: the writer was not ready in 40 s\n${stderr}`));
    }, 40_000);
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.stdout.on('data', (chunk) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop()!; // a line cut by the kill is no acknowledgement
      for (const line of lines) {
        const [kind = '', , guest = '', varietyId = '', count] = line.split(' ');
        if (kind === 'ready') {
          result.openMs = Number(line.split(' ')[1]);
          readyAt = Date.now();
          result.readyMs = readyAt - spawned;
          clearTimeout(guard);
          cap = setTimeout(() => (result.capped = !killing), options.writeCapMs);
        } else if (kind === 'try') {
          result.inFlight = key(guest, varietyId);
        } else if (kind === 'ack') {
          // Every acknowledgement counts, including those that came while the kill was on its way.
          result.acked.set(key(guest, varietyId), Number(count));
          result.acks++;
          result.inFlight = undefined;
          const enough = result.acks >= target || (result.capped && result.acks >= options.minAcks);
          if (enough && !killing) {
            killing = true;
            setTimeout(kill, Math.random() * options.jitterMs);
          }
        }
      }
    });
    // 'close' comes after the exit has been reaped: the pid is gone when the parent reopens.
    child.on('close', (code, signal) => {
      clearTimeout(guard);
      clearTimeout(cap);
      if (signal === 'SIGKILL' && killed) done(result);
      else fail(new Error(`run ${run}: the writer ended by itself (code ${code}, signal ${signal})\n${stderr}`));
    });
  });
}

/** The crash carts' lines in the database, and crash carts without any line (a torn transaction). */
export async function linesIn(database: Database): Promise<{ lines: Lines; cartsWithoutLines: number }> {
  const rows = rowsOf(
    await database.db.execute(
      sql`select c.guest_token_hash as guest, ci.variety_id, ci.count
          from carts c join cart_items ci on ci.cart_id = c.id
          where c.guest_token_hash like 'crash-%'`,
    ),
  );
  const [torn] = rowsOf(
    await database.db.execute(
      sql`select count(*)::int as n from carts c
          where c.guest_token_hash like 'crash-%' and not exists (select 1 from cart_items ci where ci.cart_id = c.id)`,
    ),
  );
  return { lines: new Map(rows.map((r) => [key(String(r.guest), num(r.variety_id)), num(r.count)])), cartsWithoutLines: num(torn?.n) };
}

export interface AfterKill {
  /** Empty when every acknowledged line is there at its count and nothing else is. */
  problems: string[];
  reopenMs: number;
  /** The whole check: reopen, read, close. */
  checkMs: number;
  lines: number;
  inFlight: 'none' | 'committed' | 'not committed';
}

/**
 * Reopens the directory the way the server does (the killed child's lock file is still
 * there and must be taken over) and checks it against `expected`, every line acknowledged
 * so far, which it then updates with this child's acknowledgements and the write in flight
 * if that one committed (whole: a cart never without its line).
 */
export async function checkAfterKill(dataDir: string, expected: Lines, child: ChildRun): Promise<AfterKill> {
  for (const [line, count] of child.acked) expected.set(line, count);
  const started = Date.now();
  const database = await openDatabase({ dataDir });
  const reopenMs = Date.now() - started;
  let found: Awaited<ReturnType<typeof linesIn>>;
  try {
    found = await linesIn(database);
  } finally {
    await database.close();
  }
  const { lines, cartsWithoutLines } = found;
  const problems: string[] = [];
  let inFlight: AfterKill['inFlight'] = 'none';
  if (child.inFlight !== undefined) {
    const before = expected.get(child.inFlight);
    const now = lines.get(child.inFlight);
    inFlight = now === before ? 'not committed' : 'committed';
    // The write only adds: a line that was not there, or one more of it.
    if (now !== before && (now === undefined || now <= (before ?? 0))) problems.push(`in flight ${child.inFlight}: ${before} became ${now}`);
    if (now !== undefined) expected.set(child.inFlight, now);
  }
  for (const [line, count] of expected) {
    const now = lines.get(line);
    if (now !== count) problems.push(`acknowledged ${line} = ${count}, found ${now ?? 'nothing'}`);
  }
  for (const [line, count] of lines) if (!expected.has(line)) problems.push(`never acknowledged: ${line} = ${count}`);
  if (cartsWithoutLines) problems.push(`${cartsWithoutLines} crash carts without a line`);
  return { problems, reopenMs, checkMs: Date.now() - started, lines: lines.size, inFlight };
}

/**
 * PostgreSQL's own checker on the cart tables: every heap page (verify_heapam) and every
 * B-tree, with every heap tuple looked up in each index (bt_index_check heapallindexed).
 * Creates the amcheck extension in the database: for throwaway directories only.
 */
export async function amcheckCarts(dataDir: string): Promise<string[]> {
  const unlock = lockDataDir(dataDir);
  const pg = await PGlite.create({ dataDir, extensions: { amcheck, pg_trgm } });
  try {
    await pg.exec('create extension if not exists amcheck');
    const problems: string[] = [];
    for (const table of ['carts', 'cart_items']) {
      const { rows } = await pg.query<{ msg: string }>(`select msg from verify_heapam('${table}')`);
      problems.push(...rows.map((r) => `${table}: ${r.msg}`));
    }
    const { rows: indexes } = await pg.query<{ name: string }>(
      `select i.indexrelid::regclass::text as name from pg_index i where i.indrelid in ('carts'::regclass, 'cart_items'::regclass)`,
    );
    for (const { name } of indexes) {
      try {
        await pg.query(`select bt_index_check('${name}'::regclass, true)`);
      } catch (err) {
        problems.push(`${name}: ${(err as Error).message}`);
      }
    }
    if (indexes.length < 5) problems.push(`only ${indexes.length} indexes checked`);
    return problems;
  } finally {
    await pg.close();
    unlock();
  }
}
