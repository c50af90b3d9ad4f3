import type { Db, DbOrTx } from '#server/db/client.ts';
import { validationError } from '#server/errors.ts';
import { gatewayMinimumRial, offeredGateways } from '#modules/payments/index.ts';
import { rateOf, balancesOf } from '#modules/wallet/index.ts';
import { runningCampaign } from '#modules/loyalty/index.ts';
import { acknowledgePrices, prepareOrder, type Prepared } from './prepare.ts';
import { citySlots, deliveredOrderCount, deliveryDays, slotView } from '#modules/orders/index.ts';
import { coinsWithClubBonus, levelFor } from '#modules/club/index.ts';
import type { Checkout, CheckoutDispatch } from './validation.ts';

export const CHECKOUT_MESSAGES = {
  emptyCart: 'سبد خرید شما خالی است',
  noAddress: 'نشانی یافت نشد',
};

export const emptyCartError = () => validationError([{ field: 'cart', message: CHECKOUT_MESSAGES.emptyCart }], CHECKOUT_MESSAGES.emptyCart);

/**
 * GET /v10/cart/checkout and the /shipping and /payment pages: the coming order for an
 * address (the main one by default) with each dispatch's cost and slots. Showing it
 * counts as showing the shopper today's prices (acknowledgePrices): a price that changes
 * after this is caught again at placement.
 */
export async function checkoutOf(
  db: Db,
  userId: number,
  addressId?: number,
  now = new Date(),
  { wholesale = false }: { wholesale?: boolean } = {},
): Promise<Checkout> {
  return db.transaction(async (tx) => {
    const p = await prepareOrder(tx, userId, addressId ?? null, { wholesale });
    if (p.lines.length === 0) throw emptyCartError();
    if (addressId !== undefined && !p.address) throw validationError([{ field: 'address_id', message: CHECKOUT_MESSAGES.noAddress }]);
    const dispatches = await dispatchesOf(tx, p, now);
    await acknowledgePrices(tx, p);
    const t = p.totals;
    // One read of the running campaign serves both what the coins earn and what a coin is worth.
    const [held, campaign, delivered] = await Promise.all([balancesOf(tx, userId), runningCampaign(tx, now), deliveredOrderCount(tx, userId)]);
    const club = levelFor(delivered);
    return {
      address_id: p.address?.id ?? null,
      addresses: p.addresses,
      dispatches,
      cart: p.cart,
      summary: {
        total_price_main: t.priceMain,
        total_cost: t.goods,
        total_discount: t.priceMain - t.goods + t.discountCode,
        discount_code: t.discountCode,
        send_cost: t.send,
        gift_card: t.gift,
        total_payment: t.payable,
        // What delivery will credit: the campaign's multiplier, then the club level's bonus (fulfil-dispatch.ts).
        total_coin: coinsWithClubBonus(t.coins * (campaign?.earnMultiplier ?? 1), delivered),
        coin_campaign: campaign && campaign.earnMultiplier > 1 ? { title: campaign.title, multiplier: campaign.earnMultiplier } : null,
        coin_club: club && club.coinBonusPercent > 0 ? { title: club.title, percent: club.coinBonusPercent } : null,
        free_shipping_from: p.cart.freeShippingFrom,
      },
      changes: p.changes,
      // The page leaves each gateway its minimum when it splits the payment, as placement does.
      gateways: offeredGateways().map((g) => ({ ...g, min_rial: gatewayMinimumRial(g.id) })),
      wallet: { balance: held.rial, coins: held.coin, coin_rate: rateOf(campaign) },
    };
  });
}

async function dispatchesOf(tx: DbOrTx, p: Prepared, now: Date): Promise<CheckoutDispatch[]> {
  const daysOf = p.plans.map((plan) => deliveryDays(now, plan.leadDays));
  const allDays = [...new Set(daysOf.flat())].sort();
  const slots = p.address ? await citySlots(tx, p.address.city_id, allDays, now) : [];
  return p.plans.map((plan, i) => {
    const days = new Set(daysOf[i]);
    return {
      key: plan.key,
      title: plan.title,
      items: plan.lines.map((l) => l.varietyId),
      lines: plan.lines.map((l) => ({ v_id: l.varietyId, name: l.productName, image: l.image, count: l.count })),
      send_cost: p.costs[i]!,
      slots: slots.filter((s) => days.has(s.day)).map(slotView),
    };
  });
}
