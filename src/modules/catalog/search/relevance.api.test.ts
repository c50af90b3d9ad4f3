import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApi, type TestApi } from '#tests/harness.ts';
import { rowsOf } from '#server/db/rows.ts';
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

interface Found {
  items: { name: string; name_en: string; category: { slug: string } }[];
  corrected?: string;
  search?: { fallback: string | null; dropped: string[] };
}

let address = 0;
async function search(q: string): Promise<Found> {
  const res = await t.call('GET', `/v10/product/index?q=${encodeURIComponent(q)}&per-page=10`, undefined, {
    'x-bazaar-client-ip': `198.19.0.${++address & 255}`,
  });
  expect(res.status, q).toBe(200);
  return res.body.data;
}

/** How many results lead before the first of another kind. */
const leading = (found: Found, slug: string) => {
  const other = found.items.findIndex((i) => i.category.slug !== slug);
  return other === -1 ? found.items.length : other;
};

/**
 * A query naming a model (in Latin, Persian or both, any case, glued or spaced) finds the
 * model first: phones and laptops themselves, before the cases that merely fit them, and
 * never air fryers for the «air» of «macbook air». A model the shop lacks (Galaxy S24,
 * Redmi Note) is answered with its line's products, never with another model number
 * passed off as a typo.
 */
describe('search relevance: model names', () => {
  it.each([
    ['macbook air', 'laptop', /MacBook Air/],
    ['MacBook Air', 'laptop', /MacBook Air/],
    ['iphone 16 pro', 'smartphone', /iPhone 16 Pro/],
    ['آیفون 16', 'smartphone', /iPhone 16/],
    ['iPhone16', 'smartphone', /iPhone 16/],
    ['galaxy s25 ultra', 'smartphone', /Galaxy S25 Ultra/],
  ])('«%s»: the %s itself first, what fits it after', async (q, slug, name) => {
    const found = await search(q);
    const lead = leading(found, slug);
    expect(lead, q).toBeGreaterThan(0);
    // Every product that is the model leads: none is left behind an accessory.
    for (const item of found.items.slice(0, lead)) expect(item.name_en, q).toMatch(name);
    expect(found.items.slice(lead).filter((i) => i.category.slug === slug && name.test(i.name_en))).toEqual([]);
    expect(found.search?.fallback ?? null, q).toBeNull();
  });

  it('lists MacBook Airs for «macbook air», no air fryer', async () => {
    const found = await search('macbook air');
    expect(found.items.length).toBeGreaterThan(0);
    expect(found.items.map((i) => i.category.slug)).not.toContain('air-fryer');
  });

  it.each(['galaxy s24', 'گلکسی s24', 'Galaxy S24'])('«%s»: Galaxy phones first, S24 said to be missing, not swapped for another model', async (q) => {
    const found = await search(q);
    expect(leading(found, 'smartphone')).toBeGreaterThanOrEqual(2);
    for (const item of found.items.slice(0, leading(found, 'smartphone'))) expect(item.name_en).toMatch(/Galaxy/);
    expect(found.search?.dropped).toEqual(['s24']);
    expect(found.corrected ?? '').not.toMatch(/s25/);
  });

  it.each(['redmi note', 'Redmi Note', 'ردمی نوت'])('«%s»: Redmi phones before the cases for a Redmi Note', async (q) => {
    const found = await search(q);
    const lead = leading(found, 'smartphone');
    expect(lead).toBeGreaterThan(0);
    for (const item of found.items.slice(0, lead)) expect(item.name_en).toMatch(/Redmi/);
    const firstCase = found.items.findIndex((i) => i.category.slug === 'phone-case');
    expect(firstCase).toBeGreaterThanOrEqual(lead);
    expect(found.items[firstCase]!.name_en).toMatch(/Redmi Note/);
  });

  it('answers a model the shop does not sell, only cases for it, with its line first and the cases next', async () => {
    // The shop stops selling Redmi Note phones: only the cases that fit them still name them.
    const hidden = rowsOf(
      await t.db.execute(sql`update products p set status = 0 from products old
        where old.id = p.id and p.name_en like 'Xiaomi Redmi Note%' returning p.id, old.status`),
    );
    try {
      const found = await search('Redmi Note 14');
      expect(found.search?.fallback).toBe('line');
      expect(found.search?.dropped).toEqual(['note', '14']);
      expect(found.items[0]!.name_en).toMatch(/Redmi/);
      expect(found.items[0]!.category.slug).not.toBe('phone-case');
      const firstCase = found.items.findIndex((i) => i.category.slug === 'phone-case');
      expect(firstCase).toBeGreaterThan(0);
      expect(found.items[firstCase]!.name_en).toMatch(/Redmi Note 14/);
    } finally {
      for (const r of hidden) await t.db.execute(sql`update products set status = ${r.status} where id = ${r.id}`);
    }
  });

  it('cuts a model number glued to the next word: «s24ultra» is searched as «s24 ultra», a phone first', async () => {
    const found = await search('s24ultra');
    expect(found.corrected).toBe('s24 ultra');
    expect(found.items[0]!.category.slug).toBe('smartphone');
    expect(found.items[0]!.name_en).toMatch(/Ultra/);
  });
});

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
