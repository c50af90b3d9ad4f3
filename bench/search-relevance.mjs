// `node bench/search-relevance.mjs [DATA_DIR]`: the relevance measures of the labelled query sets on a
// seeded database (default ./data), printing each miss. The suite asserts the same in
// src/modules/catalog/search/relevance.api.test.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const dataDir = process.argv[2] ?? process.env.DATA_DIR ?? './data';
const { openDatabase } = await import('#server/db/client.ts');
const { migrate } = await import('#server/db/migrate.ts');
const { EMPTY_FILTERS, listProducts } = await import('#modules/catalog/listing/listing.ts');
const { parseLabelledQueries, relevanceReport } = await import('#modules/catalog/search/relevance.ts');

const database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
await migrate(database);
for (const file of ['tests/fixtures/search-queries.tsv', 'tests/fixtures/search-queries-more.tsv']) {
  const outcomes = [];
  const t0 = performance.now();
  for (const c of parseLabelledQueries(readFileSync(file, 'utf8'))) {
    const { items } = await listProducts(database.db, { ...EMPTY_FILTERS, q: c.query }, 'relevance', { page: 1, perPage: 10 });
    outcomes.push({ ...c, got: items.map((i) => i.category.slug), names: items.slice(0, 3).map((i) => i.name) });
  }
  const r = relevanceReport(outcomes);
  console.log(
    `\n${file}: ${r.queries} queries in ${Math.round(performance.now() - t0)} ms: success@1 ${r.successAt1}, precision@10 ${r.precisionAt10}, zero results ${r.zeroResultRate}`,
  );
  for (const m of r.misses) console.log(`  ✗ ${m.query} (want ${m.expected.join('|')}): ${m.got.slice(0, 5).join(', ') || 'nothing'}  «${m.names?.[0] ?? ''}»`);
}
await database.close();
