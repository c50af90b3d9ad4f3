import { and, count, eq } from 'drizzle-orm';
import { users } from '#modules/account/index.ts';
import { addresses } from '#modules/addresses/index.ts';
import { cities, provinces } from '#modules/geo/index.ts';
import { config } from '#server/config.ts';
import { appMeta } from '#server/db/meta.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';

/**
 * Two Tehran addresses for the demo customer (README "Demo accounts"), the first main, so
 * the address book, /shipping and the identity show something real. Once per database
 * (an app_meta mark): a shopper who deletes them does not get them back on a restart.
 * Never in production, like the demo accounts themselves.
 */
const MARK = 'demo_addresses_seeded';

export async function seedDemoAddresses(db: DbOrTx): Promise<number> {
  if (config.isProduction) throw new Error('the demo addresses are never created in production');
  const [done] = await db.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, MARK));
  if (done) return 0;
  const customer = DEMO_ACCOUNTS[0];
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, customer.mobile));
  const [tehran] = await db
    .select({ cityId: cities.id, provinceId: provinces.id })
    .from(cities)
    .innerJoin(provinces, eq(provinces.id, cities.provinceId))
    .where(and(eq(provinces.name, 'تهران'), eq(cities.name, 'تهران')));
  if (!user || !tehran) return 0;
  const [existing] = await db.select({ n: count() }).from(addresses).where(eq(addresses.userId, user.id));
  let added = 0;
  if (!existing?.n) {
    const rows = [
      {
        address: 'ونک، خیابان ملاصدرا، خیابان شیراز جنوبی، کوچه لادن',
        zipcode: '1435916471',
        deliveryName: `${customer.firstName} ${customer.lastName}`,
        receiverMobile: customer.mobile,
        plaque: '24',
        unit: '3',
        latitude: 35.7552,
        longitude: 51.4031,
        isMain: true,
      },
      {
        address: 'یوسف‌آباد، خیابان ابن‌سینا، کوچه سیزدهم',
        zipcode: '1431745813',
        deliveryName: 'علی محمدی',
        receiverMobile: '09121234567',
        plaque: '8',
        unit: null,
        latitude: 35.7331,
        longitude: 51.4018,
        isMain: false,
      },
    ];
    await db.insert(addresses).values(rows.map((r) => ({ ...r, userId: user.id, provinceId: tehran.provinceId, cityId: tehran.cityId })));
    added = rows.length;
  }
  await db.insert(appMeta).values({ key: MARK, value: new Date().toISOString() }).onConflictDoNothing();
  return added;
}
