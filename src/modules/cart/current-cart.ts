import { asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { config } from '#server/config.ts';
import { hasAddress } from '#modules/addresses/index.ts';
import { cartItems, carts, discountCodes, futureItems, giftCards } from './schema.ts';
import { discountProblem, giftProblem, ruleOf, CODE_MESSAGES } from './codes.ts';
import { varietiesNow, type VarietyNow } from './lines.ts';
import { toFaDigits } from '#lib/digits.ts';
import { isConfirmedPartner } from '#modules/account/index.ts';
import { partnerTable, quote } from '#modules/catalog/index.ts';
import { cartTotals, discountAmount } from './pricing.ts';
import type { AppliedCode, Cart, CartItem, PriceStep } from './validation.ts';
import { runningCampaign } from '#modules/loyalty/index.ts';
import { deliveredOrderCount } from '#modules/orders/index.ts';
import { clubFreeShippingFrom, coinsWithClubBonus } from '#modules/club/index.ts';

export type CartRow = typeof carts.$inferSelect;

export const LINE_NOTICES = {
  unavailable: 'این کالا در حال حاضر موجود نیست',
  reduced: 'تعداد این کالا به موجودی فعلی کاهش یافت',
  priceChanged: 'قیمت این کالا از زمان افزودن به سبد تغییر کرده است',
  belowMin: (n: number) => `حداقل تعداد سفارش این کالا ${toFaDigits(n)} عدد است؛ تعداد را بیشتر کنید`,
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

type DiscountRow = typeof discountCodes.$inferSelect;
type GiftRow = typeof giftCards.$inferSelect;

export interface ReadOptions {
  /** Lock the applied discount code and gift card rows (placement: their use is recorded in the same transaction). */
  lockCodes?: boolean;
  /** Already known to the caller (the checkout reads the address book anyway): saves a query. */
  hasAddress?: boolean;
  /** Placement has no use for the next-purchase list's size. */
  skipFutureCount?: boolean;
  /** Read on the wholesale storefront: a confirmed partner's lines are priced by quantity (docs/adr/0021). */
  wholesale?: boolean;
  /** Placement: the promotions are read under lock (it has locked the varieties already). */
  lockPrices?: boolean;
}

/** The cart, and what it was read from: the checkout prices and places the order from the same reads. */
export interface CartRead {
  cart: Cart;
  varieties: Map<number, VarietyNow>;
  discount: { row: DiscountRow; problem: string | null } | null;
  gift: { row: GiftRow; problem: string | null } | null;
  /** A confirmed partner's cart on the wholesale storefront, priced by quantity (catalog/prices/quote.ts). */
  partner: boolean;
}

/**
 * The cart as the shopper must see it now. Lines whose count no longer fits the stock
 * are brought down to it here and saved (the server decides, and says so on the line);
 * unavailable lines stay in the cart, shown as such, outside every total.
 */
export async function readCart(tx: DbOrTx, cart: CartRow | undefined, userId: number | null, opts: ReadOptions = {}): Promise<Cart> {
  return (await readCartFrom(tx, cart, userId, opts)).cart;
}

export async function readCartFrom(tx: DbOrTx, cart: CartRow | undefined, userId: number | null, opts: ReadOptions = {}): Promise<CartRead> {
  const addressKnown = async () => opts.hasAddress ?? (userId === null ? false : await hasAddress(tx, userId));
  if (!cart) return { cart: { ...emptyCart(), hasAddress: await addressKnown() }, varieties: new Map(), discount: null, gift: null, partner: false };
  const rows = await tx.select().from(cartItems).where(eq(cartItems.cartId, cart.id)).orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  const ids = rows.map((r) => r.varietyId);
  // Partner prices and limits apply on the wholesale storefront only (docs/adr/0021); every
  // line's price is the one price rule's (catalog/prices/quote.ts).
  const confirmed = userId !== null && ids.length > 0 && (await isConfirmedPartner(tx, userId));
  const partner = confirmed && (opts.wholesale ?? false);
  const now = await varietiesNow(tx, ids, { partner, lock: opts.lockPrices ?? false });
  const items: CartItem[] = [];
  for (const row of rows) {
    const base = now.get(row.varietyId);
    if (!base) continue;
    let lineCount = row.count;
    let notice: string | null = null;
    if (!base.available) notice = LINE_NOTICES.unavailable;
    else if (lineCount > base.ceiling) {
      lineCount = base.ceiling;
      notice = LINE_NOTICES.reduced;
      // A partner's bulk line read on the retail storefront is shown at the retail limit
      // (with the notice, so it cannot be placed so) but kept: it is whole again on the
      // wholesale storefront. Anything else is brought down for good.
      const bulkElsewhere = confirmed && !partner && row.count <= base.facts.stock;
      if (!bulkElsewhere) await tx.update(cartItems).set({ count: lineCount, updatedAt: new Date() }).where(eq(cartItems.id, row.id));
    }
    // What the shopper was shown is one unit's price; a partner's quantity price is worked out from it.
    const seen = Number(row.seenPriceRial);
    const priceChanged = base.available && seen !== base.price ? { from: seen, to: base.price } : null;
    const priced = quote(base.facts, lineCount);
    const v: VarietyNow = { ...base, price: priced.unit, promotionId: priced.promotionId };
    now.set(v.id, v);
    if (priceChanged && !notice) notice = LINE_NOTICES.priceChanged;
    // The minimum may have been raised since the line was added: it cannot be ordered so.
    if (v.available && lineCount < v.min && !notice) notice = LINE_NOTICES.belowMin(v.min);
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
      ...(partner ? { priceSteps: priceStepsOf(base) } : {}),
    });
  }

  const lines = items.map((i) => ({ count: i.count, available: i.available, priceMain: i.price_main, price: i.price }));
  // The customer club's level lowers the free-shipping amount and adds to the coins (club/levels.ts, docs/adr/0027).
  const delivered = userId ? await deliveredOrderCount(tx, userId) : 0;
  const freeFrom = clubFreeShippingFrom(delivered, config.freeShippingFromRial);
  const base = cartTotals(lines, null, null, freeFrom);
  const discount = await appliedDiscount(tx, cart, userId, opts.lockCodes ?? false);
  const gift = await appliedGift(tx, cart, opts.lockCodes ?? false);
  const rule = discount && !discount.problem ? ruleOf(discount.row) : null;
  const giftBalance = gift && !gift.problem ? Number(gift.row.balanceRial) : null;
  const totals = cartTotals(lines, rule, giftBalance, freeFrom);
  const discountCode: AppliedCode | null = discount
    ? { code: discount.row.code, title: discount.row.title, amount: totals.discountAmount, message: discountMessage(discount, base.total_cost) }
    : null;
  const giftCard: AppliedCode | null = giftBalance !== null ? { code: gift!.row.code, amount: totals.giftAmount, message: null } : null;
  const [future] = opts.skipFutureCount ? [] : await tx.select({ n: count() }).from(futureItems).where(eq(futureItems.cartId, cart.id));
  // Coins this purchase earns on delivery: ×N while a seasonal campaign runs (docs/adr/0014).
  const campaign = totals.total_coin > 0 ? await runningCampaign(tx) : null;

  const view: Cart = {
    items,
    count: items.reduce((sum, i) => sum + (i.available ? i.count : 0), 0),
    futureShoppingCount: future?.n ?? 0,
    send_cost: totals.send_cost,
    total_cost: totals.total_cost,
    total_discount: totals.total_discount,
    total_payment: totals.total_payment,
    total_price_main: totals.total_price_main,
    total_coin: coinsWithClubBonus(totals.total_coin * (campaign?.earnMultiplier ?? 1), delivered),
    discountCode,
    giftCard,
    discountCodes: discountCode ? [discountCode] : [],
    giftCards: giftCard ? [giftCard] : [],
    varietyIdCount: items.map((i) => ({ id: i.v_id, count: i.count })),
    hasAddress: await addressKnown(),
    freeShippingFrom: freeFrom,
  };
  return { cart: view, varieties: now, discount, gift, partner };
}

