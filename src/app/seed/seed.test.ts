import { count, eq, gt, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '#tests/harness.ts';
import { TEST_PRODUCTS } from '#tests/setup/db-template.ts';
import { brands, categories, products, productImages, promotions, promotionVarieties, sellers, varieties, varietyPriceTiers } from '#modules/catalog/schema.ts';
import { cities, provinces } from '#modules/geo/schema.ts';
import { faqItems, pages } from '#modules/content/schema.ts';
import type { Database } from '#server/db/client.ts';
import { isSeeded, resetSeededData, seedDatabase } from './index.ts';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

const n = async (table: PgTable, where?: SQL) => (await database.db.select({ n: count() }).from(table).where(where))[0]!.n;

describe('the demo catalogue', () => {
  it('has the four main categories, each with a three-level subtree', async () => {
    const mains = await database.db.select().from(categories).where(eq(categories.level, 1));
    expect(mains.map((c) => c.slug).sort()).toEqual(['beauty-and-health', 'car-accessories', 'digital-devices', 'home-kitchen']);
    expect(await n(categories, eq(categories.level, 3))).toBeGreaterThanOrEqual(40);
  });

  it('has at least 60 brands, 15 sellers (and the demo seller who registered), 31 provinces with cities', async () => {
    expect(await n(brands)).toBeGreaterThanOrEqual(60);
    expect(await n(sellers, isNull(sellers.userId))).toBe(15);
    expect(await n(sellers, isNotNull(sellers.userId))).toBe(1);
    expect(await n(provinces)).toBe(31);
    expect(await n(cities)).toBeGreaterThan(100);
  });

  it('gives every product one to six varieties and at least one picture, with Persian names', async () => {
    expect(await n(products)).toBe(TEST_PRODUCTS);
    const perProduct = await database.db.select({ id: varieties.productId, n: count() }).from(varieties).groupBy(varieties.productId);
    expect(perProduct).toHaveLength(TEST_PRODUCTS);
    expect(perProduct.every((p) => p.n >= 1 && p.n <= 6)).toBe(true);
    const withImages = await database.db.selectDistinct({ id: productImages.productId }).from(productImages);
    expect(withImages).toHaveLength(TEST_PRODUCTS);
    const sample = await database.db.select().from(products).limit(5);
    for (const p of sample) expect(p.name).toMatch(/[\u0600-\u06FF]/);
  });

  it('prices in whole rials, some discounted, some out of stock, never a discount above the price', async () => {
    expect(await n(varieties, sql`${varieties.priceOffRial} > ${varieties.priceMainRial}`)).toBe(0);
    expect(await n(varieties, sql`${varieties.priceMainRial} % 10 <> 0`)).toBe(0);
    expect(await n(varieties, lt(varieties.priceOffRial, varieties.priceMainRial))).toBeGreaterThan(0);
    expect(await n(varieties, eq(varieties.stock, 0))).toBeGreaterThan(0);
    expect(await n(varietyPriceTiers)).toBeGreaterThan(0);
  });

  it('has a running promotion with items on offer', async () => {
    const running = await database.db.select().from(promotions).where(gt(promotions.endsAt, new Date()));
    expect(running.length).toBeGreaterThan(0);
    expect(await n(promotionVarieties)).toBeGreaterThan(0);
  });

  it('has FAQ and the static pages', async () => {
    expect(await n(faqItems)).toBeGreaterThan(10);
    expect((await database.db.select({ slug: pages.slug }).from(pages)).map((p) => p.slug).sort()).toEqual(['about', 'privacy', 'terms']);
  });

  it('is deterministic: reseeding gives the same products', async () => {
    const before = await database.db.select({ slug: products.slug, name: products.name }).from(products).orderBy(products.id).limit(30);
    await resetSeededData(database.db);
    expect(await isSeeded(database.db)).toBe(false);
    await seedDatabase(database.db, { products: TEST_PRODUCTS });
    expect(await isSeeded(database.db)).toBe(true);
    const after = await database.db.select({ slug: products.slug, name: products.name }).from(products).orderBy(products.id).limit(30);
    expect(after).toEqual(before);
  });
});
