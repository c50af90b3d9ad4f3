import { and, desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { notFound } from '#server/errors.ts';
import { futureItems } from './schema.ts';
import { varietiesNow } from './lines.ts';
import { findCart, withCart, addLine, type CartKey } from './service.ts';
import type { Cart, FutureItem } from './validation.ts';

/** The future-shopping ("buy later") list of spec section 7, kept beside the cart. */

export const FUTURE_MESSAGES = {
  toCart: 'کالا به سبد خرید منتقل شد',
  allToCart: 'کالاهای موجود به سبد خرید منتقل شدند',
  someLeft: 'کالاهای ناموجود در لیست خرید بعدی ماندند',
  removed: 'کالا از لیست خرید بعدی حذف شد',
  cleared: 'لیست خرید بعدی خالی شد',
  notInList: 'این کالا در لیست خرید بعدی شما نیست',
} as const;

async function rowsOf(db: DbOrTx, cartId: number) {
  return db.select().from(futureItems).where(eq(futureItems.cartId, cartId)).orderBy(desc(futureItems.createdAt));
}

export async function futureList(db: DbOrTx, key: CartKey): Promise<FutureItem[]> {
  const cart = await findCart(db, key);
  if (!cart) return [];
  const rows = await rowsOf(db, cart.id);
  const now = await varietiesNow(
    db,
    rows.map((r) => r.varietyId),
  );
  return rows.flatMap((r) => {
    const v = now.get(r.varietyId);
    if (!v) return [];
    return [
      {
        v_id: v.id,
        available: v.available,
        price_main: v.priceMain,
        price: v.price,
        product: { id: v.productId, name: v.productName, slug: v.slug, image: v.image },
        color: v.color,
        guarantee: v.guarantee,
        seller: v.seller,
      },
    ];
  });
}

/** Move one saved variety into the cart (the cart's add rule applies; it leaves the list). */
export async function futureToCart(db: Db, key: CartKey, varietyId: number): Promise<Cart> {
  return withCart(db, key, async (tx, cart) => {
    const where = and(eq(futureItems.cartId, cart.id), eq(futureItems.varietyId, varietyId));
    const [row] = await tx.select().from(futureItems).where(where);
    if (!row) throw notFound(FUTURE_MESSAGES.notInList);
    await addLine(tx, cart, varietyId, undefined, key.wholesale);
    await tx.delete(futureItems).where(where);
  });
}

/** Move every saved variety that can be bought; the rest stay saved. */
export async function allFutureToCart(db: Db, key: CartKey): Promise<{ cart: Cart; left: number }> {
  let left = 0;
  const cart = await withCart(db, key, async (tx, row) => {
    for (const item of await rowsOf(tx, row.id)) {
      try {
        // A savepoint per line: one that does not fit must not undo the others.
        await tx.transaction(async (sp) => {
          await addLine(sp, row, item.varietyId, undefined, key.wholesale);
          await sp.delete(futureItems).where(and(eq(futureItems.cartId, row.id), eq(futureItems.varietyId, item.varietyId)));
        });
      } catch {
        left++;
      }
    }
  });
  return { cart, left };
}

export async function removeFuture(db: Db, key: CartKey, varietyId: number | null): Promise<Cart> {
  return withCart(db, key, async (tx, cart) => {
    const where = varietyId ? and(eq(futureItems.cartId, cart.id), eq(futureItems.varietyId, varietyId)) : eq(futureItems.cartId, cart.id);
    await tx.delete(futureItems).where(where);
  });
}
