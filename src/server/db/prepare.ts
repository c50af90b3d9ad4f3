import { config } from '../config.ts';
import { isSeeded, seedDatabase } from '../seed/index.ts';
import { openConfiguredDatabase } from './client.ts';
import { migrate } from './migrate.ts';

/**
 * Run once before the server starts (scripts/serve.mjs): apply migrations and seed the
 * demo shop on the first start. Closes the database afterwards: the server opens its own.
 */
export async function prepareDatabase(log: (line: string) => void = console.log): Promise<void> {
  const database = await openConfiguredDatabase();
  try {
    const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}/pglite`;
    const started = Date.now();
    await migrate(database);
    log(`[bazaar] database: ${where}, migrations applied in ${Date.now() - started} ms`);
    if (config.seedOnStart && !(await isSeeded(database.db))) {
      log('[bazaar] first start: seeding the demo shop…');
      const result = await seedDatabase(database.db, { log: (line) => log(`[bazaar]   ${line}`) });
      log(`[bazaar] seeded ${result.products} products in ${(result.ms / 1000).toFixed(1)} s`);
    }
  } finally {
    await database.close();
  }
}
