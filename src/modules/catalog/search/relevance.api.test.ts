import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApi, type TestApi } from '#tests/harness.ts';
import { DEFAULT_PRODUCT_COUNT, resetSeededData, seedDatabase } from '#app/seed/index.ts';
import { parseLabelledQueries, relevanceReport, type LabelledQuery, type QueryOutcome } from './relevance.ts';

/**
 * Search relevance on the shop as `npm start` seeds it (2,000 products), through the API a
 * client calls: the shop's reference query set (copied from shared/search/queries.tsv) and a second
 * set of everyday queries written for this catalogue (other kinds, brands, series,
 * colloquial and misspelt forms). Targets: the right kind first for at least 95 % of
 * queries, at least 85 % of the first ten results of the right kind, no query without
 * results.
 */
let t: TestApi;

beforeAll(async () => {
  t = await testApi();
  await resetSeededData(t.db);
  await seedDatabase(t.db, { products: DEFAULT_PRODUCT_COUNT });
}, 120_000);
afterAll(() => t.close());

const load = (file: string) => parseLabelledQueries(readFileSync(new URL(`../../../../tests/fixtures/${file}`, import.meta.url), 'utf8'));

async function run(queries: LabelledQuery[]): Promise<QueryOutcome[]> {
  const out: QueryOutcome[] = [];
  for (const [i, q] of queries.entries()) {
    // Each query from its own address, as shoppers' are: one address would spend its search budget.
    const res = await t.call('GET', `/v10/product/index?q=${encodeURIComponent(q.query)}&per-page=10`, undefined, {
      'x-bazaar-client-ip': `198.18.${i >> 8}.${i & 255}`,
    });
    expect(res.status, q.query).toBe(200);
    out.push({ ...q, got: res.body.data.items.map((i: { category: { slug: string } }) => i.category.slug) });
  }
  return out;
}

describe.each([
  ['the reference query set', 'search-queries.tsv'],
  ['everyday queries beyond it', 'search-queries-more.tsv'],
])('search relevance: %s', (_name, file) => {
  it('puts the kind of product meant first, mostly the right kind in the first ten, never nothing', async () => {
    const report = relevanceReport(await run(load(file)));
    console.log(
      `[relevance] ${file}: ${report.queries} queries, success@1 ${report.successAt1}, precision@10 ${report.precisionAt10}, zero results ${report.zeroResultRate}` +
        report.misses.map((m) => `\n  miss: ${m.query} (want ${m.expected.join('|')}) got ${m.got.slice(0, 3).join(', ') || 'nothing'}`).join(''),
    );
    expect(report.successAt1).toBeGreaterThanOrEqual(0.95);
    expect(report.precisionAt10).toBeGreaterThanOrEqual(0.85);
    expect(report.zeroResultRate).toBe(0);
  }, 60_000);
});
