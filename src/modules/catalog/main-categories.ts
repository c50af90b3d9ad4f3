/**
 * The four main categories (spec section 9 "Wholesale category slugs"; the redirect
 * rules of section 2 send these slugs to /main/{slug}). The database holds the full tree;
 * these slugs are fixed by the spec, so routing can rely on them without a query.
 */
export const MAIN_CATEGORIES = [
  { slug: 'digital-devices', name: 'کالای دیجیتال' },
  { slug: 'beauty-and-health', name: 'آرایشی و بهداشتی' },
  { slug: 'home-kitchen', name: 'خانه و آشپزخانه' },
  { slug: 'car-accessories', name: 'لوازم جانبی خودرو' },
] as const;

export type MainCategorySlug = (typeof MAIN_CATEGORIES)[number]['slug'];

const SLUGS: ReadonlySet<string> = new Set(MAIN_CATEGORIES.map((c) => c.slug));

export function isMainCategorySlug(slug: string): slug is MainCategorySlug {
  return SLUGS.has(slug);
}
