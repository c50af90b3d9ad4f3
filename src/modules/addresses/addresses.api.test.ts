import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { CLIENT } from '#tests/auth-helpers.ts';
import { mashhad, newMember, TEHRAN_SHIP } from '#tests/factories/members.ts';

const t = useTestApi();
const create = (auth: Record<string, string>, ship: Record<string, unknown> = TEHRAN_SHIP) => t.call('POST', '/v6/address/create', { Ship: ship }, auth);

describe('address book: sign-in', () => {
  it.each([
    ['GET', '/v6/address/index'],
    ['GET', '/v6/address/view?id=1'],
    ['POST', '/v6/address/create'],
    ['PATCH', '/v6/address/update?id=1'],
    ['DELETE', '/v6/address/delete?id=1'],
    ['POST', '/v6/address/set-as-main'],
  ])('%s %s answers 401 to a guest', async (method, path) => {
    const res = await t.call(method, path, method === 'GET' || method === 'DELETE' ? undefined : { Ship: TEHRAN_SHIP });
    expect(res.status).toBe(401);
    expect(res.body.data.status).toBe(401);
  });
});

describe('address book: the happy path', () => {
  it('creates the first address as main, with names and ASCII digits', async () => {
    const me = await newMember(t.db);
    const res = await create(me.auth, { ...TEHRAN_SHIP, zipcode: '۱۳۹۵۱-۴۳۶۷۸', receiver_mobile: '۰۹۱۲۱۲۳۴۵۶۷', plaque: '۲۴' });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('نشانی با موفقیت ثبت شد');
    expect(res.body.data).toEqual({
      id: expect.any(Number),
      province_id: 1,
      province: 'تهران',
      city_id: 1,
      city: 'تهران',
      address: TEHRAN_SHIP.address,
      zipcode: '1395143678',
      delivery_name: 'سارا محمدی',
      receiver_mobile: '09121234567',
      plaque: '24',
      unit: '3',
      latitude: 35.7576,
      longitude: 51.4099,
      is_main: true,
    });
    const second = await create(me.auth, { ...TEHRAN_SHIP, unit: '', latitude: '', longitude: '' });
    expect(second.body.data).toMatchObject({ is_main: false, unit: null, latitude: null, longitude: null });
  });

  it('takes a form-encoded body with Ship[field] names', async () => {
    const me = await newMember(t.db);
    const form = new URLSearchParams(Object.entries(TEHRAN_SHIP).map(([k, v]) => [`Ship[${k}]`, String(v)]));
    const res = await t.app.request('/v6/address/create', {
      method: 'POST',
      headers: { ...me.auth, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { zipcode: string } }).data.zipcode).toBe('1619735744');
  });

  it('views, updates (PATCH and PUT) and deletes an address', async () => {
    const me = await newMember(t.db);
    const { id } = (await create(me.auth)).body.data;
    expect((await t.call('GET', `/v6/address/view?id=${id}`, undefined, me.auth)).body.data.id).toBe(id);
    const patched = await t.call('PATCH', `/v6/address/update?id=${id}`, { Ship: { ...TEHRAN_SHIP, plaque: '12', ...(await mashhad(t)) } }, me.auth);
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ msg: 'نشانی با موفقیت ویرایش شد', data: { plaque: '12', city: 'مشهد', is_main: true } });
    const put = await t.call('PUT', `/v6/address/update?id=${id}`, { Ship: { ...TEHRAN_SHIP, unit: '9' } }, me.auth);
    expect(put.body.data).toMatchObject({ unit: '9', city: 'تهران' });
    const gone = await t.call('DELETE', `/v6/address/delete?id=${id}`, undefined, me.auth);
    expect(gone.body).toMatchObject({ success: true, msg: 'نشانی حذف شد' });
    expect((await t.call('GET', `/v6/address/view?id=${id}`, undefined, me.auth)).status).toBe(404);
  });

  it('lists main first, then the newest, paged with the spec meta and headers', async () => {
    const me = await newMember(t.db);
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push((await create(me.auth, { ...TEHRAN_SHIP, plaque: String(i + 1) })).body.data.id);
    const res = await t.call('GET', '/v6/address/index?per-page=2&page=2', undefined, me.auth);
    expect(res.status).toBe(200);
    expect(res.body.data._meta).toEqual({ totalCount: 5, pageCount: 3, currentPage: 2, perPage: 2 });
    expect(res.headers.get('X-Pagination-Total-Count')).toBe('5');
    expect(res.body.data._links.next.href).toContain('page=3');
    expect(res.body.data.items.map((a: { id: number }) => a.id)).toEqual([ids[3], ids[2]]);
    const first = await t.call('GET', '/v6/address/index', undefined, me.auth);
    expect(first.body.data.items.map((a: { id: number }) => a.id)).toEqual([ids[0], ids[4], ids[3], ids[2], ids[1]]);
    expect((await t.call('GET', '/v6/address/index?per-page=500', undefined, me.auth)).status).toBe(422);
  });
});

