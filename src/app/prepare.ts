import { config } from '#server/config.ts';
import { disableDemoAccounts } from './seed/accounts.ts';
import { disableDemoCodes } from './seed/codes.ts';
import { seedDemoAddresses } from './seed/demo-addresses.ts';
import { topUpGeo } from './seed/geo.ts';
import { topUpSearch } from '#modules/catalog/index.ts';
import { isSeeded, seedDatabase } from './seed/index.ts';
import { seedSurveyItems } from './seed/reviews/criteria.ts';
import { seedRequests } from './seed/requests.ts';
import { openConfiguredDatabase, type Database } from '#server/db/client.ts';
import { migrate } from '#server/db/migrate.ts';

/**
 * Run once before the server starts (scripts/serve.mjs): apply migrations and seed the
 * demo shop on the first start. Closes the database afterwards: the server opens its own.
 * In production the seed is the catalogue only, and demo accounts and codes left from a
 * development seed are disabled (README "Production").
 */
export async function prepareDatabase(log: (line: string) => void = console.log, open: () => Promise<Database> = openConfiguredDatabase): Promise<void> {
  const database = await open();
  try {
    const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}/pglite`;
    const started = Date.now();
    await migrate(database);
    log(`[bazaar] database: ${where}, migrations applied in ${Date.now() - started} ms`);
    if (config.seedOnStart && !(await isSeeded(database.db))) {
      log(`[bazaar] first start: seeding the demo ${config.isProduction ? 'catalogue (production: no demo accounts or codes)' : 'shop'}…`);
      const result = await seedDatabase(database.db, { log: (line) => log(`[bazaar]   ${line}`) });
      log(`[bazaar] seeded ${result.products} products in ${(result.ms / 1000).toFixed(1)} s`);
    }
    if (await isSeeded(database.db)) await topUpSeed(database.db, log);
    if (config.isProduction) {
      const accounts = await disableDemoAccounts(database.db);
      if (accounts.length) log(`[bazaar] production: disabled the demo accounts ${accounts.join(', ')} (no password, no role, sessions ended)`);
      const codes = await disableDemoCodes(database.db);
      if (codes.length) log(`[bazaar] production: disabled the published demo codes ${codes.join(', ')}`);
    }
  } finally {
    await database.close();
  }
}

/**
 * What a database seeded by an earlier version lacks: city centres and places (the
 * address search), and outside production the demo customer's addresses. Idempotent.
 */
async function topUpSeed(db: Database['db'], log: (line: string) => void): Promise<void> {
  const geo = await topUpGeo(db);
  if (geo.cities || geo.places) log(`[bazaar] added coordinates to ${geo.cities} cities and ${geo.places} places`);
  if (!config.isProduction && (await seedDemoAddresses(db))) log("[bazaar] added the demo customer's addresses");
  const search = await topUpSearch(db);
  if (search) log(`[bazaar] search: ${search}`);
  // Reviews need rating criteria; a shop seeded before them has none.
  const criteria = await seedSurveyItems(db);
  if (criteria) log(`[bazaar] added ${criteria} rating criteria`);
  // Contact departments and open positions; a shop seeded before them has none.
  const requestRows = await seedRequests(db);
  if (requestRows) log(`[bazaar] added ${requestRows} contact departments and job positions`);
}
