import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { MAIN_CATEGORIES } from './main-categories.ts';

const t = useTestApi();

describe('GET /v6/brand/index (a paged collection)', () => {
  it('lists brands in items with _links, _meta and the X-Pagination headers', async () => {
    const res = await t.call('GET', '/v6/brand/index?per-page=10&page=2');
    expect(res.status).toBe(200);
    const { items, _meta, _links } = res.body.data;
    expect(items).toHaveLength(10);
    expect(items[0]).toEqual(expect.objectContaining({ id: 11, slug: expect.any(String), name: expect.any(String), name_en: expect.any(String) }));
    expect(_meta).toEqual({ totalCount: expect.any(Number), pageCount: Math.ceil(_meta.totalCount / 10), currentPage: 2, perPage: 10 });
    expect(_meta.totalCount).toBeGreaterThanOrEqual(60);
    expect(_links.self.href).toBe('/v6/brand/index?per-page=10&page=2');
    expect(_links.first.href).toBe('/v6/brand/index?per-page=10&page=1');
    expect(_links.last.href).toBe(`/v6/brand/index?per-page=10&page=${_meta.pageCount}`);
    expect(_links.prev.href).toBe('/v6/brand/index?per-page=10&page=1');
    expect(_links.next.href).toBe('/v6/brand/index?per-page=10&page=3');
    expect(res.headers.get('X-Pagination-Total-Count')).toBe(String(_meta.totalCount));
    expect(res.headers.get('X-Pagination-Page-Count')).toBe(String(_meta.pageCount));
    expect(res.headers.get('X-Pagination-Current-Page')).toBe('2');
    expect(res.headers.get('X-Pagination-Per-Page')).toBe('10');
  });

  it('defaults to 20 per page and accepts Persian digits', async () => {
    const res = await t.call('GET', `/v6/brand/index?page=${encodeURIComponent('۱')}`);
    expect(res.body.data._meta).toMatchObject({ currentPage: 1, perPage: 20 });
    expect(res.body.data._links.prev).toBeUndefined();
  });

  it('answers an empty page past the end, not an error', async () => {
    const res = await t.call('GET', '/v6/brand/index?page=999');
    expect(res.status).toBe(200);
    expect(res.body.data.items).toEqual([]);
  });
});

describe('GET /v6/category/list', () => {
  it('gives the tree: four main categories, each three levels deep', async () => {
    const res = await t.call('GET', '/v6/category/list');
    const tree = res.body.data.items;
    expect(tree.map((c: { slug: string }) => c.slug)).toEqual(MAIN_CATEGORIES.map((c) => c.slug));
    for (const main of tree) {
      expect(main.children.length).toBeGreaterThan(0);
      for (const sub of main.children) {
        expect(sub.level).toBe(2);
        expect(sub.children.length).toBeGreaterThan(0);
        expect(sub.children.every((leaf: { level: number }) => leaf.level === 3)).toBe(true);
      }
    }
  });
});

describe('slug lookups by id', () => {
  it.each(['category', 'brand', 'product'])('%s: the slug of an existing id, 404 for a missing one', async (kind) => {
    const found = await t.call('GET', `/v6/${kind}/slug?id=1`);
    expect(found.status).toBe(200);
    expect(found.body.data.slug).toMatch(/^[a-z0-9-]+$/);
    const missing = await t.call('GET', `/v6/${kind}/slug?id=987654`);
    expect(missing.status).toBe(404);
    expect(missing.body.success).toBe(false);
  });
});
