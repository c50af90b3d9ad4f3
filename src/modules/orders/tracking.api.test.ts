import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeShopper } from '#tests/factories/shopper.ts';
import { useTestApi } from '#tests/harness.ts';
import { addresses } from '#modules/addresses/schema.ts';
import { cities } from '#modules/geo/schema.ts';
import { deliverDispatch, shipDispatch } from '#flows/fulfil-dispatch.ts';
import { orderDispatches, orderHistory, orders, trackingEvents } from './schema.ts';
import { twoDispatchOrder } from '#tests/factories/orders.ts';

const t = useTestApi();
// Each test places and pays real orders: on a busy two-core machine that takes a while.
const SLOW = { timeout: 90_000 };

describe('POST /v6/post-service/tracking', SLOW, () => {
  it('answers the caller’s dispatch and its timeline, newest first', async () => {
    const o = await twoDispatchOrder(t);
    const d = o.dispatches[0]!;
    const barcode = `BZ${String(o.orderId).padStart(6, '0')}1IR`;
    await shipDispatch(t.db, d.id, barcode, 'system', new Date('2026-01-10T08:00:00Z'));
    await t.db
      .insert(trackingEvents)
      .values({ dispatchId: d.id, at: new Date('2026-01-11T06:30:00Z'), title: 'مرسوله در مرکز مبادلات شیراز است', place: 'شیراز' });
    await deliverDispatch(t.db, d.id, 'system', new Date('2026-01-12T10:00:00Z'));

    const res = await t.call('POST', '/v6/post-service/tracking', { barcode }, o.shopper.headers);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ barcode, dispatch_id: d.id, order_id: o.orderId, status: 3, status_title: 'تحویل شده' });
    expect(res.body.data.events.map((e: { date: string }) => e.date)).toEqual([
      '2026-01-12T10:00:00.000Z',
      '2026-01-11T06:30:00.000Z',
      '2026-01-10T08:00:00.000Z',
    ]);
    expect(res.body.data.events[1]).toEqual({ date: '2026-01-11T06:30:00.000Z', title: 'مرسوله در مرکز مبادلات شیراز است', place: 'شیراز' });

    // Persian digits, lower case, spaces and a form body are all read as the same code.
    const typed = await t.call('POST', '/v6/post-service/tracking', `barcode=${encodeURIComponent(` bz${String(o.orderId).padStart(6, '0')}۱ir `)}`, {
      ...o.shopper.headers,
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(typed.status, JSON.stringify(typed.body)).toBe(200);
    expect(typed.body.data.dispatch_id).toBe(d.id);
  });

  it('another shopper’s or an unknown barcode is not found; a malformed one is a 422; guests sign in', async () => {
    const o = await twoDispatchOrder(t);
    const barcode = `BZ${String(o.orderId).padStart(6, '0')}2IR`;
    await shipDispatch(t.db, o.dispatches[1]!.id, barcode, 'system');
    const stranger = await makeShopper(t.db);
    const theirs = await t.call('POST', '/v6/post-service/tracking', { barcode }, stranger.headers);
    expect(theirs.status).toBe(404);
    expect(JSON.stringify(theirs.body)).not.toContain(String(o.orderId));
    expect((await t.call('POST', '/v6/post-service/tracking', { barcode: 'BZ999999999IR' }, o.shopper.headers)).status).toBe(404);
    for (const bad of ['', 'ab', 'BZ<script>', 'x'.repeat(40)]) {
      const res = await t.call('POST', '/v6/post-service/tracking', { barcode: bad }, o.shopper.headers);
      expect(res.status).toBe(422);
      expect(res.body.data).toEqual([{ field: 'barcode', message: 'کد رهگیری معتبر نیست' }]);
    }
    expect((await t.call('POST', '/v6/post-service/tracking', {}, o.shopper.headers)).body.data[0].field).toBe('barcode');
    expect((await t.call('POST', '/v6/post-service/tracking', { barcode })).status).toBe(401);
  });
});

