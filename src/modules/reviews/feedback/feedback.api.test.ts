import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fieldsOf } from '#tests/factories/members.ts';
import { deliveredOrder, twoDispatchOrder } from '#tests/factories/orders.ts';
import { makeShopper } from '#tests/factories/shopper.ts';
import { useTestApi } from '#tests/harness.ts';
import { orderFeedbacks, productFeedbacks } from '../schema.ts';
import { FEEDBACK_ITEMS } from './items.ts';
import { feedbackTab } from './tab.ts';

/**
 * Order and product feedback: only the caller's delivered orders, each opinion
 * once, the v10 call all in one transaction, and what waits for the shopper's opinion.
 */
const t = useTestApi();
// Each test places, pays and delivers real orders: slow on a busy two-core machine.
const SLOW = { timeout: 120_000 };

const waiting = async (headers: Record<string, string>) =>
  (await t.call('GET', '/v6/order-feedback/without-feedback', undefined, headers)).body.data.items as {
    order_id: number;
    has_order_feedback: boolean;
    products: { product_id: number; has_feedback: boolean }[];
  }[];

describe('order and product feedback', SLOW, () => {
  it('lists the fixed feedback items to anyone; everything else asks a guest to sign in', async () => {
    const items = await t.call('GET', '/v6/product-feedback/feedback-items');
    expect(items.status).toBe(200);
    expect(items.body.data.items).toEqual(FEEDBACK_ITEMS);
    expect(items.body.data.items.filter((i: { positive: boolean }) => i.positive)).toHaveLength(4);
    for (const [method, path, body] of [
      ['GET', '/v6/order-feedback/without-feedback', undefined],
      ['GET', '/v6/order-feedback/product-feedbacks?order_id=1', undefined],
      ['POST', '/v6/order-feedback/create', { order_id: 1, score: 5 }],
      ['POST', '/v10/order-feedback/create', { order_id: 1, score: 5, products: [] }],
      ['POST', '/v6/product-feedback/create', { order_id: 1, product_id: 1, satisfied: true }],
      ['POST', '/v6/product-user-experience/create', { product_id: 1, text: 'تجربهٔ خوبی بود از این کالا' }],
    ] as const) {
      expect((await t.call(method, path, body)).status, path).toBe(401);
    }
  });

  it('refuses an order not delivered yet on order_id, and another shopper’s order is not found', async () => {
    const paid = await twoDispatchOrder(t);
    const early = await t.call('POST', '/v6/order-feedback/create', { order_id: paid.orderId, score: 4 }, paid.shopper.headers);
    expect(early.status).toBe(422);
    expect(fieldsOf(early)).toEqual({ order_id: 'نظر دربارهٔ سفارش پس از تحویل آن ثبت می‌شود' });
    expect(await waiting(paid.shopper.headers)).toEqual([]);

    const o = await deliveredOrder(t);
    const stranger = await makeShopper(t.db);
    expect((await t.call('POST', '/v6/order-feedback/create', { order_id: o.orderId, score: 4 }, stranger.headers)).status).toBe(404);
    expect(
      (await t.call('POST', '/v6/product-feedback/create', { order_id: o.orderId, product_id: o.productIds[0], satisfied: true }, stranger.headers)).status,
    ).toBe(404);
    expect((await t.call('GET', `/v6/order-feedback/product-feedbacks?order_id=${o.orderId}`, undefined, stranger.headers)).status).toBe(404);
    expect((await t.call('GET', '/v6/order-feedback/product-feedbacks?order_id=99999999', undefined, o.shopper.headers)).status).toBe(404);
    expect(await t.db.select().from(orderFeedbacks).where(eq(orderFeedbacks.orderId, o.orderId))).toEqual([]);

    const bad = await t.call('POST', '/v6/order-feedback/create', { order_id: o.orderId, score: 6, text: 'x'.repeat(1001) }, o.shopper.headers);
    expect(bad.status).toBe(422);
    expect(Object.keys(fieldsOf(bad)).sort()).toEqual(['score', 'text']);
  });

  it('takes an order’s rating once, even sent twice at once; its text stays as written', async () => {
    const o = await deliveredOrder(t);
    const body = { order_id: o.orderId, score: '۴', text: '  پیک مؤدب بود <b>سپاس</b>  ' };
    const [a, b] = await Promise.all([
      t.call('POST', '/v6/order-feedback/create', body, o.shopper.headers),
      t.call('POST', '/v6/order-feedback/create', body, o.shopper.headers),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 422]);
    const refused = a.status === 422 ? a : b;
    expect(fieldsOf(refused)).toEqual({ order_id: 'نظر شما دربارهٔ این سفارش پیش‌تر ثبت شده است' });
    const [row] = await t.db.select().from(orderFeedbacks).where(eq(orderFeedbacks.orderId, o.orderId));
    expect(row).toMatchObject({ score: 4, text: 'پیک مؤدب بود <b>سپاس</b>', userId: o.shopper.userId });

    const view = await t.call('GET', `/v6/order-feedback/product-feedbacks?order_id=${o.orderId}`, undefined, o.shopper.headers);
    expect(view.body.data).toMatchObject({ order_id: o.orderId, delivered: true, order_feedback: { score: 4 } });
    expect(view.body.data.products.map((p: { product_id: number }) => p.product_id).sort()).toEqual([...o.productIds].sort());
    expect(view.body.data.products.every((p: { feedback: unknown; slug: string }) => p.feedback === null && p.slug)).toBe(true);
  });

  it('v10 records the order and its products in one go, or nothing when one product is refused', async () => {
    const o = await deliveredOrder(t);
    const [first, second] = o.productIds;
    const other = await deliveredOrder(t);
    const wrong = await t.call(
      'POST',
      '/v10/order-feedback/create',
      {
        order_id: o.orderId,
        score: 5,
        products: [
          { product_id: first, satisfied: true, item_ids: [1, 3] },
          { product_id: other.productIds[0], satisfied: false, item_ids: [] },
        ],
      },
      o.shopper.headers,
    );
    expect(wrong.status).toBe(422);
    expect(fieldsOf(wrong)).toEqual({ 'products.1.product_id': 'این کالا در این سفارش نیست' });
    const badItem = await t.call(
      'POST',
      '/v10/order-feedback/create',
      { order_id: o.orderId, score: 5, products: [{ product_id: first, satisfied: 'yes', item_ids: [99] }] },
      o.shopper.headers,
    );
    expect(Object.keys(fieldsOf(badItem)).sort()).toEqual(['products.0.item_ids', 'products.0.satisfied']);
    // Nothing of the refused submissions was kept.
    expect(await t.db.select().from(orderFeedbacks).where(eq(orderFeedbacks.orderId, o.orderId))).toEqual([]);
    expect(await t.db.select().from(productFeedbacks).where(eq(productFeedbacks.orderId, o.orderId))).toEqual([]);

    // One product first (v6), then v10 with both: the one already given is refused on its index.
    // A plain form as well: bracketed lists and string booleans.
    const form = `order_id=${o.orderId}&product_id=${second}&satisfied=0&item_ids%5B%5D=6`;
    const one = await t.call('POST', '/v6/product-feedback/create', form, { ...o.shopper.headers, 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    const again = await t.call('POST', '/v6/product-feedback/create', { order_id: o.orderId, product_id: second, satisfied: true }, o.shopper.headers);
    expect(fieldsOf(again)).toEqual({ product_id: 'بازخورد شما دربارهٔ این کالا پیش‌تر ثبت شده است' });
    const both = [
      { product_id: first, satisfied: true, item_ids: [1, 3, 3] },
      { product_id: second, satisfied: true, item_ids: [] },
    ];
    const twice = await t.call('POST', '/v10/order-feedback/create', { order_id: o.orderId, score: 5, products: both }, o.shopper.headers);
    expect(fieldsOf(twice)).toEqual({ 'products.1.product_id': 'بازخورد شما دربارهٔ این کالا پیش‌تر ثبت شده است' });

    const made = await t.call(
      'POST',
      '/v10/order-feedback/create',
      { order_id: o.orderId, score: 5, text: 'عالی', products: both.slice(0, 1) },
      o.shopper.headers,
    );
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.msg).toBe('نظر شما ثبت شد؛ سپاس از همراهی‌تان');
    expect(made.body.data.order_feedback).toMatchObject({ score: 5, text: 'عالی' });
    const byProduct = Object.fromEntries(made.body.data.products.map((p: { product_id: number; feedback: unknown }) => [p.product_id, p.feedback]));
    expect(byProduct[first!]).toMatchObject({ satisfied: true, item_ids: [1, 3] });
    expect(byProduct[second!]).toMatchObject({ satisfied: false, item_ids: [6] });

    // The product tab counts buyers' verdicts and ticks.
    const tab = await feedbackTab(t.db, first!);
    expect(tab.buyers).toBeGreaterThanOrEqual(1);
    expect(tab.items.find((i) => i.id === 3)!.count).toBeGreaterThanOrEqual(1);
  });

  it('lists delivered orders waiting for an opinion, newest first, and drops one once everything is said', async () => {
    const shopper = await makeShopper(t.db);
    const older = await deliveredOrder(t, { shopper });
    const newer = await deliveredOrder(t, { shopper });
    await twoDispatchOrder(t, { shopper }); // paid, not delivered: not listed
    let list = await waiting(shopper.headers);
    expect(list.map((o) => o.order_id)).toEqual([newer.orderId, older.orderId]);
    expect(list[0]).toMatchObject({ has_order_feedback: false, delivered_at: expect.any(String) });
    expect(list[0]!.products.map((p) => p.product_id).sort()).toEqual([...newer.productIds].sort());
    const res = await t.call('GET', '/v6/order-feedback/without-feedback?per-page=1', undefined, shopper.headers);
    expect(res.body.data._meta).toMatchObject({ totalCount: 2, perPage: 1 });
    expect(res.headers.get('X-Pagination-Total-Count')).toBe('2');

    // The order rated but a product left: still waiting, for that product.
    const [p1, p2] = newer.productIds;
    await t.call('POST', '/v10/order-feedback/create', { order_id: newer.orderId, score: 3, products: [{ product_id: p1, satisfied: true }] }, shopper.headers);
    list = await waiting(shopper.headers);
    const left = list.find((o) => o.order_id === newer.orderId)!;
    expect(left.has_order_feedback).toBe(true);
    expect(left.products.find((p) => p.product_id === p1)!.has_feedback).toBe(true);
    expect(left.products.find((p) => p.product_id === p2)!.has_feedback).toBe(false);

    await t.call('POST', '/v6/product-feedback/create', { order_id: newer.orderId, product_id: p2, satisfied: false }, shopper.headers);
    expect((await waiting(shopper.headers)).map((o) => o.order_id)).toEqual([older.orderId]);
  });
});
