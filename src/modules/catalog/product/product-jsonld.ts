/**
 * Structured data of the product page (schema.org Product and BreadcrumbList), as plain
 * objects. Prices are the integer rials the shopper pays now (priceCurrency IRR).
 * Embed with JSON.stringify(…).replace(/</g, '\\u003c') so text cannot close the script.
 */
import { payablePrice } from '../card.ts';
import type { ProductDetail, ProductVariety } from './product-types.ts';

export interface Crumb {
  name: string;
  /** Root-relative link. */
  href: string;
}

export interface ProductJsonLdInput {
  detail: Pick<ProductDetail, 'id' | 'name' | 'description' | 'brand' | 'images' | 'survey'>;
  /** The variety the page shows (its offer); null when nothing is on offer. */
  variety: Pick<ProductVariety, 'price_off' | 'promotion' | 'can_buy' | 'seller'> | null;
  /** Home → categories (the product itself is added last). */
  crumbs: Crumb[];
  /** Absolute canonical URL of the product page. */
  url: string;
  /** The site origin, for absolute picture and crumb URLs. */
  origin: string;
  /** Published reviews shown on the page (the first few become Review items). */
  reviews?: readonly JsonLdReview[];
}

/** What a Review item needs of a published review (reviews/surveys/read.ts ReviewView). */
export interface JsonLdReview {
  user_name: string;
  title: string;
  text: string;
  score: number;
  created_at: string;
}

/** Enough reviews for rich results without bloating every product page. */
const MAX_REVIEWS = 5;

export const productImageUrl = (imageId: number, width: 148 | 332 | 600 | 1000) => `/media/p/${imageId}-${width}.webp`;

const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

export function productJsonLd({ detail, variety, crumbs, url, origin, reviews = [] }: ProductJsonLdInput): Record<string, unknown>[] {
  const abs = (path: string) => new URL(path, origin).href;
  const product: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: detail.name,
    sku: String(detail.id),
    brand: { '@type': 'Brand', name: detail.brand.name },
    image: detail.images.map((i) => abs(productImageUrl(i.id, 600))),
    description: detail.description,
    url,
  };
  if (detail.survey.count > 0) {
    product.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: detail.survey.average,
      ratingCount: detail.survey.count,
      bestRating: 5,
      worstRating: 1,
    };
    // Only with a rating: the reviews are the ones that rating is computed from (approved).
    if (reviews.length) {
      product.review = reviews.slice(0, MAX_REVIEWS).map((r) => ({
        '@type': 'Review',
        author: { '@type': 'Person', name: r.user_name },
        datePublished: r.created_at.slice(0, 10),
        ...(r.title ? { name: r.title } : {}),
        reviewBody: r.text,
        reviewRating: { '@type': 'Rating', ratingValue: r.score, bestRating: 5, worstRating: 1 },
      }));
    }
  }
  if (variety) {
    product.offers = {
      '@type': 'Offer',
      url,
      price: payablePrice(variety),
      priceCurrency: 'IRR',
      availability: variety.can_buy ? IN_STOCK : OUT_OF_STOCK,
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: variety.seller.company_name },
    };
  }
  const breadcrumb = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [...crumbs.map((c) => ({ name: c.name, item: abs(c.href) })), { name: detail.name, item: url }].map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: c.item,
    })),
  };
  return [product, breadcrumb];
}

/** JSON for a <script type="application/ld+json">: "<" escaped so no text can end the script. */
export const jsonLdText = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');
