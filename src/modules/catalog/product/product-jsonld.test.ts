import { describe, expect, it } from 'vitest';
import { productImage } from '../card.ts';
import { jsonLdText, productJsonLd, type ProductJsonLdInput } from './product-jsonld.ts';
import { sellerTier } from './seller-tier.ts';

const base: ProductJsonLdInput = {
  detail: {
    id: 42,
    name: 'گوشی موبایل سامسونگ مدل A56',
    description: 'توضیح کالا',
    brand: { slug: 'samsung', name: 'سامسونگ', name_en: 'Samsung' },
    images: [productImage(7, 'a'), productImage(8, 'b')],
    survey: { average: 4.3, count: 120 },
  },
  variety: {
    price_off: 250_000_000,
    promotion: null,
    can_buy: true,
    seller: { id: 1, slug: 'bazaar', company_name: 'بازار', score: 4.5, tier: sellerTier(4.5) },
  },
  crumbs: [
    { name: 'بازار', href: '/' },
    { name: 'کالای دیجیتال', href: '/main/digital-devices' },
    { name: 'گوشی هوشمند', href: '/search/category-smartphone' },
  ],
  url: 'https://shop.example/product/samsung-a56',
  origin: 'https://shop.example',
};

describe('productJsonLd', () => {
  it('describes the product with its offer in rials and absolute 600px pictures', () => {
    const [product] = productJsonLd(base);
    expect(product).toMatchObject({
      '@type': 'Product',
      name: base.detail.name,
      sku: '42',
      brand: { '@type': 'Brand', name: 'سامسونگ' },
      image: ['https://shop.example/media/p/7-600.webp', 'https://shop.example/media/p/8-600.webp'],
      aggregateRating: { ratingValue: 4.3, ratingCount: 120 },
      offers: {
        '@type': 'Offer',
        price: 250_000_000,
        priceCurrency: 'IRR',
        availability: 'https://schema.org/InStock',
        seller: { name: 'بازار' },
      },
    });
  });

  it('uses the promotional price while a promotion runs, and OutOfStock when not buyable', () => {
    const promotion = {
      isSetPromotion: true as const,
      countPromotion: 10,
      soldPromotionCount: 2,
      endPromotion: '2030-01-01T00:00:00.000Z',
      appOnly: false,
      p_price: 200_000_000,
    };
    const [running] = productJsonLd({ ...base, variety: { ...base.variety!, promotion } });
    expect((running!.offers as { price: number }).price).toBe(200_000_000);
    const [soldOut] = productJsonLd({ ...base, variety: { ...base.variety!, promotion: { ...promotion, soldPromotionCount: 10 }, can_buy: false } });
    expect(soldOut!.offers).toMatchObject({ price: 250_000_000, availability: 'https://schema.org/OutOfStock' });
  });

  it('leaves out the rating without votes and the offer without a variety', () => {
    const [product] = productJsonLd({ ...base, detail: { ...base.detail, survey: { average: 0, count: 0 } }, variety: null });
    expect(product).not.toHaveProperty('aggregateRating');
    expect(product).not.toHaveProperty('offers');
  });

  it('lists the breadcrumb with absolute links, the product last', () => {
    const [, crumbs] = productJsonLd(base);
    const items = crumbs!.itemListElement as { position: number; name: string; item: string }[];
    expect(items.map((i) => i.position)).toEqual([1, 2, 3, 4]);
    expect(items[1]).toMatchObject({ name: 'کالای دیجیتال', item: 'https://shop.example/main/digital-devices' });
    expect(items.at(-1)).toMatchObject({ name: base.detail.name, item: base.url });
  });

  it('escapes "<" so the data cannot close its script element', () => {
    const text = jsonLdText(productJsonLd({ ...base, detail: { ...base.detail, description: '</script><script>alert(1)</script>' } }));
    expect(text).not.toContain('<');
    expect(JSON.parse(text)[0].description).toBe('</script><script>alert(1)</script>');
  });

  it('adds the published reviews as Review items, at most five, their text safe inside the script', () => {
    const review = { user_name: 'مریم ک.', title: '</script><b>عالی</b>', text: 'باتری خوب', score: 4.5, created_at: '2026-10-01T08:00:00.000Z' };
    const [product] = productJsonLd({ ...base, reviews: Array.from({ length: 7 }, () => review) });
    expect(product!.review).toHaveLength(5);
    expect((product!.review as unknown[])[0]).toEqual({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'مریم ک.' },
      datePublished: '2026-10-01',
      name: '</script><b>عالی</b>',
      reviewBody: 'باتری خوب',
      reviewRating: { '@type': 'Rating', ratingValue: 4.5, bestRating: 5, worstRating: 1 },
    });
    expect(jsonLdText(productJsonLd({ ...base, reviews: [review] }))).not.toContain('<');
    const [unrated] = productJsonLd({ ...base, detail: { ...base.detail, survey: { average: 0, count: 0 } }, reviews: [review] });
    expect(unrated).not.toHaveProperty('review');
  });
});
