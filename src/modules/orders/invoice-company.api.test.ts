import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeShopper } from '#tests/factories/shopper.ts';
import { twoDispatchOrder } from '#tests/factories/orders.ts';
import { useTestApi } from '#tests/harness.ts';
import { COMPANY, fields, legalFixture, OTHER_LEGAL_ID } from '#modules/account/legal/legal.fixture.ts';
import { orderHistory, orders } from './schema.ts';

/**
 * POST /v10/order/set-factor-legal: an order's invoice issued to one of the shopper's
 * companies, shown on the invoice with the company's details; another shopper's company or
 * order is refused, a cancelled order too; clearing goes back to the shopper's name.
 */
const t = useTestApi();
const { company } = legalFixture(t);
// Each test places real orders: on a busy machine that takes a while.
const SLOW = { timeout: 90_000 };
const SET = '/v10/order/set-factor-legal';

describe('an invoice issued to a company', SLOW, () => {
  it('shows the chosen company on the invoice, kept after the company is deleted, and clears back to the shopper', async () => {
    const o = await twoDispatchOrder(t);
    const mine = await company(o.shopper.headers);
    const res = await t.call('POST', SET, { order_id: o.orderId, legal_id: mine.id }, o.shopper.headers);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ msg: 'فاکتور این سفارش به نام شرکت صادر می‌شود', data: { order_id: o.orderId, legal_id: mine.id } });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, o.orderId));
    expect(row!.legalId).toBe(mine.id);
    const history = await t.db
      .select()
      .from(orderHistory)
      .where(and(eq(orderHistory.orderId, o.orderId), eq(orderHistory.field, 'legal_id')));
    expect(history).toHaveLength(1);
    expect(history[0]!.note).toContain('بازرگانی آفتاب');

    const expected = {
      legal_id: mine.id,
      name: 'بازرگانی آفتاب',
      name_en: 'Aftab Trading Co.',
      company_type: 'سهامی خاص',
      legal_national_id: COMPANY.national_id,
      economic_code: COMPANY.eghtesad_code,
      registration_code: '45678',
      phone: '02188776655',
      postal_code: COMPANY.postal_code,
      address: COMPANY.address,
    };
    const invoice = (await t.call('GET', `/v6/order/factor?id=${o.orderId}`, undefined, o.shopper.headers)).body.data;
    expect(invoice.buyer.company).toEqual(expected);
    // A dispatch's invoice names it too.
    const slave = (await t.call('GET', `/v6/factor/view?id=${o.orderId}&slave_id=${o.dispatches[0]!.id}`, undefined, o.shopper.headers)).body.data;
    expect(slave.buyer.company).toEqual(expected);

    // Removing the company from the list does not rewrite the invoice issued to it.
    expect((await t.call('DELETE', `/v6/user-legal/delete?id=${mine.id}`, undefined, o.shopper.headers)).status).toBe(200);
    expect((await t.call('GET', `/v6/factor/view?id=${o.orderId}`, undefined, o.shopper.headers)).body.data.buyer.company).toEqual(expected);
    // Sending the same choice again changes nothing; a deleted company cannot be chosen afresh elsewhere.
    expect((await t.call('POST', SET, { id: o.orderId, legal_id: mine.id }, o.shopper.headers)).status).toBe(200);

    const cleared = await t.call('POST', SET, { order_id: o.orderId, legal_id: 0 }, o.shopper.headers);
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ msg: 'فاکتور این سفارش به نام خودتان صادر می‌شود', data: { legal_id: null } });
    expect((await t.call('GET', `/v6/factor/view?id=${o.orderId}`, undefined, o.shopper.headers)).body.data.buyer.company).toBeNull();
    expect(fields((await t.call('POST', SET, { order_id: o.orderId, legal_id: mine.id }, o.shopper.headers)).body)).toEqual({
      legal_id: 'شرکت انتخاب‌شده در فهرست شرکت‌های شما نیست',
    });
  });

  it('refuses another shopper’s company (422) and order (404), a cancelled order, and bad ids', async () => {
    const s = await makeShopper(t.db);
    const other = await makeShopper(t.db);
    const o = await twoDispatchOrder(t, { shopper: s });
    const theirs = await company(other.headers, { national_id: OTHER_LEGAL_ID });
    const mine = await company(s.headers);

    const foreign = await t.call('POST', SET, { order_id: o.orderId, legal_id: theirs.id }, s.headers);
    expect(foreign.status).toBe(422);
    expect(fields(foreign.body)).toEqual({ legal_id: 'شرکت انتخاب‌شده در فهرست شرکت‌های شما نیست' });
    const notTheirs = await t.call('POST', SET, { order_id: o.orderId, legal_id: theirs.id }, other.headers);
    expect(notTheirs.status).toBe(404);
    expect(fields((await t.call('POST', SET, { legal_id: 'x' }, s.headers)).body)).toEqual({
      order_id: 'سفارش معتبر نیست',
      legal_id: 'شرکت انتخاب‌شده معتبر نیست',
    });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, o.orderId));
    expect(row!.legalId).toBeNull();

    // An unpaid order may name its company before it is paid; a cancelled one never gets an invoice.
    const unpaid = await twoDispatchOrder(t, { shopper: s, pay: false });
    expect((await t.call('POST', SET, { order_id: unpaid.orderId, legal_id: mine.id }, s.headers)).status).toBe(200);
    await t.call('POST', '/v10/order/cancel', { id: unpaid.orderId, reason_id: 1 }, s.headers);
    const cancelled = await t.call('POST', SET, { order_id: unpaid.orderId, legal_id: 0 }, s.headers);
    expect(cancelled.status).toBe(422);
    expect(fields(cancelled.body)).toEqual({ order_id: 'برای سفارش لغوشده فاکتوری صادر نمی‌شود' });
    expect((await t.call('POST', SET, { order_id: o.orderId, legal_id: mine.id })).status).toBe(401);
  });
});
