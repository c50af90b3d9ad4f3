import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { notFound, validationError } from '#server/errors.ts';
import { cartItems, carts, futureItems } from './schema.ts';
import { codeError, codeGuesses, discountProblem, findDiscount, findGiftCard, giftProblem, ruleOf, signInForCodes, CODE_MESSAGES } from './codes.ts';
import { varietiesNow, type VarietyNow } from './lines.ts';
import { buysAsPartner } from '#modules/catalog/index.ts';
import { discountAmount } from './pricing.ts';
import { readCart, type CartRow } from './current-cart.ts';
import type { Cart } from './validation.ts';
import { COUNT_MESSAGES } from './count-messages.ts';

/**
 * Cart business rules (spec sections 3, 4 and 7; docs/adr/0006-cart.md). Every change
 * runs in one transaction holding the cart's row lock, so two tabs (or two parallel
 * requests) on one cart apply one after the other and never pass the stock or the
 * per-order ceiling. Prices always come from the catalogue, never from the request.
 */

/**
 * Whose cart, and on which storefront it is used: a confirmed partner's lines are priced
 * and limited as a partner's on the wholesale storefront only (docs/adr/0021).
 */
export type CartKey = ({ userId: number } | { guestHash: string }) & { wholesale?: boolean };

export const CART_MESSAGES = {
  added: 'کالا به سبد خرید اضافه شد',
  changed: 'تعداد کالا به‌روز شد',
  removed: 'کالا از سبد خرید حذف شد',
  removedMany: 'کالاهای انتخاب‌شده از سبد خرید حذف شدند',
  cleared: 'سبد خرید خالی شد',
  toFuture: 'کالا به لیست خرید بعدی منتقل شد',
  allToFuture: 'همه کالاها به لیست خرید بعدی منتقل شدند',
  codeApplied: 'کد تخفیف با موفقیت اعمال شد',
  giftApplied: 'کارت هدیه با موفقیت اعمال شد',
  codeRemoved: 'کد تخفیف حذف شد',
  soldOut: 'موجودی این کالا به پایان رسیده است',
  notInCart: 'این کالا در سبد خرید شما نیست',
  unknownVariety: 'کالای مورد نظر یافت نشد',
  min: COUNT_MESSAGES.min,
  max: COUNT_MESSAGES.max,
  partnerMax: COUNT_MESSAGES.partnerMax,
  stock: COUNT_MESSAGES.stock,
  nothingSelected: 'حداقل یک کالا را انتخاب کنید',
} as const;

const userOf = (key: CartKey) => ('userId' in key ? key.userId : null);
const readOf = (key: CartKey) => ({ wholesale: key.wholesale ?? false });
const ownerWhere = (key: CartKey) => ('userId' in key ? eq(carts.userId, key.userId) : eq(carts.guestTokenHash, key.guestHash));

export async function findCart(db: DbOrTx, key: CartKey): Promise<CartRow | undefined> {
  const [row] = await db.select().from(carts).where(ownerWhere(key));
  return row;
}

/** The owner's cart, created on first use, locked until the transaction ends. */
async function lockCart(tx: DbOrTx, key: CartKey): Promise<CartRow> {
  const [found] = await tx.select().from(carts).where(ownerWhere(key)).for('update');
  if (found) return found;
  await tx
    .insert(carts)
    .values('userId' in key ? { userId: key.userId } : { guestTokenHash: key.guestHash })
    .onConflictDoNothing();
  const [row] = await tx.select().from(carts).where(ownerWhere(key)).for('update');
  return row!;
}

export async function withCart(db: Db, key: CartKey, change: (tx: DbOrTx, cart: CartRow) => Promise<void>): Promise<Cart> {
  return db.transaction(async (tx) => {
    const cart = await lockCart(tx, key);
    await change(tx, cart);
    // Read back: the change may have set the cart's own columns (applied codes).
    const [fresh] = await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cart.id)).returning();
    return readCart(tx, fresh, userOf(key), readOf(key));
  });
}

export async function getCart(db: Db, key: CartKey): Promise<Cart> {
  // Reading may bring counts down to the stock: one transaction with the lock, like a change,
  // but a cart that does not exist yet is not created by looking at it.
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(carts).where(ownerWhere(key)).for('update');
    if (!row) return readCart(tx, undefined, userOf(key), readOf(key));
    const [fresh] = await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, row.id)).returning();
    return readCart(tx, fresh, userOf(key), readOf(key));
  });
}

/**
 * The refusal for a count that does not fit. The ceiling is quote.ts's one limit rule:
 * the stock and the per-order limit, a partner's raised to the variety's largest tier; a
 * count above it is refused with the number, never taken silently.
 */
