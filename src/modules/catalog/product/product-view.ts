/**
 * Pure helpers of the product page (isomorphic): tabs, the chosen variety and the
 * options that lead to the others, stock hints and the meta description.
 */
import { fa } from '#i18n/fa.ts';
import { fill } from '#lib/fill.ts';
import type { CardColor } from '../card.ts';
import type { ProductDetail, ProductVariety } from './product-types.ts';
import { compareVarieties } from './product-offers.ts';

export { fill };

/** Spec section 2: /product/{slug}/{activeTab}. */
export const PRODUCT_TABS = ['review', 'features', 'userReviews', 'questionAndAnswer', 'wholesale', 'videos', 'feedback', 'uis', 'providers'] as const;
export type ProductTab = (typeof PRODUCT_TABS)[number];
export const DEFAULT_TAB: ProductTab = 'review';

export const isProductTab = (value: unknown): value is ProductTab => (PRODUCT_TABS as readonly unknown[]).includes(value);

export const productHref = (slug: string, tab?: ProductTab) => (tab ? `/product/${slug}/${tab}` : `/product/${slug}`);

/** Product slugs are ASCII kebab-case (lib/slug.ts), sometimes with an id suffix. */
export const isProductSlug = (value: string) => value.length <= 120 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value);

/** The variety in ?variety= when it is one of this product's, else the default (else the best). */
export function chooseVariety(detail: Pick<ProductDetail, 'varieties' | 'defaultVarietyId'>, raw: string | null | undefined): ProductVariety | null {
  const wanted = raw && /^\d{1,10}$/.test(raw) ? Number(raw) : null;
  const byId = (id: number | null) => (id === null ? undefined : detail.varieties.find((v) => v.id === id));
  return byId(wanted) ?? byId(detail.defaultVarietyId) ?? [...detail.varieties].sort(compareVarieties)[0] ?? null;
}

export interface VarietyOption<T> {
  value: T;
  varietyId: number;
  selected: boolean;
  can_buy: boolean;
}

/** One option per distinct key, each leading to the best variety that has it. */
function optionsBy<T>(list: ProductVariety[], keyOf: (v: ProductVariety) => string, valueOf: (v: ProductVariety) => T, chosen: ProductVariety) {
  const out = new Map<string, VarietyOption<T>>();
  for (const v of [...list].sort(compareVarieties)) {
    const key = keyOf(v);
    if (!out.has(key)) out.set(key, { value: valueOf(v), varietyId: v.id, selected: key === keyOf(chosen), can_buy: v.can_buy });
  }
  return [...out.values()];
}

const colorKey = (v: ProductVariety) => String(v.color?.id ?? 'none');
const guaranteeKey = (v: ProductVariety) => String(v.guarantee.id);

/**
 * The choices beside the chosen variety, narrowed step by step: every colour; the
 * guarantees on offer in the chosen colour; the sellers of that colour and guarantee.
 */
export function varietyOptions(detail: Pick<ProductDetail, 'varieties'>, chosen: ProductVariety) {
  const sameColor = detail.varieties.filter((v) => colorKey(v) === colorKey(chosen));
  const sameGuarantee = sameColor.filter((v) => guaranteeKey(v) === guaranteeKey(chosen));
  return {
    colors: optionsBy<CardColor | null>(detail.varieties, colorKey, (v) => v.color, chosen),
    guarantees: optionsBy(sameColor, guaranteeKey, (v) => v.guarantee, chosen),
    sellers: optionsBy(
      sameGuarantee,
      (v) => String(v.seller.id),
      (v) => v.seller,
      chosen,
    ),
  };
}

export const LOW_STOCK = 5;

/** «تنها ۳ عدد در انبار باقی مانده» when 1 to 5 are left. */
export function stockHint(variety: Pick<ProductVariety, 'stock' | 'can_buy'>): string | null {
  return variety.can_buy && variety.stock > 0 && variety.stock <= LOW_STOCK ? fill(fa.product.stockLeft, { n: variety.stock }) : null;
}

/** The meta description: the name and the brief features, about 160 characters. */
export function metaDescription(detail: Pick<ProductDetail, 'name' | 'briefFeatures' | 'description'>, max = 160): string {
  const features = detail.briefFeatures.map((f) => `${f.title}: ${f.value}`).join('، ');
  const text = features ? `${detail.name}؛ ${features}` : `${detail.name}؛ ${detail.description}`;
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

const ratingFormat = new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 1 });
/** "۴٫۳" */
export const formatRating = (average: number) => ratingFormat.format(average);

/** A phone model from the intro URL as people write it: "a56" → "A56", "note-14-pro" → "Note 14 Pro". */
export function modelTitle(raw: string): string {
  return raw
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((w) => (/\d/.test(w) ? w.toUpperCase() : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
}
