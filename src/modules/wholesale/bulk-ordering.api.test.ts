import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { makeShopper } from '#tests/factories/shopper.ts';
import { cookieOf } from '#tests/auth-helpers.ts';
import { bulkVariety, makePartner, WHOLESALE } from './bulk-ordering.fixture.ts';

/**
 * One limit rule for partners (catalog/prices/quote.ts partnerOrderLimit, this module's
 * README): on the wholesale storefront a confirmed partner may order a variety up to its
 * per-order limit raised to its largest tier, within the stock, and not one more, through
 * the cart API, the cart's plain forms and the product API alike; every refusal is a 422
 * with the number in Persian. The cart line carries the price at the tier its count reaches
 * and the partner's price steps. A shopper keeps the variety's own limit.
 */
const t = useTestApi();

type Line = { v_id: number; count: number; price: number; max: number; priceSteps?: { minQuantity: number; price: number }[] };
const cartOf = async (headers: Record<string, string>) => (await t.call('GET', '/v10/cart/index', undefined, headers)).body.data as { items: Line[] };
const lineOf = async (headers: Record<string, string>, id: number) => (await cartOf(headers)).items.find((i) => i.v_id === id);
const change = (headers: Record<string, string>, id: number, count: string | number) =>
  t.call('GET', `/v10/cart/change?id=${id}&count=${encodeURIComponent(String(count))}`, undefined, headers);

const PARTNER_MAX_50 = 'حداکثر تعداد سفارش عمدهٔ این کالا ۵۰ عدد است؛ برای تعداد بیشتر، استعلام قیمت خرید عمده بفرستید';

describe('a partner’s limit: the variety’s own, raised to its largest tier, within the stock', () => {
  it('takes 10, then up to the 50-unit tier at the tier’s price, and refuses 51 with a Persian 422', async () => {
    const v = await bulkVariety(t);
    const partner = await makePartner(t);

    const added = await t.call('POST', '/v10/cart/add', { id: v.id, count: 10 }, partner.headers);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(await lineOf(partner.headers, v.id)).toMatchObject({ count: 10, price: v.tier[10], max: 50 });

    // Typed in Persian digits, as a partner does in the quantity field.
    expect((await change(partner.headers, v.id, '۵۰')).status).toBe(200);
    const at50 = await lineOf(partner.headers, v.id);
    expect(at50).toMatchObject({ count: 50, price: v.tier[50] });
    expect(at50!.priceSteps).toEqual([
      { minQuantity: 1, price: v.off },
      { minQuantity: 5, price: v.tier[5] },
      { minQuantity: 10, price: v.tier[10] },
      { minQuantity: 50, price: v.tier[50] },
    ]);

    const over = await change(partner.headers, v.id, 51);
    expect(over.status).toBe(422);
    expect(over.body.data[0]).toEqual({ field: 'count', message: PARTNER_MAX_50 });
    // The refusal says what the cart keeps, so a field can go back to it.
    expect(over.body.varietyIdCount).toEqual([{ id: v.id, count: 50 }]);
    const more = await t.call('POST', '/v10/cart/add', { id: v.id, count: 1 }, partner.headers);
    expect(more.status).toBe(422);
    expect(more.body.message).toBe(PARTNER_MAX_50);
    expect(await lineOf(partner.headers, v.id)).toMatchObject({ count: 50, price: v.tier[50] });

    // Back to 4: the single-unit price.
    expect((await change(partner.headers, v.id, 4)).status).toBe(200);
    expect(await lineOf(partner.headers, v.id)).toMatchObject({ count: 4, price: v.off });
  });

  it('never takes 11 of a variety limited to 10 without tiers', async () => {
    const v = await bulkVariety(t, { tiers: false });
    const partner = await makePartner(t);
    expect((await t.call('POST', '/v10/cart/add', { id: v.id, count: 10 }, partner.headers)).status).toBe(200);
    const over = await change(partner.headers, v.id, 11);
    expect(over.status).toBe(422);
    expect(over.body.data[0].message).toBe('حداکثر تعداد سفارش عمدهٔ این کالا ۱۰ عدد است؛ برای تعداد بیشتر، استعلام قیمت خرید عمده بفرستید');
    expect((await t.call('POST', '/v10/cart/add', { id: v.id, count: 11 }, partner.headers)).status).toBe(422);
    expect(await lineOf(partner.headers, v.id)).toMatchObject({ count: 10, price: v.off, max: 10, priceSteps: [{ minQuantity: 1, price: v.off }] });
  });

  it('stops at the stock when there is less than the largest tier', async () => {
    const v = await bulkVariety(t, { stock: 30 });
    const partner = await makePartner(t);
    expect((await t.call('POST', '/v10/cart/add', { id: v.id, count: 30 }, partner.headers)).status).toBe(200);
    const over = await change(partner.headers, v.id, 31);
    expect(over.status).toBe(422);
    expect(over.body.data[0].message).toBe('از این کالا فقط ۳۰ عدد موجود است');
    expect(await lineOf(partner.headers, v.id)).toMatchObject({ count: 30, price: v.tier[10], max: 30 });
  });

  it('is the limit the product API states to the partner; a shopper keeps the variety’s limit of 10', async () => {
    const v = await bulkVariety(t);
    const partner = await makePartner(t);
    const shopper = await makeShopper(t.db);
    const limitFor = async (headers: Record<string, string>) => {
      const res = await t.call('GET', `/v6/product/view?slug=${encodeURIComponent(v.slug)}`, undefined, headers);
      return (res.body.data.varieties as { id: number; maxOrderCount: number }[]).find((x) => x.id === v.id)!.maxOrderCount;
    };
    expect(await limitFor(partner.headers)).toBe(50);
    expect(await limitFor({ ...shopper.headers, ...WHOLESALE })).toBe(10);

    // The shopper: − + and the variety's own limit, retail prices, no price steps.
    expect((await t.call('POST', '/v10/cart/add', { id: v.id, count: 10 }, shopper.headers)).status).toBe(200);
    const over = await change(shopper.headers, v.id, 11);
    expect(over.status).toBe(422);
    expect(over.body.data[0].message).toBe('حداکثر تعداد قابل سفارش این کالا ۱۰ عدد است');
    const line = await lineOf(shopper.headers, v.id);
    expect(line).toMatchObject({ count: 10, price: v.off, max: 10 });
    expect(line).not.toHaveProperty('priceSteps');
  });
});