describe('address book: the main address', () => {
  it('sets another as main, with the city and its pay-on-delivery flag expanded', async () => {
    const me = await newMember(t.db);
    const a = (await create(me.auth)).body.data;
    const b = (await create(me.auth)).body.data;
    const res = await t.call('POST', '/v6/address/set-as-main?expand=city.localPayment', { id: b.id }, me.auth);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: b.id, is_main: true, city: { id: 1, name: 'تهران', localPayment: true } });
    expect((await t.call('GET', `/v6/address/view?id=${a.id}`, undefined, me.auth)).body.data.is_main).toBe(false);
    // Again on the one already main: still one main.
    await t.call('POST', '/v6/address/set-as-main', { id: String(b.id) }, me.auth);
    const list = (await t.call('GET', '/v6/address/index', undefined, me.auth)).body.data.items;
    expect(list.filter((x: { is_main: boolean }) => x.is_main).map((x: { id: number }) => x.id)).toEqual([b.id]);
    expect((await t.call('GET', '/v6/address/index?expand=nope', undefined, me.auth)).status).toBe(422);
  });

  it('promotes the newest remaining address when the main one is deleted', async () => {
    const me = await newMember(t.db);
    const a = (await create(me.auth)).body.data;
    const b = (await create(me.auth)).body.data;
    const c = (await create(me.auth)).body.data;
    await t.call('POST', '/v6/address/set-as-main', { id: b.id }, me.auth);
    await t.call('DELETE', `/v6/address/delete?id=${b.id}`, undefined, me.auth);
    expect((await t.call('GET', `/v6/address/view?id=${c.id}`, undefined, me.auth)).body.data.is_main).toBe(true);
    await t.call('DELETE', `/v6/address/delete?id=${a.id}`, undefined, me.auth);
    expect((await t.call('GET', `/v6/address/view?id=${c.id}`, undefined, me.auth)).body.data.is_main).toBe(true);
  });

  it('shows in the identity (hasAddress, mainShip) and the cart (hasAddress)', async () => {
    const me = await newMember(t.db);
    const before = await t.call('GET', '/v6/profile/identity', undefined, me.auth);
    expect(before.body.data).toMatchObject({ hasAddress: false, mainShip: null });
    expect((await t.call('GET', '/v10/cart/index', undefined, me.auth)).body.data.hasAddress).toBe(false);
    const a = (await create(me.auth)).body.data;
    const after = await t.call('GET', '/v6/profile/identity', undefined, me.auth);
    expect(after.body.data).toMatchObject({ hasAddress: true, mainShip: a });
    expect((await t.call('GET', '/v10/cart/index', undefined, me.auth)).body.data.hasAddress).toBe(true);
  });

  it('gives the demo customer two Tehran addresses, one main', async () => {
    const login = await t.call('POST', '/v6/register/login-by-password', { mobile: '09120000001', password: 'bazaar123', ...CLIENT });
    const mainShip = login.body.data.identity.mainShip;
    expect(mainShip).toMatchObject({ city: 'تهران', is_main: true, delivery_name: 'سارا محمدی' });
  });
});

describe('address book: call-center login-as', () => {
  it('lets an operator acting as a customer keep that customer’s book, like the other profile writes', async () => {
    const customer = await newMember(t.db);
    const operator = await t.call('POST', '/v6/register/login-by-password', { mobile: '09120000003', password: 'bazaar123', ...CLIENT });
    const acting = await t.call('POST', '/v6/user/login-as', { mobile: customer.mobile }, { Authorization: `Bearer ${operator.body.data.access_token}` });
    expect(acting.status).toBe(200);
    const auth = { Authorization: `Bearer ${acting.body.data.access_token}` };
    const made = await create(auth);
    expect(made.status).toBe(200);
    const book = await t.call('GET', '/v6/address/index', undefined, customer.auth);
    expect(book.body.data.items.map((a: { id: number }) => a.id)).toEqual([made.body.data.id]);
  });
});