function countProblem(v: VarietyNow, count: number): string | null {
  if (!v.available) return CART_MESSAGES.soldOut;
  if (count < v.min) return CART_MESSAGES.min(v.min);
  if (count > v.ceiling) {
    if (v.limitedByStock) return CART_MESSAGES.stock(v.ceiling);
    return v.facts.partner ? CART_MESSAGES.partnerMax(v.ceiling) : CART_MESSAGES.max(v.ceiling);
  }
  return null;
}

/** A variety as this cart may buy it: a partner's on the wholesale storefront at tier prices and the partner's limit (catalog/prices/quote.ts). */
async function variety(tx: DbOrTx, id: number, cart: CartRow, wholesale: boolean): Promise<VarietyNow> {
  const partner = await buysAsPartner(tx, cart.userId, wholesale);
  const v = (await varietiesNow(tx, [id], { partner })).get(id);
  if (!v) throw notFound(CART_MESSAGES.unknownVariety);
  return v;
}

async function lineOf(tx: DbOrTx, cart: CartRow, varietyId: number) {
  const [line] = await tx
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cart.id), eq(cartItems.varietyId, varietyId)));
  return line;
}

async function putLine(tx: DbOrTx, cart: CartRow, v: VarietyNow, count: number) {
  await tx
    .insert(cartItems)
    .values({ cartId: cart.id, varietyId: v.id, count, seenPriceRial: v.price })
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.varietyId],
      set: { count, seenPriceRial: v.price, updatedAt: new Date() },
    });
}

/**
 * Add `count` more of a variety (without a count: one more, or the variety's minimum
 * when it is new to the cart). 404 when it cannot be bought (spec: "stock finished").
 */
export async function addToCart(db: Db, key: CartKey, varietyId: number, count?: number): Promise<Cart> {
  return withCart(db, key, (tx, cart) => addLine(tx, cart, varietyId, count, key.wholesale));
}

/** The add rule inside a locked cart (also used when moving from the future list). */
export async function addLine(tx: DbOrTx, cart: CartRow, varietyId: number, count?: number, wholesale = false): Promise<void> {
  const v = await variety(tx, varietyId, cart, wholesale);
  if (!v.available) throw notFound(CART_MESSAGES.soldOut);
  if (count === 0) throw validationError([{ field: 'count', message: CART_MESSAGES.min(v.min) }], CART_MESSAGES.min(v.min));
  const existing = (await lineOf(tx, cart, varietyId))?.count ?? 0;
  const target = existing + (count ?? (existing > 0 ? 1 : v.min));
  const problem = countProblem(v, target);
  if (problem) throw validationError([{ field: 'count', message: problem }], problem);
  await putLine(tx, cart, v, target);
}

/** Set a line's count (0 removes it). A refusal carries the counts the server keeps. */
export async function changeCount(db: Db, key: CartKey, varietyId: number, count: number): Promise<Cart> {
  return withCart(db, key, async (tx, cart) => {
    const line = await lineOf(tx, cart, varietyId);
    if (!line) throw notFound(CART_MESSAGES.notInCart);
    if (count === 0) {
      await tx.delete(cartItems).where(eq(cartItems.id, line.id));
      return;
    }
    const v = await variety(tx, varietyId, cart, key.wholesale ?? false);
    const problem = countProblem(v, count);
    if (problem) {
      const kept = await readCart(tx, cart, userOf(key), readOf(key));
      const error = validationError([{ field: 'count', message: problem }], problem);
      error.extra = { msg: problem, varietyIdCount: kept.varietyIdCount };
      throw error;
    }
    await putLine(tx, cart, v, count);
  });
}

export async function removeLines(db: Db, key: CartKey, varietyIds: readonly number[]): Promise<Cart> {
  if (varietyIds.length === 0) throw validationError([{ field: 'ids', message: CART_MESSAGES.nothingSelected }], CART_MESSAGES.nothingSelected);
  return withCart(db, key, async (tx, cart) => {
    await tx.delete(cartItems).where(and(eq(cartItems.cartId, cart.id), inArray(cartItems.varietyId, [...varietyIds])));
  });
}

export async function clearCart(db: Db, key: CartKey): Promise<Cart> {
  return withCart(db, key, async (tx, cart) => {
    await tx.delete(cartItems).where(eq(cartItems.cartId, cart.id));
  });
}

