import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeShopper } from '#tests/factories/shopper.ts';
import { useTestApi } from '#tests/harness.ts';
import { orderDispatches, orders } from './schema.ts';
import { twoDispatchOrder } from '#tests/factories/orders.ts';

const t = useTestApi();
// Each test places and pays real orders: on a busy two-core machine that takes a while.
const SLOW = { timeout: 90_000 };

describe('GET /v6/order/status-filter and /v6/order/index', SLOW, () => {
  it('counts the caller’s orders per tab and lists them newest first, paged, filtered by tab', async () => {
    const s = await makeShopper(t.db);
    const paid = await twoDispatchOrder(t, { shopper: s });
    const unpaid = await twoDispatchOrder(t, { shopper: s, pay: false });
    const cancelled = await twoDispatchOrder(t, { shopper: s });
    expect((await t.call('POST', '/v10/order/cancel', { id: cancelled.orderId, reason_id: 1 }, s.headers)).status).toBe(200);
    // Someone else's orders never count.
    await twoDispatchOrder(t);

    const tabs = await t.call('GET', '/v6/order/status-filter', undefined, s.headers);
    expect(tabs.status).toBe(200);
    expect(tabs.body.data.items).toEqual([
      { id: 1, title: 'در انتظار پرداخت', count: 1 },
      { id: 2, title: 'در حال پردازش', count: 1 },
      { id: 3, title: 'تحویل شده', count: 0 },
      { id: 4, title: 'مرجوع شده', count: 0 },
      { id: 5, title: 'لغو شده', count: 1 },
    ]);

    const all = await t.call('GET', '/v6/order/index', undefined, s.headers);
    expect(all.status).toBe(200);
    expect(all.body.data.items.map((o: { id: number }) => o.id)).toEqual([cancelled.orderId, unpaid.orderId, paid.orderId]);
    expect(all.body.data._meta).toEqual({ totalCount: 3, pageCount: 1, currentPage: 1, perPage: 20 });
    const card = all.body.data.items[2];
    expect(card).toMatchObject({
      id: paid.orderId,
      status: 2,
      status_title: 'در حال پردازش',
      send_status: 1,
      send_status_title: 'در حال آماده‌سازی',
      pay_status: 3,
      pay_status_title: 'موفق',
      items_count: 3,
    });
    expect(card.date).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(card.total_price).toBeGreaterThan(0);
    expect(card.images.length).toBeGreaterThan(0);
    expect(card.images[0]).toMatch(/^\/media\/p\/\d+-148\.webp$/);
    expect(all.body.data.items[0]).toMatchObject({ status: 5, send_status: 4 });

    const page2 = await t.call('GET', '/v6/order/index?per-page=2&page=2', undefined, s.headers);
    expect(page2.body.data.items.map((o: { id: number }) => o.id)).toEqual([paid.orderId]);
    expect(page2.headers.get('X-Pagination-Total-Count')).toBe('3');
    expect(page2.headers.get('X-Pagination-Page-Count')).toBe('2');
    expect(page2.headers.get('X-Pagination-Current-Page')).toBe('2');
    expect(page2.body.data._links.prev.href).toBe('/v6/order/index?per-page=2&page=1');

    const awaiting = await t.call('GET', '/v6/order/index?status=1', undefined, s.headers);
    expect(awaiting.body.data.items.map((o: { id: number }) => o.id)).toEqual([unpaid.orderId]);
    const persianDigits = await t.call('GET', `/v6/order/index?status=${encodeURIComponent('۵')}`, undefined, s.headers);
    expect(persianDigits.body.data.items.map((o: { id: number }) => o.id)).toEqual([cancelled.orderId]);
    const none = await t.call('GET', '/v6/order/index?status=3', undefined, s.headers);
    expect(none.body.data).toMatchObject({ items: [], _meta: { totalCount: 0, pageCount: 0 } });
  });

  it('answers 422 for an unknown tab or a bad page, 401 without a session', async () => {
    const s = await makeShopper(t.db);
    for (const q of ['status=9', 'status=abc', 'status=0']) {
      const res = await t.call('GET', `/v6/order/index?${q}`, undefined, s.headers);
      expect(res.status).toBe(422);
      expect(res.body.data).toEqual([{ field: 'status', message: 'وضعیت انتخاب‌شده معتبر نیست' }]);
    }
    const bad = await t.call('GET', '/v6/order/index?per-page=51', undefined, s.headers);
    expect(bad.status).toBe(422);
    expect(bad.body.data[0].field).toBe('per-page');
    expect((await t.call('GET', '/v6/order/index')).status).toBe(401);
    expect((await t.call('GET', '/v6/order/status-filter')).status).toBe(401);
  });
});

