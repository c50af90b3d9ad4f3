/**
 * The product card of spec section 3, as the API sends it and the pages render it.
 * Isomorphic (no server imports): islands receive cards as props.
 */
import { shownPrice } from './prices/quote.ts';

export interface CardColor {
  id: number;
  color_name: string;
  color_name_en: string;
  hexcode: string;
}

export interface CardPromotion {
  isSetPromotion: true;
  countPromotion: number;
  soldPromotionCount: number;
  /** ISO time the promotion ends. */
  endPromotion: string;
  appOnly: boolean;
  /** The promotional price, rials. */
  p_price: number;
}

export interface ProductImage {
  id: number;
  alt: string;
  src: string;
  srcset: string;
}

export interface ProductCard {
  id: number;
  variety_id: number | null;
  name: string;
  name_en: string;
  slug: string;
  percentOff: number;
  price_main: number;
  price_off: number;
  status: { code: number; can_buy: boolean; title: string };
  image: ProductImage | null;
  survey: { average: number; count: number };
  activeColors: CardColor[];
  /** How many more colours there are beyond activeColors. */
  moreActiveColors: number;
  fastSend: boolean;
  promotion: CardPromotion | null;
  maxOrderCount: number;
  briefFeatures: { title: string; value: string }[];
  tags: string[];
  guarantee: { guranty_name: string } | null;
  company: { id: number; company_name: string } | null;
  /** Other varieties (sellers, colours) of the product. */
  coVarieties: number;
  category: { slug: string; allowAddFromListing: boolean };
}

export const IMAGE_WIDTHS = [148, 332, 600, 1000] as const;

export function productImage(id: number, alt: string): ProductImage {
  return {
    id,
    alt,
    src: `/media/p/${id}-332.webp`,
    srcset: `/media/p/${id}-148.webp 148w, /media/p/${id}-332.webp 332w, /media/p/${id}-600.webp 600w`,
  };
}

/** Spec section 4: a promotion is ended when it has one and nothing remains. */
export function promotionEnded(p: Pick<CardPromotion, 'countPromotion' | 'soldPromotionCount'> | null): boolean {
  return !!p && p.countPromotion - p.soldPromotionCount <= 0;
}

/** Spec section 4: remaining / (remaining + sold), 0–100. */
export function remainingPercent(p: Pick<CardPromotion, 'countPromotion' | 'soldPromotionCount'>): number {
  const remaining = Math.max(0, p.countPromotion - p.soldPromotionCount);
  const total = remaining + p.soldPromotionCount;
  return total === 0 ? 0 : Math.round((remaining / total) * 100);
}

/** The price one unit costs now, as catalog/prices/quote.ts rules: a promotion's while it has places and is below the price. */
export function payablePrice(card: Pick<ProductCard, 'price_off' | 'promotion'>): number {
  return shownPrice(card.price_off, card.promotion);
}

/** Spec section 4: add-to-cart shows when the variety can be bought and the category allows it from listings. */
export function showAddToCart(card: Pick<ProductCard, 'status' | 'category'>): boolean {
  return card.status.can_buy && card.category.allowAddFromListing;
}
