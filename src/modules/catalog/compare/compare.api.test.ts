import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import type { Comparison } from './compare.ts';

const t = useTestApi();
const LIMIT = 'حداکثر ۴ محصول را می‌توان مقایسه کرد';

async function someIds(n: number): Promise<number[]> {
  const res = await t.call('GET', `/v10/product/index?per-page=${n}`);
  return res.body.data.items.map((c: { id: number }) => c.id);
}

describe('GET /v6/product/compare', () => {
  it('returns cards in the order asked and the aligned specification table', async () => {
    const [a, b, c] = await someIds(3);
    const res = await t.call('GET', `/v6/product/compare?ids[]=${c}&ids[]=${a}&ids[]=${b}`);
    expect(res.status).toBe(200);
    const data = res.body.data as Comparison;
    expect(data.items.map((i) => i.id)).toEqual([c, a, b]);
    expect(data.items[0]).toHaveProperty('price_off');
    expect(data.items[0]!.brand?.name).toBeTruthy();
    expect(data.attributes.length).toBeGreaterThan(3);
    expect(data.attributes.every((row) => row.values.length === 3)).toBe(true);
    const brand = data.attributes.find((row) => row.group === 'شناسنامه کالا' && row.title === 'برند');
    expect(brand?.values).toEqual(data.items.map((i) => i.brand?.name));
  });

  it('accepts every id style and drops unknown ids', async () => {
    const [a, b] = await someIds(2);
    for (const query of [`ids[0]=${a}&ids[1]=${b}`, `products=${a},${b}`, `products=${a}&products=${b}&products=${a}`, `ids[]=${a}&ids[]=999999&ids[]=${b}`]) {
      const res = await t.call('GET', `/v6/product/compare?${query}`);
      expect(res.status, query).toBe(200);
      expect(
        res.body.data.items.map((i: { id: number }) => i.id),
        query,
      ).toEqual([a, b]);
    }
  });

  it('refuses more than four products with the spec message', async () => {
    const res = await t.call('GET', '/v6/product/compare?products=1,2,3,4,5');
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(LIMIT);
    expect(res.body.data).toEqual([{ field: 'products', message: LIMIT }]);
  });

  it('answers 422 to malformed or missing ids, never 500', async () => {
    for (const query of ['ids[]=abc', 'products=1,-2', 'ids[0]=1e3', '']) {
      const res = await t.call('GET', `/v6/product/compare?${query}`);
      expect(res.status, query).toBe(422);
      expect(res.body.success).toBe(false);
    }
  });
});
