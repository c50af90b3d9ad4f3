import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { newMember } from '#tests/factories/members.ts';
import { distanceM } from './places.ts';
import { GEO_MESSAGES } from './validation.ts';

const t = useTestApi();
const titles = (res: { body: { data: { items: { title: string }[] } } }) => res.body.data.items.map((i) => i.title);

describe('address search (search-address)', () => {
  it('finds a Tehran neighbourhood with its city and province, Arabic letters folded', async () => {
    const me = await newMember(t.db);
    const res = await t.call('POST', '/v6/address/search-address', { q: 'ونك' }, me.auth);
    expect(res.status).toBe(200);
    expect(res.body.data.items[0]).toEqual({
      id: expect.any(Number),
      title: 'ونک',
      kind: 'neighbourhood',
      city_id: 1,
      city: 'تهران',
      province_id: 1,
      province: 'تهران',
      latitude: expect.closeTo(35.7576, 3),
      longitude: expect.closeTo(51.4099, 3),
    });
  });

  it('finds cities too, and words in any order; a city filter keeps to that city', async () => {
    const me = await newMember(t.db);
    const shiraz = await t.call('POST', '/v6/address/search-address', { q: 'شیراز' }, me.auth);
    expect(shiraz.body.data.items[0]).toMatchObject({ kind: 'city', title: 'شیراز', city: 'شیراز', province: 'فارس' });
    expect(titles(await t.call('POST', '/v6/address/search-address', { q: 'تهران دانشگاه' }, me.auth))).toContain('دانشگاه تهران');
    const inTehran = await t.call('POST', '/v6/address/search-address', { q: 'ولیعصر', city_id: 1 }, me.auth);
    expect(titles(inTehran)).toEqual(['میدان ولیعصر']);
    const everywhere = await t.call('POST', '/v6/address/search-address', { q: 'ولیعصر' }, me.auth);
    expect(everywhere.body.data.items.map((i: { city: string }) => i.city).sort()).toEqual(['تبریز', 'تهران']);
  });

  it('forgives a misspelling and answers an empty list for nonsense', async () => {
    const me = await newMember(t.db);
    expect(titles(await t.call('POST', '/v6/address/search-address', { q: 'سعادت آباد' }, me.auth))).toContain('سعادت‌آباد');
    expect(titles(await t.call('POST', '/v6/address/search-address', { q: 'تجرش' }, me.auth))).toContain('تجریش');
    expect(titles(await t.call('POST', '/v6/address/search-address', { q: 'zzqx' }, me.auth))).toEqual([]);
  });

  it('wants sign-in and two letters', async () => {
    expect((await t.call('POST', '/v6/address/search-address', { q: 'ونک' })).status).toBe(401);
    const me = await newMember(t.db);
    const res = await t.call('POST', '/v6/address/search-address', { q: 'و' }, me.auth);
    expect(res.status).toBe(422);
    expect(res.body.data).toEqual([{ field: 'q', message: GEO_MESSAGES.query }]);
  });
});

describe('reverse search (search-address-reverse)', () => {
  it('names the place at a point, with its distance', async () => {
    const me = await newMember(t.db);
    const res = await t.call('POST', '/v6/address/search-address-reverse', { latitude: 35.7578, longitude: 51.4102 }, me.auth);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ title: 'ونک', kind: 'neighbourhood', city: 'تهران', province: 'تهران' });
    expect(res.body.data.distance).toBeLessThan(100);
  });

  it('names the city when no place is near (and a city with no places at all)', async () => {
    const me = await newMember(t.db);
    const yazd = await t.call('POST', '/v6/address/search-address-reverse', { latitude: '۳۱٫۹', longitude: '۵۴٫۳۶' }, me.auth);
    expect(yazd.body.data).toMatchObject({ kind: 'city', title: 'یزد', city: 'یزد', province: 'یزد' });
  });

  it('answers 422 outside Iran and without a point', async () => {
    const me = await newMember(t.db);
    for (const [latitude, longitude] of [
      [33.3152, 44.3661],
      [25.2048, 55.2708],
      [40.4093, 49.8671],
      [34.3529, 62.204],
    ]) {
      const res = await t.call('POST', '/v6/address/search-address-reverse', { latitude, longitude }, me.auth);
      expect(res.status).toBe(422);
      expect(res.body.data).toEqual([{ field: 'latitude', message: GEO_MESSAGES.outsideIran }]);
    }
    expect((await t.call('POST', '/v6/address/search-address-reverse', {}, me.auth)).body.data.map((f: { field: string }) => f.field)).toEqual([
      'latitude',
      'longitude',
    ]);
    expect((await t.call('POST', '/v6/address/search-address-reverse', { latitude: 35.7, longitude: 51.4 })).status).toBe(401);
  });

  it('measures great-circle distances', () => {
    expect(distanceM(35.6892, 51.389, 36.2605, 59.6168)).toBeGreaterThan(730_000);
    expect(distanceM(35.6892, 51.389, 36.2605, 59.6168)).toBeLessThan(760_000);
  });
});

describe('selected city (profile get-city and set-city)', () => {
  it('starts empty, is set, and shows in the identity', async () => {
    const me = await newMember(t.db);
    expect((await t.call('GET', '/v6/profile/get-city', undefined, me.auth)).body.data).toBeNull();
    const set = await t.call('POST', '/v6/profile/set-city', { city_id: '۱' }, me.auth);
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ msg: 'شهر شما ثبت شد', data: { id: 1, name: 'تهران', localPayment: true } });
    expect((await t.call('GET', '/v6/profile/get-city', undefined, me.auth)).body.data).toEqual({ id: 1, name: 'تهران', localPayment: true });
    expect((await t.call('GET', '/v6/profile/identity', undefined, me.auth)).body.data.selectedCity).toEqual({ id: 1, name: 'تهران', localPayment: true });
  });

  it('refuses an unknown or missing city, and guests', async () => {
    const me = await newMember(t.db);
    expect((await t.call('POST', '/v6/profile/set-city', { city_id: 99999 }, me.auth)).body.data).toEqual([{ field: 'city_id', message: GEO_MESSAGES.city }]);
    expect((await t.call('POST', '/v6/profile/set-city', {}, me.auth)).status).toBe(422);
    expect((await t.call('POST', '/v6/profile/set-city', { city_id: 1 })).status).toBe(401);
    expect((await t.call('GET', '/v6/profile/get-city')).status).toBe(401);
  });
});
