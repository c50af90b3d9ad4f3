import type { DbOrTx } from '#server/db/client.ts';
import { categoryContext } from './listing-context.ts';
import { loadListingPage, type ListingPageData } from './page-listing.ts';
import { resolveSearchPath } from './listing-route.ts';

/** What ListingScreen needs for a listing named by path segments. */
export interface PathListingProps {
  title: string;
  pageTitle: string;
  description: string;
  basePath: string;
  data: ListingPageData;
  crumbs: { name: string; href: string }[];
  children: { name: string; href: string }[];
  hide: 'brand'[];
}

/**
 * /search/…, /cute-category/…, /cute-category-search/… and /category/cuteCategory/…:
 * the segments name a category and maybe a brand (catalog/listing/listing-route.ts). We keep no
 * separate curated collections (docs/adr/0004), so the curated routes list their category.
 * Null means the path names nothing we know: the page answers 404.
 */
export async function loadPathListing(
  db: DbOrTx,
  url: URL,
  prefix: string,
  segments: string[],
  options: { requireCategory?: boolean } = {},
): Promise<PathListingProps | null> {
  const where = await resolveSearchPath(db, segments);
  if (!where || (options.requireCategory && !where.category)) return null;
  const data = await loadListingPage(db, url, { category: where.category?.slug, brand: where.brand?.slug });
  const context = where.category ? await categoryContext(db, where.category) : { crumbs: [], children: [] };
  const q = data.filters.q?.trim();
  const named = [where.category?.name ?? (where.brand ? '' : 'همه کالاها'), where.brand?.name].filter(Boolean).join(' ');
  const title = q ? `جستجوی «${q}»${where.category ? ` در ${where.category.name}` : ''}` : named;
  return {
    title,
    pageTitle: q ? title : `خرید ${named}`,
    description: `خرید آنلاین ${named} با بهترین قیمت و ارسال سریع از فروشگاه اینترنتی بازار`,
    basePath: `${prefix}${segments.length ? `/${segments.join('/')}` : ''}`,
    data,
    crumbs: context.crumbs,
    children: context.children,
    hide: where.brand ? ['brand'] : [],
  };
}
