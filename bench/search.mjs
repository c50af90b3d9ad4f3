// Search latency and relevance at a catalogue size: every labelled query
// (tests/fixtures/search-queries*.tsv) through the API in-process, each once and cold (its
// search plan not yet cached; the vocabulary loaded), then filtered listings. Reports
// p50 / p95 / max and the relevance measures at that size.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const quantile = (sorted, q) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] * 10) / 10;
const stats = (times) => {
  const s = [...times].sort((a, b) => a - b);
  return { n: s.length, p50: quantile(s, 0.5), p95: quantile(s, 0.95), max: quantile(s, 1) };
};

/** `target`: { dataDir } for PGlite or { url } for PostgreSQL. */
export async function benchSearch(target) {
  const { openDatabase } = await import('#server/db/client.ts');
  const { createApi } = await import('#app/api.ts');
  const { migrate } = await import('#server/db/migrate.ts');
  const { parseLabelledQueries, relevanceReport } = await import('#modules/catalog/search/relevance.ts');
  const database = await openDatabase(target.url ? { url: target.url } : { dataDir: join(target.dataDir, 'pglite') });
  try {
    await migrate(database);
    const { topUpSearch } = await import('#modules/catalog/search/reindex.ts');
    await topUpSearch(database.db);
    const app = createApi({ database: async () => database });
    // Each request from an address of its own, as shoppers' searches come: one address
    // would soon spend the per-address search budget (catalog/search/search-budget.ts).
    let shopper = 0;
    const get = async (path) => {
      const t = performance.now();
      shopper++;
      const res = await app.request(path, { headers: { 'x-bazaar-client-ip': `198.18.${(shopper >> 8) & 255}.${shopper & 255}` } });
      const body = await res.json();
      if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
      return { ms: performance.now() - t, body };
    };
    const [{ count }] = (await database.db.execute('select count(*)::int as count from products')).rows ?? [];
    await get(`/v10/product/index?q=${encodeURIComponent('گرم کردن')}&per-page=24`);
    const queries = ['search-queries.tsv', 'search-queries-more.tsv'].flatMap((f) => parseLabelledQueries(readFileSync(`tests/fixtures/${f}`, 'utf8')));
    const times = [];
    const outcomes = [];
    const slow = [];
    for (const q of queries) {
      const { ms, body } = await get(`/v10/product/index?q=${encodeURIComponent(q.query)}&per-page=24`);
      times.push(ms);
      slow.push([Math.round(ms), q.query]);
      outcomes.push({ ...q, got: body.data.items.map((i) => i.category.slug) });
    }
    const filtered = [];
    for (const path of [
      '/v10/product/index?category=smartphone&brand=samsung&sort=price&per-page=24',
      '/v10/product/index?category=digital-devices&has_discount=1&sort=-price&per-page=24',
      '/v10/product/index?category=laptop&price_min=300000000&price_max=900000000&per-page=24',
      `/v10/product/index?q=${encodeURIComponent('گوشی')}&brand=xiaomi&sort=price&per-page=24`,
      `/v10/product/index?q=${encodeURIComponent('هدفون')}&available=1&expand=facets&per-page=24`,
      '/v10/product/index?category=beauty-and-health&color=black&sort=newest&page=3&per-page=24',
    ]) {
      const { ms } = await get(path);
      filtered.push(ms);
      slow.push([Math.round(ms), decodeURIComponent(path)]);
    }
    const r = relevanceReport(outcomes);
    return {
      engine: database.kind,
      products: count,
      search: stats(times),
      filtered: stats(filtered),
      slowest: slow.sort((a, b) => b[0] - a[0]).slice(0, 4),
      relevance: { successAt1: r.successAt1, precisionAt10: r.precisionAt10, zeroResultRate: r.zeroResultRate, misses: r.misses.map((m) => m.query) },
    };
  } finally {
    await database.close();
  }
}

export function printSearch(r) {
  console.log(`\n== search: ${Number(r.products).toLocaleString('en-US')} products on ${r.engine} (uncached, in-process API) ==`);
  console.log(`${r.search.n} everyday queries, each cold: p50 ${r.search.p50} ms  p95 ${r.search.p95} ms  max ${r.search.max} ms`);
  console.log(`${r.filtered.n} filtered listings: p50 ${r.filtered.p50} ms  p95 ${r.filtered.p95} ms  max ${r.filtered.max} ms`);
  console.log(`slowest: ${r.slowest.map(([ms, what]) => `${what} ${ms} ms`).join('; ')}`);
  console.log(
    `relevance at this size: success@1 ${r.relevance.successAt1}, precision@10 ${r.relevance.precisionAt10}, zero results ${r.relevance.zeroResultRate}${r.relevance.misses.length ? ` (misses: ${r.relevance.misses.join('، ')})` : ''}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = process.argv[2] ?? './data';
  printSearch(await benchSearch(arg.startsWith('postgres') ? { url: arg } : { dataDir: arg }));
}
