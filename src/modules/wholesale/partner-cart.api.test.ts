import { and, eq, gt, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { makeShopper } from '#tests/factories/shopper.ts';
import { payOrder, placeOrder } from '#tests/checkout-helpers.ts';
import { users } from '#modules/account/schema.ts';
import { products, varieties, varietyPriceTiers } from '#modules/catalog/schema.ts';
import { orderLines } from '#modules/orders/schema.ts';
import { readyStaff } from '#tests/factories/staff.ts';
import { staffAudit } from '#modules/staff/index.ts';

/**
 * Buying in bulk: a confirmed partner's cart on the wholesale storefront
 * (X-Business: 1, or its host) is priced by quantity (the 10-unit tier for 10 units), may
 * hold more than the retail per-order limit (up to the stock), and the order is placed at
 * those prices, re-read at placement; a shopper's cart of the same variety, and the
 * partner's own cart on the retail storefront, are priced and limited as always
 * (docs/adr/0021).
 */
const t = useTestApi();

const WHOLESALE = { 'X-Business': '1' };

/** A confirmed partner, calling the wholesale storefront's API. */
async function makePartner() {
  const s = await makeShopper(t.db);
  await t.db.update(users).set({ isHamkar: true, coworkerStatus: 2 }).where(eq(users.id, s.userId));
  return { ...s, headers: { ...s.headers, ...WHOLESALE } };
}

/** A variety with partner tiers, plenty of stock, a retail limit under 10 and no promotion running. */
async function bulkVariety() {
  const rows = await t.db
    .select({ id: varieties.id, off: varieties.priceOffRial, max: varieties.maxOrderCount, min: varieties.minOrderCount })
    .from(varieties)
    .innerJoin(products, eq(products.id, varieties.productId))
    .where(
      and(
        eq(products.status, 1),
        eq(varieties.isActive, true),
        gt(varieties.stock, 60),
        eq(varieties.minOrderCount, 1),
        sql`${varieties.maxOrderCount} < 10`,
        sql`exists (select 1 from ${varietyPriceTiers} pt where pt.variety_id = ${varieties.id} and pt.min_quantity = 10)`,
        sql`not exists (select 1 from promotion_varieties pv where pv.variety_id = ${varieties.id})`,
      ),
    )
    .orderBy(varieties.id)
    .limit(1);
  const v = rows[0]!;
  const tiers = await t.db.select().from(varietyPriceTiers).where(eq(varietyPriceTiers.varietyId, v.id));
  return { id: v.id, off: Number(v.off), max: v.max, tier10: Number(tiers.find((x) => x.minQuantity === 10)!.priceRial) };
}

const cartOf = async (headers: Record<string, string>) => (await t.call('GET', '/v10/cart/index', undefined, headers)).body.data;

describe('a partner buying in bulk', () => {
  it('gets the 10-unit tier for 10 units past the retail limit, and the order is placed at it; a shopper cannot', async () => {
    const v = await bulkVariety();
    const shopper = await makeShopper(t.db);
    const refused = await t.call('POST', '/v10/cart/add', { id: v.id, count: 10 }, shopper.headers);
    expect(refused.status).toBe(422);

    const partner = await makePartner();
    const added = await t.call('POST', '/v10/cart/add', { id: v.id, count: 10 }, partner.headers);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const cart = await cartOf(partner.headers);
    const line = cart.items.find((i: { v_id: number }) => i.v_id === v.id);
    expect(line).toMatchObject({ count: 10, price: v.tier10, notice: null });
    expect(v.tier10).toBeLessThan(v.off);

    // The same partner on the retail storefront pays retail, within the retail limit; the
    // bulk line is kept for the wholesale storefront, but cannot be placed from here.
    const { 'X-Business': _, ...retail } = partner.headers;
    const onRetail = (await cartOf(retail)).items[0];
    expect(onRetail).toMatchObject({ count: v.max, price: v.off, notice: 'تعداد این کالا به موجودی فعلی کاهش یافت' });
    expect((await t.call('POST', '/v10/cart/add', { id: v.id, count: 1 }, retail)).status).toBe(422);
    expect((await cartOf(partner.headers)).items[0]).toMatchObject({ count: 10, price: v.tier10 });

    // Down to 4: back to today's price, nothing to acknowledge.
    await t.call('GET', `/v10/cart/change?id=${v.id}&count=4`, undefined, partner.headers);
    expect((await cartOf(partner.headers)).items[0]).toMatchObject({ count: 4, price: v.off, notice: null });
    await t.call('GET', `/v10/cart/change?id=${v.id}&count=10`, undefined, partner.headers);

    const placed = await placeOrder(t, partner);
    if (placed.payment_url) await payOrder(t, placed.payment_url);
    const [ordered] = await t.db
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.orderId, placed.order_id), eq(orderLines.varietyId, v.id)));
    expect(ordered).toMatchObject({ count: 10, priceRial: v.tier10 });
    const view = await t.call('GET', `/v6/order/view?id=${placed.order_id}`, undefined, partner.headers);
    expect(view.body.data.is_business).toBe(true);
  });

  it('a tier the catalogue editor changes in the back office is the price the next placement takes', async () => {
    const v = await bulkVariety();
    const partner = await makePartner();
    expect((await t.call('POST', '/v10/cart/add', { id: v.id, count: 10 }, partner.headers)).status).toBe(200);
    const editor = await readyStaff(t, 'catalog-editor');
    const setTiers = (tiers: object[]) => t.call('POST', '/v10/admin/variety/tiers', { id: v.id, tiers }, editor.auth);
    const cheaper = v.tier10 - 10_000;
    // A call without `tiers` is a mistake, not "remove them all" (an explicit [] is that).
    const missing = await t.call('POST', '/v10/admin/variety/tiers', { id: v.id }, editor.auth);
    expect(missing.status).toBe(422);
    expect(missing.body.data[0]).toEqual({ field: 'tiers', message: 'پله‌های قیمت را بفرستید؛ برای حذف همهٔ پله‌ها فهرست خالی بفرستید' });
    // Counts and prices are decimal digits: what Number() would read from hex or an exponent is refused.
    for (const bad of [
      { min_quantity: '0xa', price: 100_000 },
      { min_quantity: 10, price: '1e5' },
      { min_quantity: 10, price: ' 100000' },
    ]) {
      expect((await setTiers([bad])).status, JSON.stringify(bad)).toBe(422);
    }
    expect(await t.db.select().from(varietyPriceTiers).where(eq(varietyPriceTiers.varietyId, v.id))).not.toHaveLength(0);
    // Tiers from 2 units, each cheaper than the one before: otherwise a Persian refusal and nothing changes.
    expect((await setTiers([{ min_quantity: 1, price: cheaper }])).body.data[0]).toMatchObject({
      field: 'tiers',
      message: 'تعداد هر پله باید از ۲ به بالا و یکتا باشد',
    });
    expect(
      (
        await setTiers([
          { min_quantity: 5, price: cheaper },
          { min_quantity: 10, price: cheaper + 1 },
        ])
      ).body.data[0],
    ).toMatchObject({ field: 'tiers', message: 'قیمت هر پله باید کمتر از قیمت فعلی کالا و پلهٔ پیش از آن باشد' });
    const saved = await setTiers([
      { min_quantity: 10, price: cheaper },
      { min_quantity: 50, price: cheaper - 50_000 },
    ]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const [audit] = await t.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.actorUserId, editor.id), eq(staffAudit.action, 'variety.tiers')));
    expect(audit!.after).toEqual([
      { minQuantity: 10, priceRial: cheaper },
      { minQuantity: 50, priceRial: cheaper - 50_000 },
    ]);
    const placed = await placeOrder(t, partner);
    const [ordered] = await t.db
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.orderId, placed.order_id), eq(orderLines.varietyId, v.id)));
    expect(ordered!.priceRial).toBe(cheaper);
  });
});

