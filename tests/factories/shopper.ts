import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { issueLogin } from '#modules/account/auth/tokens.ts';
import { users } from '#modules/account/schema.ts';
import { addresses } from '#modules/addresses/schema.ts';
import { products, varieties } from '#modules/catalog/schema.ts';
import { cartItems, carts } from '#modules/cart/schema.ts';
import { varietiesNow } from '#modules/cart/lines.ts';
import { CLIENT } from '../auth-helpers.ts';

/**
 * Shoppers for checkout and order tests: a fresh account with a complete profile, an
 * address in Tehran (or none) and a bearer token, plus helpers to fill its cart with
 * buyable varieties at today's prices.
 */
let serial = 0;

export interface TestShopper {
  userId: number;
  addressId: number | null;
  headers: Record<string, string>;
}

export async function makeShopper(db: Db, { address = true, cityId = 1, provinceId = 1 } = {}): Promise<TestShopper> {
  const mobile = `0935${String(process.pid % 1000).padStart(3, '0')}${String(++serial).padStart(4, '0')}`;
  const [u] = await db
    .insert(users)
    .values({ username: mobile, mobile, firstName: 'سارا', lastName: 'محمدی', sex: 0, birthday: '1990-01-01', nationalCode: '0013542419' })
    .returning();
  let addressId: number | null = null;
  if (address) {
    const [a] = await db
      .insert(addresses)
      .values({
        userId: u!.id,
        provinceId,
        cityId,
        address: 'خیابان ولیعصر، کوچه نسترن، پلاک ۱۲',
        zipcode: '1416932790',
        deliveryName: 'سارا محمدی',
        receiverMobile: mobile,
        plaque: '12',
        unit: '3',
        isMain: true,
      })
      .returning();
    addressId = a!.id;
  }
  const { tokens } = await issueLogin(db, u!.id, CLIENT.client_id);
  return { userId: u!.id, addressId, headers: { Authorization: `Bearer ${tokens.access_token}` } };
}

/** Buyable varieties (active product and variety, stock and ceiling above `min`), optionally fast-send or not. */
export async function buyableVarieties(db: Db, n: number, { fastSend, min = 3, skip = 0 }: { fastSend?: boolean; min?: number; skip?: number } = {}) {
  return db
    .select({ id: varieties.id, sellerId: varieties.sellerId, stock: varieties.stock })
    .from(varieties)
    .innerJoin(products, eq(products.id, varieties.productId))
    .where(
      and(
        eq(varieties.isActive, true),
        eq(products.status, 1),
        gt(varieties.stock, min),
        gt(varieties.maxOrderCount, min),
        eq(varieties.minOrderCount, 1),
        fastSend === undefined ? sql`true` : eq(varieties.fastSend, fastSend),
      ),
    )
    .orderBy(asc(varieties.id))
    .offset(skip)
    .limit(n);
}

/** Puts lines in the shopper's cart as if added just now (seen prices are today's). */
export async function fillCart(db: Db, userId: number, lines: readonly { id: number; count: number }[]): Promise<void> {
  await db.insert(carts).values({ userId }).onConflictDoNothing();
  const [cart] = await db.select().from(carts).where(eq(carts.userId, userId));
  const now = await varietiesNow(
    db,
    lines.map((l) => l.id),
  );
  for (const l of lines) {
    await db
      .insert(cartItems)
      .values({ cartId: cart!.id, varietyId: l.id, count: l.count, seenPriceRial: now.get(l.id)!.price })
      .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.varietyId], set: { count: l.count } });
  }
}
