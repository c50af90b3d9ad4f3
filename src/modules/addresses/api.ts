import { Hono, type Context } from 'hono';
import { requireCaller } from '#server/auth/session.ts';
import type { Db } from '#server/db/client.ts';
import { notFound } from '#server/errors.ts';
import { readBody } from '#server/http/body.ts';
import type { AppEnv } from '#server/http/env.ts';
import { collection, ok } from '#server/http/envelope.ts';
import { expand, pagination, parse, queryId } from '#server/http/params.ts';
import { cityRefOf } from '#modules/geo/index.ts';
import { addressOf, addressPage, createAddress, deleteAddress, setMainAddress, updateAddress } from './service.ts';
import { ADDRESS_MESSAGES, setMainBody, shipFields, shipOf, type AddressView, type AddressWithCity } from './validation.ts';

/**
 * The address book (shared/spec/API.md "Addresses, checkout and orders"): every call is
 * the signed-in shopper's own (401 for guests, 404 for another shopper's id). Login-as
 * operators edit the customer's book like the customer, as with the other profile writes.
 */
export const addressApi = new Hono<AppEnv>();

/** `expand=city.localPayment` (or `city`): read first, so a bad value refuses before any write. */
const wantsCity = (c: Context<AppEnv>) => expand(c, ['city', 'city.localPayment'] as const).size > 0;

/** With the city expanded: `{ id, name, localPayment }` in place of its name. */
async function shaped(db: Db, items: AddressView[], withCity: boolean): Promise<(AddressView | AddressWithCity)[]> {
  if (!withCity) return items;
  return Promise.all(items.map(async (a) => ({ ...a, city: (await cityRefOf(db, a.city_id))! })));
}
const one = async (db: Db, a: AddressView, withCity: boolean) => (await shaped(db, [a], withCity))[0]!;

const shipBody = async (c: Context<AppEnv>) => parse(shipFields, shipOf(await readBody(c)));

addressApi.get('/v6/address/index', async (c) => {
  const { userId } = requireCaller(c);
  const page = pagination(c);
  const withCity = wantsCity(c);
  const { items, total } = await addressPage(c.var.db, userId, page);
  return collection(c, await shaped(c.var.db, items, withCity), total, page);
});

addressApi.get('/v6/address/view', async (c) => {
  const { userId } = requireCaller(c);
  const withCity = wantsCity(c);
  const address = await addressOf(c.var.db, userId, queryId(c));
  if (!address) throw notFound(ADDRESS_MESSAGES.notFound);
  return ok(c, await one(c.var.db, address, withCity));
});

addressApi.post('/v6/address/create', async (c) => {
  const { userId } = requireCaller(c);
  const withCity = wantsCity(c);
  const address = await createAddress(c.var.db, userId, await shipBody(c));
  return ok(c, await one(c.var.db, address, withCity), 'نشانی با موفقیت ثبت شد');
});

for (const method of ['patch', 'put'] as const) {
  addressApi[method]('/v6/address/update', async (c) => {
    const { userId } = requireCaller(c);
    const id = queryId(c);
    const withCity = wantsCity(c);
    const address = await updateAddress(c.var.db, userId, id, await shipBody(c));
    return ok(c, await one(c.var.db, address, withCity), 'نشانی با موفقیت ویرایش شد');
  });
}

addressApi.delete('/v6/address/delete', async (c) => {
  const { userId } = requireCaller(c);
  const id = queryId(c);
  await deleteAddress(c.var.db, userId, id);
  return ok(c, { id }, 'نشانی حذف شد');
});

/** `{ id }` (or `?id=`); with `expand=city.localPayment` the checkout learns whether pay-on-delivery is offered. */
addressApi.post('/v6/address/set-as-main', async (c) => {
  const { userId } = requireCaller(c);
  const withCity = wantsCity(c);
  const body = await readBody(c);
  const { id } = parse(setMainBody, { id: body.id ?? c.req.query('id') });
  return ok(c, await one(c.var.db, await setMainAddress(c.var.db, userId, id), withCity), 'نشانی اصلی تغییر کرد');
});
