import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { varietiesNow, cartItems, findCart, futureList } from '#modules/cart/index.ts';

/** A line of the customer's cart as staff see it: what, how many, at today's price. */
export interface CartLineView {
  variety_id: number;
  product_name: string;
  color: string | null;
  count: number;
  /** Today's unit price, rials. */
  price: number;
  available: boolean;
}

export interface CartView {
  lines: CartLineView[];
  /** The "next purchase" list: what the customer saved for later. */
  next_purchase: { variety_id: number; product_name: string; price: number; available: boolean }[];
}

/**
 * The customer's cart and next-purchase list, read without touching them. The shop's own
 * read (cart/service.ts getCart) locks the cart, brings counts down to the stock and
 * stamps it as used: right for the shopper, wrong for staff looking on, so this reads the
 * lines as they are and prices them with the cart's own `varietiesNow`.
 */
export async function cartOf(db: DbOrTx, userId: number): Promise<CartView> {
  const cart = await findCart(db, { userId });
  if (!cart) return { lines: [], next_purchase: [] };
  const [rows, saved] = await Promise.all([
    db.select().from(cartItems).where(eq(cartItems.cartId, cart.id)).orderBy(asc(cartItems.createdAt), asc(cartItems.id)),
    futureList(db, { userId }),
  ]);
  const now = await varietiesNow(
    db,
    rows.map((r) => r.varietyId),
  );
  const lines = rows.flatMap((r) => {
    const v = now.get(r.varietyId);
    if (!v) return [];
    return [{ variety_id: v.id, product_name: v.productName, color: v.color?.name ?? null, count: r.count, price: v.price, available: v.available }];
  });
  const next_purchase = saved.map((s) => ({ variety_id: s.v_id, product_name: s.product.name, price: s.price, available: s.available }));
  return { lines, next_purchase };
}
