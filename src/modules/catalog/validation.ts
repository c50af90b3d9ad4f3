import { z } from 'zod';
import { toAsciiDigits } from '#lib/digits.ts';
import { normalizePersian } from '#lib/normalize.ts';

/**
 * The listing query shared by the pages (/search, /brand, /main…) and
 * GET /v10/product/index. Everything lives in the URL so filters work as a plain GET form.
 */
export const LISTING_SORTS = ['relevance', 'most-viewed', 'newest', 'best-selling', 'price', '-price', 'discount'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

export const SORT_LABELS: Record<ListingSort, string> = {
  relevance: 'مرتبط‌ترین',
  'most-viewed': 'پربازدیدترین',
  newest: 'جدیدترین',
  'best-selling': 'پرفروش‌ترین',
  price: 'ارزان‌ترین',
  '-price': 'گران‌ترین',
  discount: 'بیشترین تخفیف',
};

const list = z.preprocess(
  (v) => {
    const values = Array.isArray(v) ? v : v === undefined || v === '' ? [] : [v];
    return values
      .flatMap((x) => String(x).split(','))
      .map((x) => x.trim().toLowerCase())
      .filter(Boolean)
      .slice(0, 30);
  },
  z.array(z.string().regex(/^[a-z0-9-]{1,80}$/, { error: 'مقدار فیلتر معتبر نیست' })),
);

const amount = z.preprocess(
  (v) => (v === undefined || v === '' ? undefined : toAsciiDigits(String(v)).replace(/[,٬\s]/g, '')),
  z
    .string()
    .regex(/^\d{1,13}$/, { error: 'مبلغ معتبر نیست' })
    .transform(Number)
    .optional(),
);

const flag = z.preprocess((v) => v === '1' || v === 'true' || v === 'on' || v === true, z.boolean());

export const listingQuery = z.object({
  q: z.preprocess((v) => (typeof v === 'string' ? v.slice(0, 100) : undefined), z.string().optional()),
  category: z.preprocess(
    (v) => (typeof v === 'string' && v ? v.toLowerCase() : undefined),
    z
      .string()
      .regex(/^[a-z0-9-]{1,80}$/)
      .optional(),
  ),
  brand: list,
  seller: list,
  color: list,
  price_min: amount,
  price_max: amount,
  available: flag,
  fast_send: flag,
  has_discount: flag,
  sort: z.preprocess((v) => (v === '' ? undefined : v), z.enum(LISTING_SORTS, { error: 'ترتیب معتبر نیست' }).optional()),
});
export type ListingQuery = z.infer<typeof listingQuery>;

/** Search words after Persian normalisation (ي/ك, digits, ZWNJ, diacritics). */
export function searchTokens(q: string | undefined): string[] {
  if (!q) return [];
  return normalizePersian(q)
    .split(' ')
    .filter((t) => t.length > 0)
    .slice(0, 8);
}
