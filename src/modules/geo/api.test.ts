import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';

const t = useTestApi();

describe('provinces and cities', () => {
  it('lists all 31 provinces of Iran, Tehran first', async () => {
    const res = await t.call('GET', '/v6/address/get-province');
    expect(res.body.data.items).toHaveLength(31);
    expect(res.body.data.items[0]).toEqual({ id: expect.any(Number), name: 'تهران' });
  });

  it("lists a province's cities with the pay-on-delivery flag", async () => {
    const tehran = await t.call('GET', '/v6/address/get-city?province_id=1');
    const cities = tehran.body.data.items;
    expect(cities[0]).toMatchObject({ name: 'تهران', localPayment: true });
    const other = await t.call('GET', '/v6/address/get-city?province_id=5');
    expect(other.body.data.items.length).toBeGreaterThan(2);
    expect(other.body.data.items.every((c: { localPayment: boolean }) => typeof c.localPayment === 'boolean')).toBe(true);
  });

  it('answers 422 for a bad province id and an empty list for an unknown one', async () => {
    expect((await t.call('GET', '/v6/address/get-city?province_id=x')).status).toBe(422);
    expect((await t.call('GET', '/v6/address/get-city')).body.data[0].field).toBe('province_id');
    expect((await t.call('GET', '/v6/address/get-city?province_id=9999')).body.data.items).toEqual([]);
  });
});
