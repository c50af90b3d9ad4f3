import { users } from '#modules/account/schema.ts';
import { issueLogin } from '#modules/account/auth/tokens.ts';
import type { Db } from '#server/db/client.ts';
import type { TestApi } from '../harness.ts';

/**
 * Test helper (API tests only): a new member with no address, signed in with a bearer
 * token, made straight in the database so tests neither send SMS nor depend on order.
 */
let n = 0;

export async function newMember(db: Db): Promise<{ id: number; mobile: string; auth: Record<string, string> }> {
  const mobile = `0937${String(process.pid % 1000).padStart(3, '0')}${String(n++).padStart(4, '0')}`;
  const [user] = await db.insert(users).values({ username: mobile, mobile, firstName: 'آزمون', lastName: 'نشانی' }).returning({ id: users.id });
  const { tokens } = await issueLogin(db, user!.id, 'retail-web');
  return { id: user!.id, mobile, auth: { Authorization: `Bearer ${tokens.access_token}` } };
}

/** A valid `Ship` in Tehran (province 1, city 1 in the seed). */
export const TEHRAN_SHIP = {
  province_id: 1,
  city_id: 1,
  address: 'ونک، خیابان ملاصدرا، کوچه لادن',
  zipcode: '1619735744',
  delivery_name: 'سارا محمدی',
  receiver_mobile: '09121234567',
  plaque: '24',
  unit: '3',
  latitude: 35.7576,
  longitude: 51.4099,
} as const;

/** A 422 answer's messages by field. */
export const fieldsOf = (res: { body: { data: { field: string; message: string }[] } }) => Object.fromEntries(res.body.data.map((f) => [f.field, f.message]));

/** Mashhad and its province (Razavi Khorasan), looked up by name. */
export async function mashhad(t: TestApi): Promise<{ province_id: number; city_id: number }> {
  const provinces = (await t.call('GET', '/v6/address/get-province')).body.data.items;
  const province_id = provinces.find((p: { name: string }) => p.name === 'خراسان رضوی').id;
  const cities = (await t.call('GET', `/v6/address/get-city?province_id=${province_id}`)).body.data.items;
  return { province_id, city_id: cities.find((c: { name: string }) => c.name === 'مشهد').id };
}
