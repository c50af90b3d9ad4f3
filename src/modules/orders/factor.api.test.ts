import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeShopper } from '#tests/factories/shopper.ts';
import { useTestApi } from '#tests/harness.ts';
import { numberToPersianWords } from '#lib/persian-words.ts';
import { includedVat } from './invoice-math.ts';
import { orders } from './schema.ts';
import { twoDispatchOrder } from '#tests/factories/orders.ts';

const t = useTestApi();
// Each test places and pays real orders: on a busy two-core machine that takes a while.
const SLOW = { timeout: 90_000 };
const READS = ['/v6/order/factor', '/v6/factor/view', '/v6/factor/invoice', '/v6/factor/invoice-view'];

describe('invoices (factors)', SLOW, () => {
  it('a paid order’s invoice: seller, buyer, lines, shipping, the VAT it contains and the total in words', async () => {
    const o = await twoDispatchOrder(t);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, o.orderId));
    const res = await t.call('GET', `/v6/order/factor?id=${o.orderId}`, undefined, o.shopper.headers);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const inv = res.body.data;
    expect(inv).toMatchObject({
      number: String(o.orderId),
      order_id: o.orderId,
      dispatch_id: null,
      seller: { name: 'فروشگاه اینترنتی بازار', economic_code: expect.stringMatching(/^\d{12}$/) },
      buyer: { name: 'سارا محمدی', national_code: '0013542419', postal_code: '1416932790', mobile: expect.stringMatching(/^09\d{9}$/) },
      price_main: row!.priceMainRial,
      goods: row!.goodsRial,
      discount_code: row!.discountCodeRial,
      shipping: row!.sendCostRial,
      total: row!.totalRial,
      tax: { percent: 10, amount: includedVat(row!.totalRial) },
      total_words: `${numberToPersianWords(row!.totalRial)} ریال`,
    });
    expect(inv.buyer.address).toContain('پلاک 12');
    expect(inv.lines).toHaveLength(2);
    for (const l of inv.lines) expect(l.total).toBe(l.unit_price * l.count - l.discount);
    expect(inv.line_discount).toBe(inv.price_main - inv.goods);
    // The four reads are the same invoice.
    for (const path of READS.slice(1)) expect((await t.call('GET', `${path}?id=${o.orderId}`, undefined, o.shopper.headers)).body.data).toEqual(inv);
  });

  it('one dispatch’s invoice holds only its lines and shipping; a cancelled dispatch leaves the order’s invoice', async () => {
    const o = await twoDispatchOrder(t);
    const [first, second] = o.dispatches;
    const one = (await t.call('GET', `/v6/factor/view?id=${o.orderId}&slave_id=${first!.id}`, undefined, o.shopper.headers)).body.data;
    expect(one).toMatchObject({ number: `${o.orderId}-${first!.id}`, dispatch_id: first!.id, shipping: first!.sendCostRial });
    const other = (await t.call('GET', `/v6/factor/view?id=${o.orderId}&slave_id=${second!.id}`, undefined, o.shopper.headers)).body.data;
    const whole = (await t.call('GET', `/v6/factor/view?id=${o.orderId}`, undefined, o.shopper.headers)).body.data;
    expect(one.lines.length + other.lines.length).toBe(whole.lines.length);
    expect(one.goods + other.goods).toBe(whole.goods);

    expect((await t.call('POST', '/v6/order/cancel-dispatch', { id: second!.id, reason_id: 1 }, o.shopper.headers)).status).toBe(200);
    const after = (await t.call('GET', `/v6/factor/view?id=${o.orderId}`, undefined, o.shopper.headers)).body.data;
    expect(after.lines.map((l: { id: number }) => l.id)).toEqual(one.lines.map((l: { id: number }) => l.id));
    expect(after.total).toBe(one.total);
    expect((await t.call('GET', `/v6/factor/view?id=${o.orderId}&slave_id=${second!.id}`, undefined, o.shopper.headers)).status).toBe(404);
  });

  it('lists one invoice per paid order, paged; unpaid and cancelled orders have none', async () => {
    const s = await makeShopper(t.db);
    const a = await twoDispatchOrder(t, { shopper: s });
    const b = await twoDispatchOrder(t, { shopper: s });
    const unpaid = await twoDispatchOrder(t, { shopper: s, pay: false });
    const cancelled = await twoDispatchOrder(t, { shopper: s });
    await t.call('POST', '/v10/order/cancel', { id: cancelled.orderId, reason_id: 1 }, s.headers);

    const list = await t.call('GET', '/v6/factor/index', undefined, s.headers);
    expect(list.status).toBe(200);
    expect(list.body.data.items.map((f: { id: number }) => f.id)).toEqual([b.orderId, a.orderId]);
    expect(list.body.data.items[0]).toMatchObject({ number: String(b.orderId), order_id: b.orderId, total: expect.any(Number) });
    expect(list.body.data.items[0].dispatches.map((d: { id: number }) => d.id)).toEqual(b.dispatches.map((d) => d.id));
    const paged = await t.call('GET', '/v6/factor/index?per-page=1&page=2', undefined, s.headers);
    expect(paged.body.data.items.map((f: { id: number }) => f.id)).toEqual([a.orderId]);
    expect(paged.headers.get('X-Pagination-Total-Count')).toBe('2');

    for (const id of [unpaid.orderId, cancelled.orderId]) {
      for (const path of READS) expect((await t.call('GET', `${path}?id=${id}`, undefined, s.headers)).status).toBe(404);
    }
  });

  it('another shopper’s invoice, or a dispatch of another order, is not found; 401 and 422 as usual', async () => {
    const o = await twoDispatchOrder(t);
    const mine = await twoDispatchOrder(t);
    const stranger = await makeShopper(t.db);
    for (const path of READS) expect((await t.call('GET', `${path}?id=${o.orderId}`, undefined, stranger.headers)).status).toBe(404);
    const foreign = await t.call('GET', `/v6/factor/view?id=${mine.orderId}&slave_id=${o.dispatches[0]!.id}`, undefined, mine.shopper.headers);
    expect(foreign.status).toBe(404);
    expect((await t.call('GET', '/v6/factor/index', undefined, stranger.headers)).body.data.items).toEqual([]);
    expect((await t.call('GET', `/v6/factor/view?id=${o.orderId}`)).status).toBe(401);
    expect((await t.call('GET', '/v6/factor/index')).status).toBe(401);
    const bad = await t.call('GET', `/v6/factor/view?id=${o.orderId}&slave_id=x`, undefined, o.shopper.headers);
    expect(bad.status).toBe(422);
    expect(bad.body.data[0].field).toBe('slave_id');
    expect((await t.call('GET', '/v6/order/factor', undefined, o.shopper.headers)).body.data[0].field).toBe('id');
  });
});
