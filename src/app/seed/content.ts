import { and, asc, eq, ne } from 'drizzle-orm';
import { categories, products } from '#modules/catalog/index.ts';
import { banners, faqCategories, faqItems, instagramPosts, magNews, pages, productSliders, sliders } from '#modules/content/index.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { BANNERS, FAQ, INSTAGRAM_POSTS, MAG_NEWS, PAGES, PRODUCT_SLIDERS, SLIDERS } from './data/content.ts';
import { insertChunks } from './insert.ts';

export async function seedContent(db: DbOrTx): Promise<void> {
  await insertChunks(
    db,
    sliders,
    SLIDERS.map((s, i) => ({ ...s, sort: i })),
  );
  await insertChunks(
    db,
    banners,
    BANNERS.map((b, i) => ({ ...b, sort: i })),
  );

  const sliderRows = [];
  for (const [i, s] of PRODUCT_SLIDERS.entries()) {
    const [category] = s.categorySlug ? await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, s.categorySlug)) : [];
    sliderRows.push({ title: s.title, kind: s.kind, categoryId: category?.id ?? null, sort: i });
  }
  await insertChunks(db, productSliders, sliderRows);

  for (const [i, group] of FAQ.entries()) {
    const [row] = await db.insert(faqCategories).values({ title: group.title, sort: i }).returning({ id: faqCategories.id });
    await insertChunks(
      db,
      faqItems,
      group.items.map((item, j) => ({ categoryId: row!.id, ...item, sort: j })),
    );
  }
  await insertChunks(db, pages, PAGES);
  await insertChunks(
    db,
    magNews,
    MAG_NEWS.map((m) => ({ ...m, publishedAt: new Date(m.publishedAt) })),
  );
  const posts = [];
  for (const [i, { categorySlug, ...post }] of INSTAGRAM_POSTS.entries()) {
    const [product] = categorySlug
      ? await db
          .select({ id: products.id })
          .from(products)
          .innerJoin(categories, eq(categories.id, products.categoryId))
          .where(and(eq(categories.slug, categorySlug), ne(products.status, 0)))
          .orderBy(asc(products.id))
          .limit(1)
      : [];
    posts.push({ ...post, productId: product?.id ?? null, sort: i });
  }
  await insertChunks(db, instagramPosts, posts);
}
