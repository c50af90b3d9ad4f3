import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { buyableVarieties, makeShopper } from '#tests/factories/shopper.ts';
import { readyStaff } from '#tests/factories/staff.ts';
import { placeOrder, readCheckout } from '#tests/checkout-helpers.ts';
import { orderLines } from '#modules/orders/schema.ts';
import { products, promotions, promotionVarieties, varieties } from '../schema.ts';
import { refreshProductCards } from '../cards.ts';

/**
 * One price everywhere (catalog/prices/quote.ts): once staff lower a variety's price below
 * its running promotion, the promotion is ignored, and the product page, the listing card,
 * the cart, the checkout and the placed order all charge the new, lower price.
 */
const t = useTestApi();

/** A buyable variety put on a running web promotion at 80% of its price, its card refreshed. */
async function promoted() {
  const [picked] = await buyableVarieties(t.db, 1, { skip: 11 });
  const [v] = await t.db.select().from(varieties).where(eq(varieties.id, picked!.id));
  const price = Number(v!.priceOffRial);
  const promoPrice = Math.floor((price * 0.8) / 10_000) * 10_000;
  const [promotion] = await t.db
    .insert(promotions)
    .values({ title: 'پیشنهاد آزمون یک قیمت', type: 2, startsAt: new Date(Date.now() - 3_600_000), endsAt: new Date(Date.now() + 86_400_000) })
    .returning();
  await t.db.insert(promotionVarieties).values({ promotionId: promotion!.id, varietyId: v!.id, count: 50, priceRial: promoPrice });
  await refreshProductCards(t.db, [v!.productId]);
  const [product] = await t.db.select().from(products).where(eq(products.id, v!.productId));
  return { id: v!.id, slug: product!.slug, productId: product!.id, price, promoPrice, promotionId: promotion!.id };
}

const productVariety = async (slug: string, id: number) => {
  const res = await t.call('GET', `/v6/product/view?slug=${encodeURIComponent(slug)}`);
  expect(res.status).toBe(200);
  return (res.body.data.varieties as { id: number; price_off: number; promotion: { p_price: number } | null }[]).find((x) => x.id === id)!;
};

describe('a price lowered below a running promotion', () => {
  it('is what the product page, the card, the cart, the checkout and the placed order charge', async () => {
    const v = await promoted();
    const shopper = await makeShopper(t.db);
    // Before: the promotion's price everywhere.
    expect((await productVariety(v.slug, v.id)).promotion?.p_price).toBe(v.promoPrice);
    expect((await t.call('POST', '/v10/cart/add', { id: v.id, count: 2 }, shopper.headers)).status).toBe(200);
    expect((await t.call('GET', '/v10/cart/index', undefined, shopper.headers)).body.data.items[0]).toMatchObject({ price: v.promoPrice });

    const lowered = v.promoPrice - 100_000;
    const editor = await readyStaff(t, 'catalog-editor');
    const saved = await t.call('POST', '/v10/admin/variety/update', { id: v.id, price: lowered }, editor.auth);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const page = await productVariety(v.slug, v.id);
    expect(page.price_off).toBe(lowered);
    expect(page.promotion).toBeNull();
    const [card] = await t.db.select({ price: products.cardPriceRial }).from(products).where(eq(products.id, v.productId));
    // The card shows the cheapest in-stock variety's price: at most the lowered one, never the ignored promotion's.
    expect(Number(card!.price)).toBeLessThanOrEqual(lowered);

    const line = (await t.call('GET', '/v10/cart/index', undefined, shopper.headers)).body.data.items[0];
    expect(line).toMatchObject({ price: lowered, priceChanged: { from: v.promoPrice, to: lowered } });

    const checkout = await readCheckout(t, shopper);
    expect(checkout.summary.total_cost).toBe(lowered * 2);

    const placed = await placeOrder(t, shopper);
    const [ordered] = await t.db
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.orderId, placed.order_id), eq(orderLines.varietyId, v.id)));
    expect(ordered).toMatchObject({ count: 2, priceRial: lowered, promotionId: null });
    // The ignored promotion sold nothing.
    const [offer] = await t.db.select().from(promotionVarieties).where(eq(promotionVarieties.promotionId, v.promotionId));
    expect(offer!.soldCount).toBe(0);
  });

  it('staff cannot put a variety on a promotion at or above its price (Persian 422)', async () => {
    const v = await promoted();
    const editor = await readyStaff(t, 'catalog-editor');
    const res = await t.call('POST', '/v10/admin/promotion/offer', { promotion_id: v.promotionId, variety_id: v.id, count: 5, price: v.price }, editor.auth);
    expect(res.status).toBe(422);
    expect(res.body.data[0]).toEqual({ field: 'price', message: 'قیمت پیشنهادی باید کمتر از قیمت فعلی کالا باشد' });
    const [offer] = await t.db
      .select({ price: promotionVarieties.priceRial })
      .from(promotionVarieties)
      .where(sql`${promotionVarieties.promotionId} = ${v.promotionId}`);
    expect(Number(offer!.price)).toBe(v.promoPrice);
  });
});