describe('the cart’s plain forms for a partner (no JavaScript)', () => {
  const post = (path: string, form: Record<string, string>, headers: Record<string, string>) =>
    t.app.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://b2b.localhost', Host: 'b2b.localhost', ...headers },
      body: new URLSearchParams(form).toString(),
    });
  const flashOf = (res: Response) => JSON.parse(decodeURIComponent(cookieOf(res.headers, 'bz_cart_flash') ?? 'null')) as { tone: string; text: string } | null;

  it('adds and sets a typed count, and says why a count above the limit is refused', async () => {
    const v = await bulkVariety(t);
    const partner = await makePartner(t);
    const { 'X-Business': _, ...bearer } = partner.headers;

    const added = await post('/cart/add', { id: String(v.id), count: '۱۲' }, bearer);
    expect(added.status).toBe(303);
    expect(added.headers.get('Location')).toBe('/cart?added=1');
    expect(await lineOf(partner.headers, v.id)).toMatchObject({ count: 12, price: v.tier[10] });

    const set = await post('/cart/change', { id: String(v.id), count: '50' }, bearer);
    expect(set.status).toBe(303);
    expect(flashOf(set)).toEqual({ tone: 'success', text: 'تعداد کالا به‌روز شد' });
    expect(await lineOf(partner.headers, v.id)).toMatchObject({ count: 50, price: v.tier[50] });

    const refused = await post('/cart/change', { id: String(v.id), count: '۵۱' }, bearer);
    expect(refused.status).toBe(303);
    expect(flashOf(refused)).toEqual({ tone: 'error', text: PARTNER_MAX_50 });
    const addOver = await post('/cart/add', { id: String(v.id), count: '1' }, bearer);
    expect(addOver.headers.get('Location')).toBe('/cart');
    expect(flashOf(addOver)).toEqual({ tone: 'error', text: PARTNER_MAX_50 });
    expect(await lineOf(partner.headers, v.id)).toMatchObject({ count: 50 });
  });
});
