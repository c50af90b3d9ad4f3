import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { memoFor } from '#server/cache/memo.ts';
import type { Page } from '#server/http/envelope.ts';
import { offsetOf } from '#server/http/params.ts';
import { categoryRefs, categoryHref, mainCategoryHref, activePromotion, popupOf, type ActivePromotion, type PromotionPopup } from '#modules/catalog/index.ts';
import { productSliders, SLIDER_ITEMS, withoutStripProducts, type ProductSliderWithItems } from './home-sliders.ts';
import { banners, magNews, sliders } from './schema.ts';

/**
 * The home page data (spec section 7 "/v10/site/index" and friends). Pages and the API
 * both call these, so they never disagree. Each section fails on its own: a broken
 * secondary section is logged and left out, the rest of the home still renders.
 */

/** Wide (2:1) pictures served by src/app/media-routes.ts. */
export interface WideImage {
  src: string;
  srcset: string;
  width: number;
  height: number;
}

export const WIDE_WIDTHS = [400, 800, 1200] as const;

export function wideImage(kind: 'slider' | 'banner' | 'mag', id: number): WideImage {
  const url = (w: number) => `/media/b/${kind}/${id}-${w}.webp`;
  return { src: url(800), srcset: WIDE_WIDTHS.map((w) => `${url(w)} ${w}w`).join(', '), width: 1200, height: 600 };
}

export interface HomeSlider {
  id: number;
  title: string;
  subtitle: string;
  link: string;
  image: WideImage;
}

export interface HomeCategory {
  id: number;
  slug: string;
  name: string;
  href: string;
  children: { id: number; slug: string; name: string; href: string }[];
}

export interface HomeBrand {
  slug: string;
  name: string;
  name_en: string;
  color: string;
  productCount: number;
}

export type BannerPosition = 'top' | 'middle' | 'bottom';
export const BANNER_POSITIONS: readonly BannerPosition[] = ['top', 'middle', 'bottom'];

export interface HomeBanner {
  id: number;
  title: string;
  link: string;
  position: BannerPosition;
  image: WideImage;
}

export interface MagNewsItem {
  id: number;
  title: string;
  summary: string;
  link: string;
  image: WideImage;
  publishedAt: string;
}

export interface HomeData {
  sliders: HomeSlider[];
  categories: HomeCategory[];
  promotion: ActivePromotion | null;
  productSliders: ProductSliderWithItems[];
  brands: HomeBrand[];
  banners: Record<BannerPosition, HomeBanner[]>;
  magNews: MagNewsItem[];
  popup: PromotionPopup | null;
}

const TTL = 60_000;
export const HOME_BRANDS = 12;
export const HOME_MAG_NEWS = 4;
/** The amazing-offers strip shows this many products. */
export const HOME_STRIP_ITEMS = 12;

export async function homeSliders(db: DbOrTx): Promise<HomeSlider[]> {
  const rows = await db.select().from(sliders).where(eq(sliders.isActive, true)).orderBy(asc(sliders.sort), asc(sliders.id));
  return rows.map((r) => ({ id: r.id, title: r.title, subtitle: r.subtitle, link: r.link, image: wideImage('slider', r.id) }));
}

/** Main categories in menu order, each with its sub-categories. */
export async function homeCategories(db: DbOrTx): Promise<HomeCategory[]> {
  const refs = [...(await categoryRefs(db)).byId.values()];
  return refs
    .filter((c) => c.parentId === null)
    .map((main) => ({
      id: main.id,
      slug: main.slug,
      name: main.name,
      href: mainCategoryHref(main.slug),
      children: refs.filter((c) => c.parentId === main.id).map((c) => ({ id: c.id, slug: c.slug, name: c.name, href: categoryHref(c.slug) })),
    }));
}

/** The brands with the most products on sale. */
export async function homeBrands(db: DbOrTx, limit = HOME_BRANDS): Promise<HomeBrand[]> {
  const { rows } = (await db.execute(sql`
    select b.slug, b.name, b.name_en, b.color, count(p.id)::int as n
    from brands b join products p on p.brand_id = b.id and p.status <> 0
    where b.is_active
    group by b.id
    order by n desc, b.id asc
    limit ${limit}`)) as unknown as { rows: Record<string, unknown>[] };
  return rows.map((r) => ({ slug: String(r.slug), name: String(r.name), name_en: String(r.name_en), color: String(r.color), productCount: Number(r.n) }));
}

export async function homeBanners(db: DbOrTx): Promise<Record<BannerPosition, HomeBanner[]>> {
  const rows = await db.select().from(banners).where(eq(banners.isActive, true)).orderBy(asc(banners.sort), asc(banners.id));
  const grouped: Record<BannerPosition, HomeBanner[]> = { top: [], middle: [], bottom: [] };
  for (const r of rows) {
    const position = r.position as BannerPosition;
    if (!BANNER_POSITIONS.includes(position)) continue;
    grouped[position].push({ id: r.id, title: r.title, link: r.link, position, image: wideImage('banner', r.id) });
  }
  return grouped;
}

/** Magazine teasers, newest first. */
export async function listMagNews(db: DbOrTx, page: Page): Promise<{ items: MagNewsItem[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    db.select().from(magNews).orderBy(desc(magNews.publishedAt), desc(magNews.id)).limit(page.perPage).offset(offsetOf(page)),
    db.select({ n: sql<number>`count(*)::int` }).from(magNews),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      title: r.title,
      summary: r.summary,
      link: r.link,
      image: wideImage('mag', r.id),
      publishedAt: r.publishedAt.toISOString(),
    })),
    total: Number(count?.n ?? 0),
  };
}

/** Counts one view of a banner; false when there is no such (active) banner. */
export async function countBannerView(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .update(banners)
    .set({ viewCount: sql`${banners.viewCount} + 1` })
    .where(and(eq(banners.id, id), eq(banners.isActive, true)))
    .returning({ id: banners.id });
  return rows.length > 0;
}

/** Runs one section; a failure is logged and the section left out. */
async function section<T>(name: string, load: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await load();
  } catch (err) {
    console.error(`[home] section ${name} failed`, err);
    return fallback;
  }
}

export async function homeData(db: DbOrTx): Promise<HomeData> {
  const [sliderRows, categories, promotion, sliderBlocks, brands, bannerGroups, news] = await Promise.all([
    section('sliders', () => homeSliders(db), []),
    section('categories', () => homeCategories(db), []),
    section('promotion', () => activePromotion(db, { limit: HOME_STRIP_ITEMS }), null),
    section(
      'product-sliders',
      () => memoFor(db, 'home:product-sliders', TTL, () => productSliders(db, SLIDER_ITEMS, { discountedSpare: HOME_STRIP_ITEMS })),
      [],
    ),
    section('brands', () => memoFor(db, 'home:brands', TTL, () => homeBrands(db)), []),
    section('banners', () => homeBanners(db), { top: [], middle: [], bottom: [] }),
    section('mag-news', async () => (await listMagNews(db, { page: 1, perPage: HOME_MAG_NEWS })).items, []),
  ]);
  return {
    sliders: sliderRows,
    categories,
    promotion,
    // A discounted row does not repeat the strip's amazing offers (withoutStripProducts).
    productSliders: withoutStripProducts(sliderBlocks, new Set((promotion?.items ?? []).map((item) => item.id))),
    brands,
    banners: bannerGroups,
    magNews: news,
    // The type-1 web popup is the strip's promotion with its first items (see popupOf).
    popup: popupOf(promotion, promotion?.items ?? []),
  };
}