describe('a cart below a variety’s minimum', () => {
  it('says so on the line and cannot be placed, with a Persian message', async () => {
    const v = await bulkVariety();
    const partner = await makePartner();
    expect((await t.call('POST', '/v10/cart/add', { id: v.id, count: 10 }, partner.headers)).status).toBe(200);
    // The seller now sells this variety from 20 units.
    await t.db.update(varieties).set({ minOrderCount: 20 }).where(eq(varieties.id, v.id));
    const line = (await cartOf(partner.headers)).items.find((i: { v_id: number }) => i.v_id === v.id);
    expect(line.notice).toBe('حداقل تعداد سفارش این کالا ۲۰ عدد است؛ تعداد را بیشتر کنید');
    const checkout = (await t.call('GET', '/v10/cart/checkout', undefined, partner.headers)).body.data;
    const slots = Object.fromEntries(
      checkout.dispatches.map((d: { key: string; slots: { id: number; full: boolean }[] }) => [d.key, d.slots.find((s) => !s.full)!.id]),
    );
    const res = await t.call(
      'POST',
      '/v10/cart/payment',
      { address_id: checkout.address_id, slots },
      { ...partner.headers, 'Idempotency-Key': `min-${partner.userId}-${Date.now()}` },
    );
    expect(res.status).toBe(422);
    expect(res.body.data[0]).toMatchObject({ field: 'cart' });
    expect(res.body.data[0].message).toMatch(/^حداقل تعداد سفارش «.+» ۲۰ عدد است$/);
    await t.db.update(varieties).set({ minOrderCount: 1 }).where(eq(varieties.id, v.id));
  });
});

