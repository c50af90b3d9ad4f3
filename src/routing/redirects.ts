import { isMainCategorySlug } from '#modules/catalog/index.ts';
import { localLocation } from './safe-path.ts';
import type { Variant } from './variant.ts';

/**
 * The permanent (301) redirects of spec section 2, as one pure function of the URL. Slug
 * lookups by id are injected so the rules are table-tested without a database. The query
 * is kept unless a rule consumes it.
 */
export const CATEGORY_PREFIX = 'category-';
export const WHOLESALE_SORTS = ['price', '-price'];

export interface RedirectContext {
  variant: Variant;
  /** The slug of a category, brand or product by id, or null when there is none. */
  slugOf(kind: 'category' | 'brand' | 'product', id: number): Promise<string | null>;
  /** The campaign value the phone-model intro adds as referer and utm_source. */
  campaign: string;
}

export type RedirectResult = { location: string } | { notFound: true } | null;

/** Path segments as they appear in the URL (still percent-encoded: reused verbatim in paths). */
const segmentsOf = (pathname: string) => pathname.split('/').filter(Boolean);
/** A path segment as a query value. */
const asQueryValue = (segment: string) => {
  try {
    return encodeURIComponent(decodeURIComponent(segment));
  } catch {
    return encodeURIComponent(segment);
  }
};
const idOf = (value: string | null) => (value && /^\d{1,10}$/.test(value) && Number(value) <= 2_147_483_647 && Number(value) > 0 ? Number(value) : null);

function withQuery(path: string, params: URLSearchParams): string {
  // Commas are legal in a query: keep id lists readable (products=1,2,3).
  const qs = params.toString().replace(/%2C/gi, ',');
  return localLocation(qs ? `${path}?${qs}` : path);
}

/** /products/… legacy links by id: the id names a category, brand or product. */
async function legacy(url: URL, ctx: RedirectContext): Promise<RedirectResult> {
  const params = new URLSearchParams(url.search);
  const take = (name: string) => {
    const v = params.get(name);
    params.delete(name);
    return v;
  };
  const to = async (kind: 'category' | 'brand' | 'product', raw: string | null, build: (slug: string) => string): Promise<RedirectResult> => {
    const id = idOf(raw);
    const slug = id === null ? null : await ctx.slugOf(kind, id);
    return slug ? { location: withQuery(build(encodeURIComponent(slug)), params) } : { notFound: true };
  };
  switch (url.pathname.replace(/\/+$/, '')) {
    case '/products/main':
      if (params.has('category_id')) return to('category', take('category_id'), (s) => `/search/${s}`);
      if (params.has('brand_id')) return to('brand', take('brand_id'), (s) => `/brand/${s}`);
      return { notFound: true };
    case '/products/product-category':
      return to('category', take('ProductSearch[category_id]'), (s) => `/search/${s}`);
    case '/products/view':
      return to('product', take('id'), (s) => `/product/${s}`);
    case '/products/index':
      return to('product', take('p_id'), (s) => `/product/${s}`);
    default:
      return null;
  }
}

/** A category segment with the prefix exactly once (`mobile` and `category-mobile` → `category-mobile`). */
const withCategoryPrefix = (segment: string) => (segment.startsWith(CATEGORY_PREFIX) ? segment : `${CATEGORY_PREFIX}${segment}`);

/** Search paths (/search/… or /b2b/search/…) to their canonical form. */
function searchPath(url: URL, ctx: RedirectContext): RedirectResult {
  const segments = segmentsOf(url.pathname);
  const wholesale = ctx.variant === 'wholesale';
  const underB2b = segments[0] === 'b2b' && segments[1] === 'search';
  if (!underB2b && segments[0] !== 'search') return null;
  const base = wholesale ? '/b2b/search' : underB2b ? '/b2b/search' : '/search';
  const rest = segments.slice(underB2b ? 2 : 1);
  const params = new URLSearchParams(url.search);

  // /search?category=a&subCategory1=b&subCategory2=c → /search/a/b/c (the rest of the query kept).
  if (rest.length === 0 && params.has('category')) {
    const parts = ['category', 'subCategory1', 'subCategory2'].map((k) => params.get(k)?.trim()).filter((v): v is string => !!v);
    for (const k of ['category', 'subCategory1', 'subCategory2']) params.delete(k);
    return { location: withQuery(`${base}/${parts.map(encodeURIComponent).join('/')}`, params) };
  }

  let path = [base, ...rest].join('/');
  const last = rest.at(-1);
  const strip = (s: string) => (s.startsWith(CATEGORY_PREFIX) ? s.slice(CATEGORY_PREFIX.length) : s);
  if (!wholesale && last && isMainCategorySlug(strip(last))) {
    path = `/main/${strip(last)}`;
  } else if (rest.length >= 2) {
    const [third, second] = [rest.at(-3), rest.at(-2)!];
    if (!second.startsWith(CATEGORY_PREFIX) && !last!.startsWith(CATEGORY_PREFIX)) {
      if (second === 'brand') {
        path = third ? `${base}/${withCategoryPrefix(third)}/${last}` : `/brand/${last}`;
      } else {
        path = `${base}/${withCategoryPrefix(last!)}`;
      }
    }
  }
  // The wholesale storefront sorts by price only.
  let dropped = false;
  if (wholesale && params.has('sort') && !WHOLESALE_SORTS.includes(params.get('sort')!)) {
    params.delete('sort');
    dropped = true;
  }
  // Redirect only for a real change: re-encoding the same query (%20 or +) is not one.
  if (path === url.pathname && !dropped) return null;
  return { location: dropped ? withQuery(path, params) : localLocation(`${path}${url.search}`) };
}

export async function redirectFor(url: URL, ctx: RedirectContext): Promise<RedirectResult> {
  const segments = segmentsOf(url.pathname);
  const [first, second] = segments;
  const params = new URLSearchParams(url.search);

  if (url.pathname.replace(/\/+$/, '') === '/userpanel') return { location: withQuery('/profile', params) };

  if (first === 'category' && second !== 'cuteCategory') {
    const last = segments.at(-1);
    if (segments.length < 2 || !last) return null;
    const path = isMainCategorySlug(last) ? `/main/${last}` : `/search/${CATEGORY_PREFIX}${last}`;
    return { location: withQuery(path, params) };
  }

  if (first === 'product' && second === 'intro' && segments.length === 3 && !params.has('referer')) {
    params.set('referer', ctx.campaign);
    params.set('utm_source', ctx.campaign);
    return { location: withQuery(url.pathname, params) };
  }

  if (first === 'product' && second === 'compare-product' && segments.length > 2) {
    const ids = segments.slice(2).filter((s) => idOf(s) !== null);
    params.set('products', ids.join(','));
    return { location: withQuery('/product/compare', params) };
  }

  if (first === 'products') return legacy(url, ctx);

  if (first === 'm' && segments.length >= 3) {
    return { location: localLocation(`/order-in-person/${segments[1]}?auth_key=${asQueryValue(segments[2]!)}`) };
  }

  return searchPath(url, ctx);
}
