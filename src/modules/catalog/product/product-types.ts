/**
 * The product page's data (GET /v6/product/view and /product/{slug}), serialisable and
 * isomorphic (no server imports). Money is in rials, times are ISO strings.
 */
import type { CardColor, CardPromotion, ProductImage } from '../card.ts';
import type { SellerTier } from './seller-tier.ts';

export interface SpecGroupView {
  title: string;
  items: { title: string; value: string }[];
}

export interface CategoryCrumb {
  id: number;
  slug: string;
  name: string;
  /** 1 main, 2 sub, 3 leaf. */
  level: number;
}

export interface VarietySeller {
  id: number;
  slug: string;
  company_name: string;
  /** Performance score, 0–5. */
  score: number;
  tier: SellerTier;
}

export interface PriceTier {
  minQuantity: number;
  /** Unit price from this quantity up, rials. */
  price: number;
}

export interface ProductVariety {
  id: number;
  color: CardColor | null;
  guarantee: { id: number; guranty_name: string };
  seller: VarietySeller;
  price_main: number;
  price_off: number;
  /** The running promotion of this variety (possibly sold out: see promotionEnded()). */
  promotion: CardPromotion | null;
  stock: number;
  maxOrderCount: number;
  min: number;
  fastSend: boolean;
  can_buy: boolean;
  /** Partner (wholesale) prices; empty unless asked for (wholesale storefront only). */
  priceTiers: PriceTier[];
}

export interface SellerSummary extends VarietySeller {
  /** The lowest price the shopper pays at this seller now (buyable varieties first), rials. */
  bestPrice: number;
  /** The variety that has that price. */
  varietyId: number;
  can_buy: boolean;
  varietyCount: number;
}

export interface ProductDetail {
  id: number;
  slug: string;
  name: string;
  name_en: string;
  description: string;
  briefFeatures: { title: string; value: string }[];
  specifications: SpecGroupView[];
  tags: string[];
  videos: { title: string; src: string; poster?: string }[];
  survey: { average: number; count: number };
  /** code: 1 active, 2 coming soon; can_buy when any variety can be bought. */
  status: { code: number; can_buy: boolean; title: string };
  /** Main → sub → leaf. */
  category: CategoryCrumb[];
  brand: { slug: string; name: string; name_en: string };
  images: ProductImage[];
  varieties: ProductVariety[];
  /** The variety the listing card shows (products.card_variety_id). */
  defaultVarietyId: number | null;
  sellers: SellerSummary[];
}
