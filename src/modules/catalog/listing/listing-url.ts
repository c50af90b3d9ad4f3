import type { ListingQuery, ListingSort } from '../validation.ts';

/**
 * Listing URLs: filters and sort live in the query so every state has a real link.
 * Prices in page URLs are toman (what people type); the API takes rials.
 */
export type PageFilters = Omit<ListingQuery, 'sort'> & { sort?: ListingSort };

export function listingHref(basePath: string, f: Partial<PageFilters>, page = 1): string {
  const params = new URLSearchParams();
  if (f.q) params.set('q', f.q);
  for (const b of f.brand ?? []) params.append('brand', b);
  for (const s of f.seller ?? []) params.append('seller', s);
  for (const c of f.color ?? []) params.append('color', c);
  if (f.price_min !== undefined) params.set('price_min', String(f.price_min));
  if (f.price_max !== undefined) params.set('price_max', String(f.price_max));
  if (f.available) params.set('available', '1');
  if (f.fast_send) params.set('fast_send', '1');
  if (f.has_discount) params.set('has_discount', '1');
  if (f.sort) params.set('sort', f.sort);
  if (page > 1) params.set('page', String(page));
  const qs = params.toString();
  return qs ? `${basePath}?${qs}` : basePath;
}

/** True when anything narrows the listing beyond its path (used for canonical/noindex). */
export function hasFilters(f: Partial<PageFilters>): boolean {
  return Boolean(
    f.brand?.length ||
    f.seller?.length ||
    f.color?.length ||
    f.price_min !== undefined ||
    f.price_max !== undefined ||
    f.available ||
    f.fast_send ||
    f.has_discount,
  );
}

/** Page numbers to show: first, last, and two either side of the current one, with gaps. */
export function pageWindow(current: number, last: number): (number | 'gap')[] {
  const pages = new Set([1, last, current - 2, current - 1, current, current + 1, current + 2].filter((p) => p >= 1 && p <= last));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push('gap');
    out.push(p);
  });
  return out;
}
