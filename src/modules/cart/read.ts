import { asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../server/db/client.ts';
import { config } from '../../server/config.ts';
import { hasAddress } from '../addresses/service.ts';
import { cartItems, carts, discountCodes, futureItems, giftCards } from './schema.ts';
import { discountProblem, giftProblem, ruleOf, CODE_MESSAGES } from './codes.ts';
import { varietiesNow } from './lines.ts';
import { cartTotals, discountAmount } from './pricing.ts';
import type { AppliedCode, Cart, CartItem } from './validation.ts';

export type CartRow = typeof carts.$inferSelect;

export const LINE_NOTICES = {
  unavailable: 'این کالا در حال حاضر موجود نیست',
  reduced: 'تعداد این کالا به موجودی فعلی کاهش یافت',
  priceChanged: 'قیمت این کالا از زمان افزودن به سبد تغییر کرده است',
} as const;

export const emptyCart = (): Cart => ({
  items: [],
  count: 0,
  futureShoppingCount: 0,
  send_cost: 0,
  total_cost: 0,
  total_discount: 0,
  total_payment: 0,
  total_price_main: 0,
  total_coin: 0,
  discountCode: null,
  giftCard: null,
  discountCodes: [],
  giftCards: [],
  varietyIdCount: [],
  hasAddress: false,
  freeShippingFrom: config.freeShippingFromRial,
});

/**
 * The cart as the shopper must see it now. Lines whose count no longer fits the stock
 * are brought down to it here and saved (the server decides, and says so on the line);
 * unavailable lines stay in the cart, shown as such, outside every total.
 */
export async function readCart(tx: DbOrTx, cart: CartRow | undefined, userId: number | null): Promise<Cart> {
  if (!cart) return { ...emptyCart(), hasAddress: userId === null ? false : await hasAddress(tx, userId) };
  const rows = await tx.select().from(cartItems).where(eq(cartItems.cartId, cart.id)).orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  const now = await varietiesNow(tx, rows.map((r) => r.varietyId));
  const items: CartItem[] = [];
  for (const row of rows) {
    const v = now.get(row.varietyId);
    if (!v) continue;
    let lineCount = row.count;
    let notice: string | null = null;
    if (!v.available) notice = LINE_NOTICES.unavailable;
    else if (lineCount > v.ceiling) {
      lineCount = v.ceiling;
      notice = LINE_NOTICES.reduced;
      await tx.update(cartItems).set({ count: lineCount, updatedAt: new Date() }).where(eq(cartItems.id, row.id));
    }
    const seen = Number(row.seenPriceRial);
    const priceChanged = v.available && seen !== v.price ? { from: seen, to: v.price } : null;
    if (priceChanged && !notice) notice = LINE_NOTICES.priceChanged;
    items.push({
      id: row.id,
      v_id: v.id,
      count: lineCount,
      min: v.min,
      max: v.available ? v.ceiling : 0,
      available: v.available,
      product: { id: v.productId, name: v.productName, slug: v.slug, image: v.image },
      color: v.color,
      guarantee: v.guarantee,
      seller: v.seller,
      fastSend: v.fastSend,
      price_main: v.priceMain,
      price: v.price,
      priceChanged,
      notice,
    });
  }

  const lines = items.map((i) => ({ count: i.count, available: i.available, priceMain: i.price_main, price: i.price }));
  const freeFrom = config.freeShippingFromRial;
  const base = cartTotals(lines, null, null, freeFrom);
  const discount = await appliedDiscount(tx, cart, userId, base.total_cost);
  const gift = await appliedGift(tx, cart);
  const totals = cartTotals(lines, discount?.rule ?? null, gift?.balance ?? null, freeFrom);
  const discountCode: AppliedCode | null = discount ? { ...discount.code, amount: totals.discountAmount } : null;
  const giftCard: AppliedCode | null = gift ? { code: gift.code, amount: totals.giftAmount, message: null } : null;
  const [future] = await tx.select({ n: count() }).from(futureItems).where(eq(futureItems.cartId, cart.id));

  return {
    items,
    count: items.reduce((sum, i) => sum + (i.available ? i.count : 0), 0),
    futureShoppingCount: future?.n ?? 0,
    send_cost: totals.send_cost,
    total_cost: totals.total_cost,
    total_discount: totals.total_discount,
    total_payment: totals.total_payment,
    total_price_main: totals.total_price_main,
    total_coin: totals.total_coin,
    discountCode,
    giftCard,
    discountCodes: discountCode ? [discountCode] : [],
    giftCards: giftCard ? [giftCard] : [],
    varietyIdCount: items.map((i) => ({ id: i.v_id, count: i.count })),
    hasAddress: userId === null ? false : await hasAddress(tx, userId),
    freeShippingFrom: freeFrom,
  };
}

async function appliedDiscount(tx: DbOrTx, cart: CartRow, userId: number | null, cost: number) {
  if (!cart.discountCodeId) return null;
  const [row] = await tx.select().from(discountCodes).where(eq(discountCodes.id, cart.discountCodeId));
  if (!row) return null;
  const problem = userId ? await discountProblem(tx, row, userId) : CODE_MESSAGES.signIn;
  const rule = ruleOf(row);
  const message = problem ?? (cost > 0 && discountAmount(rule, cost) === 0 ? CODE_MESSAGES.minCart(rule.minCartRial) : null);
  return { rule: problem ? null : rule, code: { code: row.code, title: row.title, amount: 0, message } };
}

async function appliedGift(tx: DbOrTx, cart: CartRow) {
  if (!cart.giftCardId) return null;
  const [row] = await tx.select().from(giftCards).where(eq(giftCards.id, cart.giftCardId));
  if (!row || giftProblem(row)) return null;
  return { code: row.code, balance: Number(row.balanceRial) };
}
