import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import type { ProductDetail } from './product.ts';
import { products, promotions, promotionVarieties, varieties, varietyPriceTiers } from '../schema.ts';

const t = useTestApi();
const HOUR = 3_600_000;

const view = async (query: string, headers: Record<string, string> = {}) => t.call('GET', `/v6/product/view?${query}`, undefined, headers);

/** A sellable product with several varieties (the richest page), from the seeded database. */
async function richProduct(): Promise<{ id: number; slug: string }> {
  const rows = await t.db.execute(sql`
    select p.id, p.slug from products p
    where p.status = 1 and (select count(*) from varieties v where v.product_id = p.id and v.is_active) > 1
    order by p.id limit 1`);
  const row = (rows as unknown as { rows: { id: number; slug: string }[] }).rows[0]!;
  return { id: Number(row.id), slug: row.slug };
}

describe('GET /v6/product/view', () => {
  it('returns the product by slug with breadcrumb, brand, pictures, varieties and sellers', async () => {
    const { id, slug } = await richProduct();
    const res = await view(`slug=${slug}`);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const d = res.body.data as ProductDetail;
    expect(d).toMatchObject({ id, slug });
    for (const key of [
      'name',
      'name_en',
      'description',
      'briefFeatures',
      'specifications',
      'tags',
      'videos',
      'survey',
      'status',
      'category',
      'brand',
      'images',
      'varieties',
      'defaultVarietyId',
      'sellers',
    ]) {
      expect(d).toHaveProperty(key);
    }
    expect(d.category.map((c) => c.level)).toEqual([1, 2, 3]);
    expect(d.brand.slug).toMatch(/^[a-z0-9-]+$/);
    expect(d.images.length).toBeGreaterThan(0);
    expect(d.images[0]!.srcset).toContain('-600.webp 600w');
    expect(d.specifications[0]!.title).toBe('شناسنامه کالا');
    expect(d.varieties.length).toBeGreaterThan(1);
    expect(d.varieties.map((v) => v.id)).toContain(d.defaultVarietyId);
    const v = d.varieties[0]!;
    for (const key of [
      'id',
      'color',
      'guarantee',
      'seller',
      'price_main',
      'price_off',
      'promotion',
      'stock',
      'maxOrderCount',
      'min',
      'fastSend',
      'can_buy',
      'priceTiers',
    ]) {
      expect(v).toHaveProperty(key);
    }
    expect(v.guarantee.guranty_name).toBeTruthy();
    expect(['برتر', 'خوب', 'متوسط', 'ضعیف']).toContain(v.seller.tier.label);
    expect(v.can_buy).toBe(v.stock > 0);
    const sellerIds = d.sellers.map((s) => s.id);
    expect(new Set(sellerIds).size).toBe(sellerIds.length);
    expect(new Set(d.varieties.map((x) => x.seller.id)).size).toBe(sellerIds.length);
  });

  it('finds the same product by id', async () => {
    const { id, slug } = await richProduct();
    const res = await view(`id=${id}`);
    expect(res.status).toBe(200);
    expect(res.body.data.slug).toBe(slug);
    expect((await view(`id=${encodeURIComponent('۱')}`)).body.data.id).toBe(1);
  });

  it('answers 404 for unknown and inactive products', async () => {
    const unknown = await view('slug=no-such-product-anywhere');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, data: { status: 404 } });
    expect((await view('id=2000000000')).status).toBe(404);

    const [row] = await t.db.select({ id: products.id, slug: products.slug }).from(products).where(eq(products.status, 1)).limit(1);
    await t.db.update(products).set({ status: 0 }).where(eq(products.id, row!.id));
    try {
      expect((await view(`slug=${row!.slug}`)).status).toBe(404);
      expect((await view(`id=${row!.id}`)).status).toBe(404);
    } finally {
      await t.db.update(products).set({ status: 1 }).where(eq(products.id, row!.id));
    }
  });

  it('answers 422 (never 500) when neither is given or either is malformed', async () => {
    for (const query of [
      '',
      'slug=',
      'id=abc',
      'id=-1',
      'id=1e3',
      'id=99999999999',
      `slug=${encodeURIComponent('<script>')}`,
      `slug=${encodeURIComponent('گوشی')}`,
      'slug=a--b',
      `slug=${'a'.repeat(200)}`,
      'other=1',
    ]) {
      const res = await view(query);
      expect(res.status, query).toBe(422);
      expect(res.body.success).toBe(false);
      expect(Array.isArray(res.body.data), query).toBe(true);
      expect(res.body.data[0].field).toMatch(/^(slug|id)$/);
    }
  });

  it('marks out-of-stock varieties as not buyable', async () => {
    const { id, slug } = await richProduct();
    const [first] = await t.db.select({ id: varieties.id, stock: varieties.stock }).from(varieties).where(eq(varieties.productId, id)).limit(1);
    await t.db.update(varieties).set({ stock: 0 }).where(eq(varieties.id, first!.id));
    try {
      const d = (await view(`slug=${slug}`)).body.data as ProductDetail;
      expect(d.varieties.find((v) => v.id === first!.id)).toMatchObject({ stock: 0, can_buy: false });
    } finally {
      await t.db.update(varieties).set({ stock: first!.stock }).where(eq(varieties.id, first!.id));
    }
  });

  it('attaches a running promotion to its variety, not an ended one', async () => {
    const { id, slug } = await richProduct();
    const [a, b] = await t.db.select({ id: varieties.id }).from(varieties).where(eq(varieties.productId, id)).limit(2);
    const now = Date.now();
    const [running] = await t.db
      .insert(promotions)
      .values({ title: 'آزمون', startsAt: new Date(now - HOUR), endsAt: new Date(now + HOUR) })
      .returning({ id: promotions.id });
    const [ended] = await t.db
      .insert(promotions)
      .values({ title: 'تمام‌شده', startsAt: new Date(now - 3 * HOUR), endsAt: new Date(now - HOUR) })
      .returning({ id: promotions.id });
    await t.db.insert(promotionVarieties).values([
      { promotionId: running!.id, varietyId: a!.id, count: 10, soldCount: 3, priceRial: 1_230_000 },
      { promotionId: ended!.id, varietyId: b!.id, count: 10, soldCount: 3, priceRial: 990_000 },
    ]);
    const d = (await view(`slug=${slug}`)).body.data as ProductDetail;
    expect(d.varieties.find((v) => v.id === a!.id)!.promotion).toMatchObject({
      isSetPromotion: true,
      p_price: 1_230_000,
      countPromotion: 10,
      soldPromotionCount: 3,
    });
    expect(d.varieties.find((v) => v.id === b!.id)!.promotion).toBeNull();
  });

  it('never sends partner price tiers to an unauthenticated client, whatever headers it sends', async () => {
    const [tier] = await t.db.select({ varietyId: varietyPriceTiers.varietyId }).from(varietyPriceTiers).limit(1);
    const [v] = await t.db
      .select({ productId: varieties.productId })
      .from(varieties)
      .where(and(eq(varieties.id, tier!.varietyId)))
      .limit(1);
    for (const headers of [{}, { 'X-Business': '1' }] as Record<string, string>[]) {
      const d = (await view(`id=${v!.productId}`, headers)).body.data as ProductDetail;
      expect(d.varieties.every((x) => x.priceTiers.length === 0)).toBe(true);
    }
  });
});
