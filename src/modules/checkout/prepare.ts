import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { config } from '#server/config.ts';
import { checkoutAddressesOf } from '#modules/addresses/index.ts';
import type { AddressView } from '#modules/addresses/index.ts';
import { ruleOf, discountAmount, readCartFrom, type CartRow, carts, markPriceSeen } from '#modules/cart/index.ts';
import type { VarietyNow, Cart } from '#modules/cart/index.ts';
import { dispatchCosts, splitDispatches, type DispatchPlan } from './dispatches.ts';
import { orderTotals, type OrderTotals } from './totals.ts';

/**
 * Everything the checkout shows and placement writes, read in the caller's transaction:
 * the cart as it is now, its lines split into dispatches, the address and its city's
 * shipping costs, the applied codes re-checked, and the totals. Placement hands it the
 * cart row it locked; the codes and the gift card are then locked to the end too.
 */

/** The province our warehouse is in (Tehran, the seed's province 1) and its capital. */
export const WAREHOUSE_PROVINCE_ID = 1;

export interface OrderLine extends VarietyNow {
  count: number;
}

export interface Prepared {
  cartRow: CartRow | undefined;
  cart: Cart;
  lines: OrderLine[];
  plans: DispatchPlan<OrderLine & { varietyId: number }>[];
  costs: number[];
  addresses: AddressView[];
  address: AddressView | null;
  discount: { id: number; amount: number; problem: string | null } | null;
  gift: { id: number; balance: number; problem: string | null } | null;
  totals: OrderTotals;
  /** What changed since the shopper last saw these lines (Persian, one per line). */
  changes: string[];
  /** A confirmed partner's order at partner prices: it carries the business flag. */
  business: boolean;
}

export interface PrepareOptions {
  /**
   * Placement: the cart row it has locked (and its varieties); the codes and the
   * promotions are locked too and the display-only counts skipped.
   */
  lockedCart?: CartRow;
  /** On the wholesale storefront: a confirmed partner's lines at partner prices (docs/adr/0021). */
  wholesale?: boolean;
}

export async function prepareOrder(
  tx: DbOrTx,
  userId: number,
  addressId: number | null,
  { lockedCart, wholesale = false }: PrepareOptions = {},
): Promise<Prepared> {
  const placing = lockedCart !== undefined;
  const cartRow = placing ? lockedCart : (await tx.select().from(carts).where(eq(carts.userId, userId)))[0];
  const { addresses, capitals } = await checkoutAddressesOf(tx, userId);
  // Every line's unit price is the cart's, i.e. catalog/prices/quote.ts's at the line's count.
  const read = await readCartFrom(tx, cartRow, userId, {
    lockCodes: placing,
    lockPrices: placing,
    skipFutureCount: placing,
    hasAddress: addresses.length > 0,
    wholesale,
  });
  const cart = read.cart;
  const lines: OrderLine[] = [];
  for (const item of cart.items) {
    const v = read.varieties.get(item.v_id);
    if (v && item.available && item.count > 0) lines.push({ ...v, count: item.count });
  }
  const plans = splitDispatches(lines.map((l) => ({ ...l, varietyId: l.id })));

  const address = (addressId === null ? addresses.find((a) => a.is_main) : addresses.find((a) => a.id === addressId)) ?? null;
  const isCapital = address !== null && capitals.has(address.city_id);
  const destination = {
    warehouseCity: address?.province_id === WAREHOUSE_PROVINCE_ID && isCapital,
    warehouseProvince: address?.province_id === WAREHOUSE_PROVINCE_ID,
    isCapital,
  };
  const priceMain = lines.reduce((s, l) => s + l.priceMain * l.count, 0);
  const goods = lines.reduce((s, l) => s + l.price * l.count, 0);
  const costs = dispatchCosts(plans.length, goods, destination, config.freeShippingFromRial);

  const discount = read.discount && { id: read.discount.row.id, amount: discountAmount(ruleOf(read.discount.row), goods), problem: read.discount.problem };
  const gift = read.gift && { id: read.gift.row.id, balance: Number(read.gift.row.balanceRial), problem: read.gift.problem };
  const totals = orderTotals({
    priceMain,
    goods,
    discountCode: discount && !discount.problem ? discount.amount : 0,
    sendCosts: costs,
    giftBalance: gift && !gift.problem ? gift.balance : 0,
  });
  const changes = cart.items.filter((i) => i.notice).map((i) => `${i.product.name}: ${i.notice}`);
  return { cartRow, cart, lines, plans, costs, addresses, address, discount, gift, totals, changes, business: read.partner };
}

/** The shopper has now been shown today's prices: later placements compare against them. */
export async function acknowledgePrices(tx: DbOrTx, p: Pick<Prepared, 'cartRow' | 'cart'>): Promise<void> {
  if (!p.cartRow) return;
  for (const item of p.cart.items) {
    if (!item.priceChanged) continue;
    await markPriceSeen(tx, p.cartRow.id, item.v_id, item.priceChanged.to);
  }
}
