import { and, asc, eq, ne, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { productImage } from '../card.ts';
import { STATUS_TITLES } from '../listing/listing.ts';
import { categoryPath, categoryRefs } from '../lookups.ts';
import type { ProductDetail } from './product-types.ts';
import { compareVarieties, summarizeSellers } from './product-offers.ts';
import { productVarieties } from './product-varieties.ts';
import { brands, PRODUCT_STATUS, productImages, products } from '../schema.ts';

export type * from './product-types.ts';

/**
 * The product page's data (spec sections 2–4): the product, its breadcrumb, brand,
 * pictures, every active variety with seller tier, running promotion and order limits,
 * and a per-seller summary. Inactive products (status 0) do not exist for shoppers.
 */
export type ProductKey = { slug: string } | { id: number };

export interface ProductDetailOptions {
  /** Include partner (wholesale) price tiers: only for the wholesale storefront. */
  priceTiers?: boolean;
}

const UNAVAILABLE_TITLE = 'ناموجود';

export async function getProductDetail(db: DbOrTx, key: ProductKey, options: ProductDetailOptions = {}): Promise<ProductDetail | null> {
  const match: SQL = 'slug' in key ? eq(products.slug, key.slug) : eq(products.id, key.id);
  const [row] = await db
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      nameEn: products.nameEn,
      categoryId: products.categoryId,
      description: products.description,
      briefFeatures: products.briefFeatures,
      specifications: products.specifications,
      tags: products.tags,
      videos: products.videos,
      status: products.status,
      surveyAverage: products.surveyAverage,
      surveyCount: products.surveyCount,
      cardVarietyId: products.cardVarietyId,
      brandSlug: brands.slug,
      brandName: brands.name,
      brandNameEn: brands.nameEn,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(and(match, ne(products.status, PRODUCT_STATUS.inactive)))
    .limit(1);
  if (!row) return null;

  const [images, varietyList, refs] = await Promise.all([
    db
      .select({ id: productImages.id, alt: productImages.alt })
      .from(productImages)
      .where(eq(productImages.productId, row.id))
      .orderBy(asc(productImages.position), asc(productImages.id)),
    productVarieties(db, row, { priceTiers: options.priceTiers ?? false }),
    categoryRefs(db),
  ]);
  const canBuy = varietyList.some((v) => v.can_buy);
  const title = canBuy ? STATUS_TITLES[1]! : row.status === PRODUCT_STATUS.comingSoon ? STATUS_TITLES[2]! : UNAVAILABLE_TITLE;

  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    name_en: row.nameEn,
    description: row.description,
    briefFeatures: row.briefFeatures ?? [],
    specifications: row.specifications ?? [],
    tags: row.tags ?? [],
    videos: row.videos ?? [],
    survey: { average: row.surveyAverage, count: row.surveyCount },
    status: { code: row.status, can_buy: canBuy, title },
    category: categoryPath(refs, row.categoryId).map((c) => ({ id: c.id, slug: c.slug, name: c.name, level: c.level })),
    brand: { slug: row.brandSlug, name: row.brandName, name_en: row.brandNameEn },
    images: images.map((i) => productImage(i.id, i.alt)),
    varieties: varietyList,
    defaultVarietyId: varietyList.some((v) => v.id === row.cardVarietyId) ? row.cardVarietyId : ([...varietyList].sort(compareVarieties)[0]?.id ?? null),
    sellers: summarizeSellers(varietyList),
  };
}