describe('POST /v8/order/change-delivery-address', SLOW, () => {
  async function addressIn(userId: number, cityId: number) {
    const [city] = await t.db.select().from(cities).where(eq(cities.id, cityId));
    const [a] = await t.db
      .insert(addresses)
      .values({
        userId,
        provinceId: city!.provinceId,
        cityId,
        address: 'خیابان آزادی، کوچه بهار',
        zipcode: '1438765431',
        deliveryName: 'نگار صالحی',
        receiverMobile: '09121234567',
        plaque: '7',
        unit: null,
      })
      .returning();
    return a!.id;
  }
  const otherCity = async () => (await t.db.select({ id: cities.id }).from(cities).where(ne(cities.id, 1)).limit(1))[0]!.id;

  it('moves an order to another of the shopper’s addresses in the same city, with a history row', async () => {
    const o = await twoDispatchOrder(t);
    const addressId = await addressIn(o.shopper.userId, 1);
    expect((await t.call('GET', `/v6/order/view?id=${o.orderId}`, undefined, o.shopper.headers)).body.data.can_change_address).toBe(true);
    const res = await t.call('POST', '/v8/order/change-delivery-address', { id: o.orderId, address_id: addressId }, o.shopper.headers);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.msg).toBe('نشانی تحویل سفارش تغییر کرد');
    expect(res.body.data.ship_to).toMatchObject({ city_id: 1, address: 'خیابان آزادی، کوچه بهار', plaque: '7', delivery_name: 'نگار صالحی' });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, o.orderId));
    expect(row).toMatchObject({ addressId, status: 2 });
    expect(row!.shipTo.zipcode).toBe('1438765431');
    const history = await t.db
      .select()
      .from(orderHistory)
      .where(and(eq(orderHistory.orderId, o.orderId), eq(orderHistory.field, 'ship_to')));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ fromValue: 2, toValue: 2, actor: 'shopper' });
  });

  it('refuses another city (422 on address_id), another shopper’s address or order, and once a dispatch has left', async () => {
    const o = await twoDispatchOrder(t);
    const far = await addressIn(o.shopper.userId, await otherCity());
    const city = await t.call('POST', '/v8/order/change-delivery-address', { id: o.orderId, address_id: far }, o.shopper.headers);
    expect(city.status).toBe(422);
    expect(city.body.data[0].field).toBe('address_id');
    expect(city.body.data[0].message).toMatch(/^نشانی جدید باید در شهر .+ باشد/);

    const stranger = await makeShopper(t.db);
    const theirs = await t.call('POST', '/v8/order/change-delivery-address', { id: o.orderId, address_id: stranger.addressId }, o.shopper.headers);
    expect(theirs.status).toBe(422);
    expect(theirs.body.data[0]).toEqual({ field: 'address_id', message: 'نشانی انتخاب‌شده در دفترچه نشانی شما نیست' });
    expect((await t.call('POST', '/v8/order/change-delivery-address', { id: o.orderId, address_id: stranger.addressId }, stranger.headers)).status).toBe(404);

    const empty = await t.call('POST', '/v8/order/change-delivery-address', {}, o.shopper.headers);
    expect(empty.status).toBe(422);
    expect(empty.body.data.map((f: { field: string }) => f.field).sort()).toEqual(['address_id', 'id']);
    expect((await t.call('POST', '/v8/order/change-delivery-address', { id: o.orderId, address_id: o.shopper.addressId })).status).toBe(401);

    await t.db.update(orderDispatches).set({ sendStatus: 2 }).where(eq(orderDispatches.id, o.dispatches[0]!.id));
    const left = await t.call('POST', '/v8/order/change-delivery-address', { id: o.orderId, address_id: o.shopper.addressId }, o.shopper.headers);
    expect(left.status).toBe(409);
    expect(left.body.message).toBe('نشانی این سفارش دیگر قابل تغییر نیست');
    expect((await t.call('GET', `/v6/order/view?id=${o.orderId}`, undefined, o.shopper.headers)).body.data.can_change_address).toBe(false);
  });
});
