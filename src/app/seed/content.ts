import { eq } from 'drizzle-orm';
import { categories } from '#modules/catalog/index.ts';
import { banners, faqCategories, faqItems, magNews, pages, productSliders, sliders } from '#modules/content/index.ts';
import { campaigns } from '#modules/campaigns/index.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { BANNERS, CAMPAIGNS, FAQ, MAG_NEWS, PAGES, PRODUCT_SLIDERS, SLIDERS } from './data/content.ts';
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
    campaigns,
    CAMPAIGNS.map((c) => ({ ...c, startsAt: new Date(c.startsAt), endsAt: new Date(c.endsAt) })),
  );
  await insertChunks(
    db,
    magNews,
    MAG_NEWS.map((m) => ({ ...m, publishedAt: new Date(m.publishedAt) })),
  );
}