/** Move lines (all when `varietyIds` is null) to the future-shopping list. */
export async function moveToFuture(db: Db, key: CartKey, varietyIds: readonly number[] | null): Promise<Cart> {
  return withCart(db, key, async (tx, cart) => {
    const where = varietyIds ? and(eq(cartItems.cartId, cart.id), inArray(cartItems.varietyId, [...varietyIds])) : eq(cartItems.cartId, cart.id);
    const lines = await tx.select({ varietyId: cartItems.varietyId }).from(cartItems).where(where);
    if (varietyIds && lines.length === 0) throw notFound(CART_MESSAGES.notInCart);
    if (lines.length === 0) return;
    await tx
      .insert(futureItems)
      .values(lines.map((l) => ({ cartId: cart.id, varietyId: l.varietyId })))
      .onConflictDoNothing();
    await tx.delete(cartItems).where(where);
  });
}

/**
 * Apply a discount code or a gift card (one field for both, as the spec's set-discount has).
 * `address` is the client's: wrong codes are limited per account and address (codeGuesses).
 */
export async function setDiscount(db: Db, key: CartKey, code: string, address: string): Promise<{ cart: Cart; msg: string }> {
  const userId = userOf(key);
  if (!userId) throw signInForCodes();
  const guesses = codeGuesses(userId, address);
  await guesses.check();
  let msg: string = CART_MESSAGES.codeApplied;
  const cart = await withCart(db, key, async (tx, row) => {
    const current = await readCart(tx, row, userId, readOf(key));
    if (current.total_cost <= 0) throw codeError(CODE_MESSAGES.emptyCart);
    const gift = await findGiftCard(tx, code);
    if (gift) {
      const problem = giftProblem(gift);
      if (problem) throw codeError(problem);
      await tx.update(carts).set({ giftCardId: gift.id }).where(eq(carts.id, row.id));
      msg = CART_MESSAGES.giftApplied;
      return;
    }
    const discount = await findDiscount(tx, code);
    if (!discount) {
      await guesses.fail();
      throw codeError(CODE_MESSAGES.unknown);
    }
    const problem = await discountProblem(tx, discount, userId);
    if (problem) throw codeError(problem);
    const rule = ruleOf(discount);
    if (discountAmount(rule, current.total_cost) === 0) throw codeError(CODE_MESSAGES.minCart(rule.minCartRial));
    await tx.update(carts).set({ discountCodeId: discount.id }).where(eq(carts.id, row.id));
  });
  return { cart, msg };
}

/** Remove the applied code: the one named, or both the discount code and the gift card. */
export async function removeDiscount(db: Db, key: CartKey, code?: string): Promise<Cart> {
  return withCart(db, key, async (tx, cart) => {
    const upper = code?.toUpperCase();
    const gift = upper ? await findGiftCard(tx, upper) : undefined;
    const which = !upper ? { discountCodeId: null, giftCardId: null } : gift ? { giftCardId: null } : { discountCodeId: null };
    await tx.update(carts).set(which).where(eq(carts.id, cart.id));
  });
}

/**
 * A guest's cart joins the account's on sign-in: a variety in both keeps the larger
 * count (the same shopper adding it twice is not two orders), within today's ceiling;
 * the future list is the union. The guest cart is then gone.
 */
export async function mergeGuestCart(db: Db, guestHash: string, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [guest] = await tx.select().from(carts).where(eq(carts.guestTokenHash, guestHash)).for('update');
    if (!guest) return;
    const mine = await lockCart(tx, { userId });
    const lines = await tx.select().from(cartItems).where(eq(cartItems.cartId, guest.id));
    const now = await varietiesNow(
      tx,
      lines.map((l) => l.varietyId),
    );
    for (const line of lines) {
      const v = now.get(line.varietyId);
      if (!v) continue;
      const existing = (await lineOf(tx, mine, line.varietyId))?.count ?? 0;
      const wanted = Math.max(existing, line.count);
      const target = v.available ? Math.min(wanted, v.ceiling) : wanted;
      if (target === existing) continue;
      await tx
        .insert(cartItems)
        .values({ cartId: mine.id, varietyId: line.varietyId, count: target, seenPriceRial: line.seenPriceRial })
        .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.varietyId], set: { count: target, updatedAt: new Date() } });
    }
    await tx.execute(sql`insert into future_items (cart_id, variety_id, created_at)
      select ${mine.id}, variety_id, created_at from future_items where cart_id = ${guest.id}
      on conflict do nothing`);
    await tx.delete(carts).where(eq(carts.id, guest.id));
    await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, mine.id));
  });
}

/** Guest carts outlive their cookie by nothing: those untouched for 30 days go (the job, hourly). */
export async function dropStaleGuestCarts(db: DbOrTx, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - 30 * 24 * 60 * 60 * 1000);
  const gone = await db
    .delete(carts)
    .where(and(isNull(carts.userId), lt(carts.updatedAt, cutoff)))
    .returning({ id: carts.id });
  return gone.length;
}