/**
 * A partner's line: the unit price from 1 and from each tier cheaper than that (quote.ts's
 * own table), so the quantity field prices what is typed exactly as the server will.
 */
function priceStepsOf(v: VarietyNow): PriceStep[] {
  return [{ minQuantity: 1, price: quote(v.facts, 1).unit }, ...partnerTable(v.facts)];
}

/** The code's problem, or why it takes nothing off this cart (below its minimum). */
function discountMessage(d: NonNullable<CartRead['discount']>, cost: number): string | null {
  const rule = ruleOf(d.row);
  return d.problem ?? (cost > 0 && discountAmount(rule, cost) === 0 ? CODE_MESSAGES.minCart(rule.minCartRial) : null);
}

async function appliedDiscount(tx: DbOrTx, cart: CartRow, userId: number | null, lock: boolean): Promise<CartRead['discount']> {
  if (!cart.discountCodeId) return null;
  const query = tx.select().from(discountCodes).where(eq(discountCodes.id, cart.discountCodeId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return null;
  return { row, problem: userId ? await discountProblem(tx, row, userId) : CODE_MESSAGES.signIn };
}

async function appliedGift(tx: DbOrTx, cart: CartRow, lock: boolean): Promise<CartRead['gift']> {
  if (!cart.giftCardId) return null;
  const query = tx.select().from(giftCards).where(eq(giftCards.id, cart.giftCardId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return null;
  return { row, problem: giftProblem(row) };
}
