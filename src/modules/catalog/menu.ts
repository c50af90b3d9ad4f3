import { getDatabase } from '#server/db/client.ts';
import { memo } from '#server/cache/memo.ts';
import { categoryTree, type CategoryNode } from './service.ts';

/** The category prefix of search paths (spec section 2): /search/category-{slug}. */
export const CATEGORY_PREFIX = 'category-';

export const mainCategoryHref = (slug: string) => `/main/${slug}`;
export const categoryHref = (slug: string) => `/search/${CATEGORY_PREFIX}${slug}`;

/** The menu tree for every page's header, cached for a minute. */
export async function menuTree(): Promise<CategoryNode[]> {
  return memo('catalog:menu', 60_000, async () => categoryTree((await getDatabase()).db));
}
