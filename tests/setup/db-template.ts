import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '#server/db/client.ts';
import { migrate } from '#server/db/migrate.ts';
import { seedDatabase } from '#app/seed/index.ts';

/** Products in the test catalogue: every leaf category gets at least two. */
export const TEST_PRODUCTS = 120;

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplate: string;
    pgRunId: string;
    /** A Redis for the Redis-backed stores: TEST_REDIS_URL, or one started for this run. */
    redisUrl: string;
  }
}

/**
 * Builds one migrated, seeded database per test run, which every test file clones:
 * a PGlite data dump, or with TEST_DATABASE_URL a PostgreSQL template database.
 */
export default async function setup(project: TestProject) {
  const stopRedis = await provideRedis(project);
  try {
    const teardown = await prepareDatabase(project);
    return async () => {
      await teardown();
      await stopRedis();
    };
  } catch (err) {
    await stopRedis();
    throw err;
  }
}

/** TEST_REDIS_URL when given (npm test starts one), else a throwaway Redis of this run. */
async function provideRedis(project: TestProject): Promise<() => Promise<void>> {
  const given = process.env.TEST_REDIS_URL?.trim();
  if (given) {
    project.provide('redisUrl', given);
    return async () => {};
  }
  const { startThrowawayRedis } = await import('../../scripts/lib/redis.mjs');
  const redis = await startThrowawayRedis();
  project.provide('redisUrl', redis.url);
  return () => redis.remove();
}

async function prepareDatabase(project: TestProject) {
  const started = Date.now();
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const runId = `bazaar_t_${randomBytes(4).toString('hex')}`;
    const template = `${runId}_tpl`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create database "${template}"`);
    const url = new URL(pgUrl);
    url.pathname = `/${template}`;
    const database = await openDatabase({ url: url.href });
    await migrate(database);
    await seedDatabase(database.db, { products: TEST_PRODUCTS });
    await database.close();
    project.provide('pgTemplate', template);
    project.provide('pgRunId', runId);
    project.provide('pgliteTemplate', '');
    console.log(`[test] PostgreSQL template ${template} ready in ${Date.now() - started} ms`);
    return async () => {
      const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${runId}%`]);
      for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
      await admin.end();
    };
  }
  const database = await openDatabase();
  await migrate(database);
  await seedDatabase(database.db, { products: TEST_PRODUCTS });
  const dump = await database.dump!();
  await database.close();
  const dir = await mkdtemp(join(tmpdir(), 'bazaar-pglite-'));
  const file = join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('pgTemplate', '');
  project.provide('pgRunId', '');
  console.log(`[test] PGlite template ready in ${Date.now() - started} ms`);
  return () => rm(dir, { recursive: true, force: true });
}
