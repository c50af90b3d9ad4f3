import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { messages } from '#lib/validation/messages.ts';
import { GEO_MESSAGES } from '#modules/geo/validation.ts';
import { fieldsOf, mashhad, newMember, TEHRAN_SHIP } from '#tests/factories/members.ts';
import { ADDRESS_MESSAGES, MAX_ADDRESSES } from './validation.ts';

/** The address book's refusals: another shopper's address, and the 422 of every `Ship` field. */
const t = useTestApi();
const create = (auth: Record<string, string>, ship: Record<string, unknown> = TEHRAN_SHIP) => t.call('POST', '/v6/address/create', { Ship: ship }, auth);

describe('address book: another shopper’s address is not found', () => {
  it('answers 404 on view, update, delete and set-as-main, and changes nothing', async () => {
    const owner = await newMember(t.db);
    const other = await newMember(t.db);
    const { id } = (await create(owner.auth)).body.data;
    const calls = [
      t.call('GET', `/v6/address/view?id=${id}`, undefined, other.auth),
      t.call('PATCH', `/v6/address/update?id=${id}`, { Ship: { ...TEHRAN_SHIP, plaque: '99' } }, other.auth),
      t.call('DELETE', `/v6/address/delete?id=${id}`, undefined, other.auth),
      t.call('POST', '/v6/address/set-as-main', { id }, other.auth),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(ADDRESS_MESSAGES.notFound);
    }
    expect((await t.call('GET', `/v6/address/view?id=${id}`, undefined, owner.auth)).body.data).toMatchObject({ plaque: '24', is_main: true });
    expect((await t.call('GET', '/v6/address/index', undefined, other.auth)).body.data.items).toEqual([]);
  });
});

describe('address book: 422 in Persian on every field', () => {
  it('names each missing field', async () => {
    const me = await newMember(t.db);
    const res = await create(me.auth, {});
    expect(res.status).toBe(422);
    expect(fieldsOf(res)).toEqual({
      province_id: ADDRESS_MESSAGES.province,
      city_id: ADDRESS_MESSAGES.city,
      address: messages.required,
      zipcode: messages.required,
      delivery_name: messages.required,
      receiver_mobile: messages.required,
      plaque: messages.required,
    });
  });

  it.each([
    [{ zipcode: '0123456789' }, 'zipcode', messages.postalCode],
    [{ zipcode: '1428963210' }, 'zipcode', messages.postalCode],
    [{ zipcode: '1111735744' }, 'zipcode', messages.postalCode],
    [{ address: 'کوتاه' }, 'address', ADDRESS_MESSAGES.addressShort],
    [{ delivery_name: 'سارا' }, 'delivery_name', ADDRESS_MESSAGES.deliveryName],
    [{ receiver_mobile: '08123456789' }, 'receiver_mobile', messages.mobile],
    [{ plaque: 'ندارد' }, 'plaque', ADDRESS_MESSAGES.plaque],
    [{ unit: 'x'.repeat(11) }, 'unit', ADDRESS_MESSAGES.unit],
    [{ latitude: 33.3152, longitude: 44.3661 }, 'latitude', GEO_MESSAGES.outsideIran],
    [{ latitude: 35.7, longitude: '' }, 'longitude', ADDRESS_MESSAGES.pair],
    [{ city_id: 9999 }, 'city_id', ADDRESS_MESSAGES.city],
    [{ province_id: 999 }, 'province_id', ADDRESS_MESSAGES.province],
  ])('refuses %o on %s', async (patch, field, message) => {
    const me = await newMember(t.db);
    const res = await create(me.auth, { ...TEHRAN_SHIP, ...patch });
    expect(res.status).toBe(422);
    expect(fieldsOf(res)[field]).toBe(message);
  });

  it('refuses a city of another province, on update too', async () => {
    const me = await newMember(t.db);
    const mismatch = { ...TEHRAN_SHIP, city_id: (await mashhad(t)).city_id };
    expect(fieldsOf(await create(me.auth, mismatch))).toEqual({ city_id: ADDRESS_MESSAGES.cityNotInProvince });
    const { id } = (await create(me.auth)).body.data;
    const res = await t.call('PATCH', `/v6/address/update?id=${id}`, { Ship: mismatch }, me.auth);
    expect(fieldsOf(res)).toEqual({ city_id: ADDRESS_MESSAGES.cityNotInProvince });
  });

  it(`keeps at most ${MAX_ADDRESSES} addresses`, async () => {
    const me = await newMember(t.db);
    for (let i = 0; i < MAX_ADDRESSES; i++) expect((await create(me.auth)).status).toBe(200);
    const res = await create(me.auth);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(ADDRESS_MESSAGES.tooMany);
    expect(fieldsOf(res)).toEqual({ Ship: ADDRESS_MESSAGES.tooMany });
  });

  it('refuses bad ids on view, update and delete', async () => {
    const me = await newMember(t.db);
    expect((await t.call('GET', '/v6/address/view?id=abc', undefined, me.auth)).status).toBe(422);
    expect((await t.call('DELETE', '/v6/address/delete', undefined, me.auth)).status).toBe(422);
    expect(fieldsOf(await t.call('POST', '/v6/address/set-as-main', {}, me.auth))).toEqual({ id: ADDRESS_MESSAGES.notFound });
  });
});