describe('GET /v6/order/view', SLOW, () => {
  it('shows a paid order with its dispatches, lines, transactions and nothing owed', async () => {
    const o = await twoDispatchOrder(t);
    const res = await t.call('GET', `/v6/order/view?id=${o.orderId}&expand=dispatches,transactions,debtorPayments`, undefined, o.shopper.headers);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const v = res.body.data;
    const [row] = await t.db.select().from(orders).where(eq(orders.id, o.orderId));
    expect(v).toMatchObject({
      id: o.orderId,
      status: 2,
      send_status: 1,
      pay_status: 3,
      total_price: row!.totalRial,
      price_main: row!.priceMainRial,
      goods: row!.goodsRial,
      send_cost: row!.sendCostRial,
      payable: row!.payableRial,
      paid: row!.paidRial,
      can_cancel: true,
      can_pay_again: false,
      has_invoice: true,
      debtorPayments: [],
    });
    expect(v.ship_to).toMatchObject({ city_id: 1, zipcode: '1416932790', delivery_name: 'سارا محمدی' });
    expect(v.total_price).toBe(v.goods - v.discount_code + v.send_cost);
    expect(v.dispatches).toHaveLength(2);
    for (const d of v.dispatches) {
      expect(d).toMatchObject({ send_status: 1, send_status_title: 'در حال آماده‌سازی', barcode: null, can_cancel: true });
      expect(d.delivery.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(d.delivery.from).toMatch(/^\d{2}:\d{2}$/);
      expect(d.delivery.to).toMatch(/^\d{2}:\d{2}$/);
      expect(d.title.length).toBeGreaterThan(0);
      expect(d.lines[0]).toMatchObject({ variety_id: expect.any(Number), name: expect.any(String), slug: expect.any(String), count: expect.any(Number) });
    }
    const lines = v.dispatches.flatMap((d: { lines: { price: number; count: number }[] }) => d.lines);
    expect(lines.reduce((sum: number, l: { price: number; count: number }) => sum + l.price * l.count, 0)).toBe(v.goods);
    expect(v.transactions).toHaveLength(1);
    expect(v.transactions[0]).toMatchObject({ type: 'payment', gateway: 'sandbox', amount: v.payable, status: 3, status_title: 'موفق' });
    expect(v.transactions[0].ref_id).toBeTruthy();
  });

  it('without expand shows only the order; an unknown expand answers 422', async () => {
    const o = await twoDispatchOrder(t);
    const plain = await t.call('GET', `/v6/order/view?id=${o.orderId}`, undefined, o.shopper.headers);
    expect(plain.body.data.dispatches).toBeUndefined();
    expect(plain.body.data.transactions).toBeUndefined();
    const bad = await t.call('GET', `/v6/order/view?id=${o.orderId}&expand=dispatches,owner`, undefined, o.shopper.headers);
    expect(bad.status).toBe(422);
    expect(bad.body.data[0].field).toBe('expand');
    expect((await t.call('GET', '/v6/order/view?id=abc', undefined, o.shopper.headers)).body.data[0].field).toBe('id');
  });

  it('an unpaid order owes its payable until the hold ends and can be paid again', async () => {
    const o = await twoDispatchOrder(t, { pay: false });
    const v = (await t.call('GET', `/v6/order/view?id=${o.orderId}&expand=debtorPayments,dispatches`, undefined, o.shopper.headers)).body.data;
    expect(v).toMatchObject({ status: 1, pay_status: expect.any(Number), can_pay_again: true, can_cancel: true, has_invoice: false });
    expect(v.debtorPayments).toEqual([{ amount: v.payable, title: expect.any(String), due: v.hold_until }]);
    // A dispatch of an unpaid order is not cancelled alone (the bank attempt is for the whole).
    expect(v.dispatches.map((d: { can_cancel: boolean }) => d.can_cancel)).toEqual([false, false]);
  });

  it('follows a dispatch leaving and one cancelled: least advanced live status, refund listed', async () => {
    const o = await twoDispatchOrder(t);
    const [first, second] = o.dispatches;
    expect((await t.call('POST', '/v6/order/cancel-dispatch', { id: second!.id, reason_id: 2 }, o.shopper.headers)).status).toBe(200);
    await t.db
      .update(orderDispatches)
      .set({ sendStatus: 2, barcode: `BZ${o.orderId}77IR` })
      .where(eq(orderDispatches.id, first!.id));
    const v = (await t.call('GET', `/v6/order/view?id=${o.orderId}&expand=dispatches,transactions`, undefined, o.shopper.headers)).body.data;
    expect(v).toMatchObject({ send_status: 2, send_status_title: 'ارسال شده', can_cancel: false });
    expect(v.dispatches.map((d: { send_status: number; can_cancel: boolean }) => [d.send_status, d.can_cancel])).toEqual([
      [2, false],
      [4, false],
    ]);
    expect(v.dispatches[0].barcode).toBe(`BZ${o.orderId}77IR`);
    const refund = v.transactions.find((x: { type: string }) => x.type === 'refund');
    expect(refund).toMatchObject({ amount: expect.any(Number), reason: 'لغو مرسوله' });
    expect(refund.amount).toBeGreaterThan(0);
  });

  it('another shopper’s order is not found, and a guest must sign in', async () => {
    const o = await twoDispatchOrder(t);
    const stranger = await makeShopper(t.db);
    const res = await t.call('GET', `/v6/order/view?id=${o.orderId}&expand=dispatches,transactions,debtorPayments`, undefined, stranger.headers);
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain(String(o.shopper.userId));
    expect((await t.call('GET', `/v6/order/view?id=${o.orderId}`)).status).toBe(401);
    expect((await t.call('GET', '/v6/order/view?id=99999999', undefined, o.shopper.headers)).status).toBe(404);
  });
});
