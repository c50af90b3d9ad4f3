import { and, desc, eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { CLIENT } from '#tests/auth-helpers.ts';
import { smsOutbox } from '#server/sms/schema.ts';
import { products, varieties } from '#modules/catalog/schema.ts';
import { updateVariety } from '#flows/change-variety.ts';
import { processVarietyChanges } from './notify.ts';

const t = useTestApi();

async function login(mobile: string) {
  const res = await t.call('POST', '/v6/register/login-by-password', { mobile, password: 'bazaar123', ...CLIENT });
  return { Authorization: `Bearer ${res.body.data.access_token}` };
}

async function someVariety(offset = 0) {
  const [v] = await t.db
    .select({ id: varieties.id, productId: varieties.productId, off: varieties.priceOffRial, name: products.name })
    .from(varieties)
    .innerJoin(products, eq(products.id, varieties.productId))
    .where(and(eq(products.status, 1), gt(varieties.stock, 2), eq(varieties.minOrderCount, 1)))
    .orderBy(varieties.id)
    .offset(offset)
    .limit(1);
  return v!;
}

const messagesTo = (mobile: string) => t.db.select().from(smsOutbox).where(eq(smsOutbox.receptor, mobile)).orderBy(desc(smsOutbox.id));

describe('wish list', () => {
  it('needs a signed-in shopper', async () => {
    expect((await t.call('GET', '/v6/wish-list/index')).status).toBe(401);
    expect((await t.call('POST', '/v6/wish-list/add', { id: 1 })).status).toBe(401);
  });

  it('adds (idempotent), lists cards newest first, removes one, clears', async () => {
    const auth = await login('09120000001');
    const a = await someVariety(0);
    const b = await someVariety(10);
    expect((await t.call('POST', '/v6/wish-list/add', { id: a.productId }, auth)).body.msg).toBe('کالا به لیست علاقه‌مندی‌ها اضافه شد');
    await t.call('POST', '/v6/wish-list/add', { id: a.productId }, auth);
    await t.call('POST', '/v6/wish-list/add', { id: b.productId }, auth);
    const list = await t.call('GET', '/v6/wish-list/index', undefined, auth);
    expect(list.body.data.items.map((c: { id: number }) => c.id)).toEqual([b.productId, a.productId]);
    expect(list.body.data._meta.totalCount).toBe(2);
    expect(list.headers.get('X-Pagination-Total-Count')).toBe('2');
    await t.call('DELETE', `/v6/wish-list/clear?id=${b.productId}`, undefined, auth);
    expect((await t.call('GET', '/v6/wish-list/index', undefined, auth)).body.data.items).toHaveLength(1);
    await t.call('DELETE', '/v6/wish-list/clear', undefined, auth);
    expect((await t.call('GET', '/v6/wish-list/index', undefined, auth)).body.data.items).toHaveLength(0);
    expect((await t.call('POST', '/v6/wish-list/add', { id: 99999999 }, auth)).status).toBe(404);
    expect((await t.call('POST', '/v6/wish-list/add', { id: 'x' }, auth)).status).toBe(422);
  });
});

describe('alerts', () => {
  it('let-me-know: one SMS when the variety is back in stock, none after cancelling', async () => {
    const auth = await login('09120000001');
    const other = await login('09120000003');
    const v = await someVariety(3);
    await updateVariety(t.db, v.id, { stock: 0 });
    expect((await t.call('POST', '/v6/let-me-know/create', { id: v.id }, auth)).body.msg).toContain('پیامک');
    await t.call('POST', '/v6/let-me-know/create', { id: v.id }, other);
    await t.call('POST', '/v6/let-me-know/cancel', { id: v.id }, other);
    const before = (await messagesTo('09120000001')).length;
    await updateVariety(t.db, v.id, { stock: 7 });
    expect(await processVarietyChanges(t.db)).toBe(1);
    const [sms] = await messagesTo('09120000001');
    expect((await messagesTo('09120000001')).length).toBe(before + 1);
    expect(sms!.body).toContain(v.name);
    expect(sms!.body).toContain('دوباره موجود شد');
    expect((await messagesTo('09120000003')).some((m) => m.body.includes('دوباره موجود'))).toBe(false);
    // processed once: running the job again sends nothing
    expect(await processVarietyChanges(t.db)).toBe(0);
    expect((await t.call('POST', '/v6/let-me-know/create', { id: 99999999 }, auth)).status).toBe(404);
  });

  it('price drop: SMS to subscribers with the variety in a list, once per price', async () => {
    const auth = await login('09120000002');
    const v = await someVariety(5);
    const off = await t.call('POST', '/v6/cart/send-sms-on-product-price-reduction', { status: 0 }, auth);
    expect(off.body.data.send_sms_on_product_price_reduction).toBe(false);
    await t.call('POST', '/v6/wish-list/add', { id: v.productId }, auth);
    await updateVariety(t.db, v.id, { priceOffRial: Number(v.off) - 10_000 });
    expect(await processVarietyChanges(t.db)).toBe(0);

    const on = await t.call('POST', '/v6/cart/send-sms-on-product-price-reduction', { status: '1' }, auth);
    expect(on.body.data.send_sms_on_product_price_reduction).toBe(true);
    expect((await t.call('GET', '/v6/profile/identity', undefined, auth)).body.data.send_sms_on_product_price_reduction).toBe(true);
    const lower = Number(v.off) - 20_000;
    await updateVariety(t.db, v.id, { priceOffRial: lower });
    expect(await processVarietyChanges(t.db)).toBe(1);
    expect((await messagesTo('09120000002'))[0]!.body).toContain('کاهش یافت');
    // up and back down to the same price: already announced
    await updateVariety(t.db, v.id, { priceOffRial: lower + 5_000 });
    await updateVariety(t.db, v.id, { priceOffRial: lower });
    expect(await processVarietyChanges(t.db)).toBe(0);
    // a price rise is no news
    await updateVariety(t.db, v.id, { priceMainRial: lower + 50_000, priceOffRial: lower + 50_000 });
    expect(await processVarietyChanges(t.db)).toBe(0);
    expect((await t.call('POST', '/v6/cart/send-sms-on-product-price-reduction', { status: 'maybe' }, auth)).status).toBe(422);
  });
});
