import { formatNumber } from '#lib/digits.ts';
import { listingHref, type PageFilters } from './listing-url.ts';

/**
 * The applied filters as removable chips: each is a plain link to the same listing
 * without that one value (the sort and the search words stay, the page goes back to 1),
 * so removing a filter works without JavaScript too.
 */
export interface FilterChip {
  /** Stable key, e.g. `brand:samsung`. */
  key: string;
  /** What the chip reads, e.g. «سامسونگ» or «از ۱٬۰۰۰ تومان». */
  label: string;
  /** The listing without this value. */
  href: string;
}

/** Display names for slugs; a slug without a name shows as itself. */
export interface ChipNames {
  brands?: readonly { slug: string; name: string }[];
  sellers?: readonly { slug: string; name: string }[];
  colors?: readonly { key: string; name: string }[];
}

export const FLAG_LABELS = {
  available: 'فقط کالاهای موجود',
  has_discount: 'فقط کالاهای تخفیف‌دار',
  fast_send: 'ارسال سریع',
} as const;

const without = (list: readonly string[], value: string) => list.filter((v) => v !== value);

export function filterChips(basePath: string, f: PageFilters, names: ChipNames = {}, hide: readonly ('brand' | 'seller')[] = []): FilterChip[] {
  const chips: FilterChip[] = [];
  const add = (key: string, label: string, next: Partial<PageFilters>) => chips.push({ key, label, href: listingHref(basePath, { ...f, ...next }) });
  const bySlug = (list: ChipNames['brands'], slug: string) => list?.find((x) => x.slug === slug)?.name ?? slug;

  if (!hide.includes('brand')) {
    for (const b of f.brand) add(`brand:${b}`, bySlug(names.brands, b), { brand: without(f.brand, b) });
  }
  if (!hide.includes('seller')) {
    for (const s of f.seller) add(`seller:${s}`, bySlug(names.sellers, s), { seller: without(f.seller, s) });
  }
  for (const c of f.color) add(`color:${c}`, names.colors?.find((x) => x.key === c)?.name ?? c, { color: without(f.color, c) });
  if (f.price_min !== undefined) add('price_min', `از ${formatNumber(f.price_min)} تومان`, { price_min: undefined });
  if (f.price_max !== undefined) add('price_max', `تا ${formatNumber(f.price_max)} تومان`, { price_max: undefined });
  for (const flag of ['available', 'has_discount', 'fast_send'] as const) {
    if (f[flag]) add(flag, FLAG_LABELS[flag], { [flag]: false });
  }
  return chips;
}

/** The listing with every filter removed: the search words and the sort stay. */
export function clearFiltersHref(basePath: string, f: Pick<PageFilters, 'q' | 'sort'>): string {
  return listingHref(basePath, { q: f.q, sort: f.sort });
}
