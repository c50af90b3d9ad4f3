import { and, eq, gt, notInArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { readyStaff } from '#tests/factories/staff.ts';
import { products, promotionVarieties, varieties } from '#modules/catalog/schema.ts';
import { staffAudit } from '#modules/staff/index.ts';

const t = useTestApi();
const auditOf = async (userId: number) =>
  (await t.db.select().from(staffAudit).where(eq(staffAudit.actorUserId, userId)).orderBy(staffAudit.id)).filter((r) => !r.action.startsWith('second-factor'));
const activeItems = async () =>
  ((await t.call('GET', '/v8/promotion/active?promotion_variety_limit=50')).body.data?.items ?? []) as {
    variety_id: number;
    promotion: { p_price: number; countPromotion: number };
  }[];

/** A sellable variety on no promotion. */
async function freeVariety(skip = 0) {
  const promoted = t.db.select({ id: promotionVarieties.varietyId }).from(promotionVarieties);
  const [v] = await t.db
    .select({ id: varieties.id, off: varieties.priceOffRial, productId: varieties.productId })
    .from(varieties)
    .innerJoin(products, eq(products.id, varieties.productId))
    .where(and(eq(products.status, 1), eq(varieties.isActive, true), gt(varieties.stock, 3), notInArray(varieties.id, promoted)))
    .orderBy(varieties.id)
    .offset(skip)
    .limit(1);
  return { ...v!, off: Number(v!.off) };
}

describe('promotions in the back office', () => {
  it('a catalogue editor puts a variety on the running offer: the amazing-offers strip shows it at once, at its price; each change audited', async () => {
    const editor = await readyStaff(t, 'catalog-editor');
    const running = (await t.call('GET', '/v8/promotion/active')).body.data as { id: number };
    const v = await freeVariety();
    const price = v.off - 100_000;
    const res = await t.call('POST', '/v10/admin/promotion/offer', { promotion_id: running.id, variety_id: v.id, count: '۵', price }, editor.auth);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await activeItems()).find((i) => i.variety_id === v.id)?.promotion).toMatchObject({ p_price: price, countPromotion: 5 });

    // Not a discount, fewer than sold, unknown variety: Persian field errors.
    const dear = await t.call('POST', '/v10/admin/promotion/offer', { promotion_id: running.id, variety_id: v.id, count: 5, price: v.off }, editor.auth);
    expect(dear.body.data[0]).toMatchObject({ field: 'price', message: 'قیمت پیشنهادی باید کمتر از قیمت فعلی کالا باشد' });
    await t.db
      .update(promotionVarieties)
      .set({ soldCount: 3 })
      .where(and(eq(promotionVarieties.promotionId, running.id), eq(promotionVarieties.varietyId, v.id)));
    const few = await t.call('POST', '/v10/admin/promotion/offer', { promotion_id: running.id, variety_id: v.id, count: 2, price }, editor.auth);
    expect(few.body.data[0]).toMatchObject({ field: 'count', message: 'تعداد نمی‌تواند از تعداد فروخته‌شده (۳) کمتر باشد' });
    expect((await t.call('POST', '/v10/admin/promotion/offer-remove', { promotion_id: running.id, variety_id: v.id }, editor.auth)).status).toBe(409);
    expect(
      (await t.call('POST', '/v10/admin/promotion/offer', { promotion_id: running.id, variety_id: 2_000_000_000, count: 1, price: 1 }, editor.auth)).body
        .data[0],
    ).toMatchObject({ field: 'variety_id' });
    // A price is digits: what Number() would also read (hex, exponent, padded) is refused.
    for (const odd of ['0x100000', '1e6', ' 1000000', '1000000.5', 1e21]) {
      const res = await t.call('POST', '/v10/admin/promotion/offer', { promotion_id: running.id, variety_id: v.id, count: 5, price: odd }, editor.auth);
      expect(res.body.data, String(odd)).toEqual([{ field: 'price', message: 'قیمت پیشنهادی باید عددی صحیح و مثبت باشد' }]);
    }

    const other = await freeVariety(1);
    expect(
      (await t.call('POST', '/v10/admin/promotion/offer', { promotion_id: running.id, variety_id: other.id, count: 1, price: other.off - 10 }, editor.auth))
        .status,
    ).toBe(200);
    expect((await t.call('POST', '/v10/admin/promotion/offer-remove', { promotion_id: running.id, variety_id: other.id }, editor.auth)).status).toBe(200);
    expect((await activeItems()).map((i) => i.variety_id)).not.toContain(other.id);
    expect((await auditOf(editor.id)).map((r) => r.action)).toEqual(['promotion.offer', 'promotion.offer', 'promotion.offer-remove']);
  });

  it('creates a promotion for a window in Tehran time, moves the window, and refuses an end before the start', async () => {
    const editor = await readyStaff(t, 'catalog-editor');
    const made = await t.call(
      'POST',
      '/v10/admin/promotion/save',
      { title: 'جشنواره یلدا', type: 2, starts_at: '۲۰۳۰-۱۲-۲۰T۱۸:۰۰', ends_at: '2030-12-22T00:00', is_active: '1' },
      editor.auth,
    );
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.data).toMatchObject({
      title: 'جشنواره یلدا',
      type: 2,
      state: 'scheduled',
      startsAt: '2030-12-20T14:30:00.000Z',
      appOnly: false,
      isActive: true,
    });
    const id = made.body.data.id as number;
    const moved = await t.call(
      'POST',
      '/v10/admin/promotion/save',
      { id, title: 'جشنواره یلدا', type: 2, starts_at: '2020-12-20T18:00', ends_at: '2021-01-01T00:00', is_active: '1' },
      editor.auth,
    );
    expect(moved.body.data.state).toBe('ended');
    const bad = await t.call(
      'POST',
      '/v10/admin/promotion/save',
      { id, title: 'یل', type: 3, starts_at: '2030-12-22T00:00', ends_at: '2030-12-21T00:00' },
      editor.auth,
    );
    expect(bad.status).toBe(422);
    expect(bad.body.data.map((f: { field: string }) => f.field).sort()).toEqual(['title', 'type']);
    const backwards = await t.call(
      'POST',
      '/v10/admin/promotion/save',
      { id, title: 'جشنواره یلدا', type: 2, starts_at: '2030-12-22T00:00', ends_at: '2030-12-21T00:00' },
      editor.auth,
    );
    expect(backwards.body.data).toEqual([{ field: 'ends_at', message: 'زمان پایان باید بعد از زمان شروع باشد' }]);
    expect(
      (
        await t.call(
          'POST',
          '/v10/admin/promotion/save',
          { id: 2_000_000_000, title: 'ناموجود', type: 1, starts_at: '2030-12-20T18:00', ends_at: '2030-12-22T00:00' },
          editor.auth,
        )
      ).status,
    ).toBe(404);
    const list = await t.call('GET', '/v10/admin/promotion/index', undefined, editor.auth);
    expect(list.body.data.items.find((p: { id: number }) => p.id === id)).toMatchObject({ state: 'ended', offers: 0 });
    const audit = await auditOf(editor.id);
    expect(audit.map((r) => r.action)).toEqual(['promotion.create', 'promotion.update']);
    expect(audit[1]!.before).toMatchObject({ startsAt: '2030-12-20T14:30:00.000Z' });
  });
});