describe('a partner’s invoice', () => {
  it('carries the company they were confirmed as; a shopper’s invoice has no company', async () => {
    const v = await bulkVariety();
    const shopperAccount = await makeShopper(t.db);
    const partner = { ...shopperAccount, headers: { ...shopperAccount.headers, ...WHOLESALE } };
    const owner = await readyStaff(t, 'owner');
    const applied = await t.call(
      'POST',
      '/v10/coworker/register',
      {
        kind: 'company',
        company_name: 'بازرگانی فاکتور',
        legal_national_id: '14003778990',
        company_type: 2,
        economic_code: '411122233344',
        intro_method_id: 1,
      },
      partner.headers,
    );
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const cases = (await t.call('GET', '/v10/admin/decisions?per-page=50', undefined, owner.auth)).body.data.items as { id: number; title: string }[];
    const mine = cases.find((c) => c.title.startsWith('بازرگانی فاکتور'))!;
    expect((await t.call('POST', '/v10/admin/decisions/decide', { id: mine.id, verdict: 'approve' }, owner.auth)).status).toBe(200);

    expect((await t.call('POST', '/v10/cart/add', { id: v.id, count: 10 }, partner.headers)).status).toBe(200);
    const placed = await placeOrder(t, partner);
    if (placed.payment_url) await payOrder(t, placed.payment_url);
    const invoice = (await t.call('GET', `/v6/factor/view?id=${placed.order_id}`, undefined, partner.headers)).body.data;
    expect(invoice.buyer.company).toEqual({ name: 'بازرگانی فاکتور', legal_national_id: '14003778990', economic_code: '411122233344' });

    const shopper = await makeShopper(t.db);
    expect((await t.call('POST', '/v10/cart/add', { id: v.id, count: 1 }, shopper.headers)).status).toBe(200);
    const theirs = await placeOrder(t, shopper);
    if (theirs.payment_url) await payOrder(t, theirs.payment_url);
    expect((await t.call('GET', `/v6/factor/view?id=${theirs.order_id}`, undefined, shopper.headers)).body.data.buyer.company).toBeNull();
  });
});
