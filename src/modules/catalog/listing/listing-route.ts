import type { DbOrTx } from '#server/db/client.ts';
import { CATEGORY_PREFIX } from '../menu.ts';
import { brandRefs, categoryRefs, type CategoryRef } from '../lookups.ts';

/**
 * What a /search/… path names. Segments are categories (`category-{slug}`, or a bare
 * category slug as the legacy /search/{slug} links have) and at most one brand slug
 * (/search/category-mobile/samsung). Anything unknown makes the path unknown (a 404),
 * so typos never show an unfiltered listing under a wrong title.
 */
export interface SearchPath {
  category?: CategoryRef;
  brand?: { id: number; slug: string; name: string; nameEn: string };
}

export async function resolveSearchPath(db: DbOrTx, segments: string[]): Promise<SearchPath | null> {
  if (segments.length > 4) return null;
  const [cats, brands] = await Promise.all([categoryRefs(db), brandRefs(db)]);
  const found: SearchPath = {};
  for (const raw of segments) {
    const segment = raw.toLowerCase();
    const slug = segment.startsWith(CATEGORY_PREFIX) ? segment.slice(CATEGORY_PREFIX.length) : segment;
    const category = cats.bySlug.get(slug);
    if (category) {
      found.category = category;
      continue;
    }
    const brand = segment.startsWith(CATEGORY_PREFIX) ? undefined : brands.bySlug.get(segment);
    if (brand && !found.brand) {
      found.brand = brand;
      continue;
    }
    return null;
  }
  return found;
}
