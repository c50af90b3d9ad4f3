// `npm run seed -- [--products N]`: empty the catalogue and content, then seed them again
// (N products, 2,000 by default). DATA_DIR or DATABASE_URL choose the database.
import { parseArgs } from 'node:util';
import { openConfiguredDatabase } from '#server/db/client.ts';
import { migrate } from '#server/db/migrate.ts';
import { DEFAULT_PRODUCT_COUNT, resetSeededData, seedDatabase } from './index.ts';

const { values } = parseArgs({ options: { products: { type: 'string' } } });
const products = Number(values.products ?? DEFAULT_PRODUCT_COUNT);
if (!Number.isInteger(products) || products < 1 || products > 5_000_000) {
  console.error('--products must be a whole number between 1 and 5,000,000');
  process.exit(1);
}
const database = await openConfiguredDatabase();
try {
  await migrate(database);
  await resetSeededData(database.db);
  const result = await seedDatabase(database.db, { products, log: (line) => console.log(`[seed] ${line}`) });
  console.log(`[seed] ${result.products} products in ${(result.ms / 1000).toFixed(1)} s (${database.kind})`);
} finally {
  await database.close();
}
