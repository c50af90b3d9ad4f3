import { relations, sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, real, serial, smallint, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, rial, sortOrder, tsvector } from '#server/db/columns.ts';
import { users } from '#modules/account/schema.ts';
import { persianNameKey } from './listing/name-order.ts';
import { searchVectorOf } from './search/document.ts';

/** Catalogue tables (spec section 3). Money columns are integer rials (`*_rial`). */

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    /** 1 main, 2 sub, 3 leaf. */
    level: smallint('level').notNull(),
    sort: sortOrder(),
    /** The card rule "the category allows adding from listings" (spec section 4). */
    allowAddFromListing: boolean('allow_add_from_listing').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  /** The brand's colour, used by generated product art and brand tiles. */
  color: text('color').notNull(),
  country: text('country'),
  description: text('description'),
  isActive: boolean('is_active').notNull().default(true),
});

/** Sellers ("company" in the spec's payloads). */
export const sellers = pgTable('sellers', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  city: text('city').notNull(),
  /** 0–5; tiers: top above 4, good 3–4, middle 2–3, weak below 2 (spec section 9). */
  performanceScore: real('performance_score').notNull(),
  joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
  isActive: boolean('is_active').notNull().default(true),
  /**
   * The account behind a seller who registered as a provider; null for the
   * shop's seeded sellers. Unique: one seller per account.
   */
  userId: integer('user_id')
    .unique()
    .references((): AnyPgColumn => users.id),
});

export const colors = pgTable('colors', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull().unique(),
  hexcode: text('hexcode').notNull(),
});

export const guarantees = pgTable('guarantees', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  months: smallint('months').notNull(),
});

export interface SpecGroup {
  title: string;
  items: { title: string; value: string }[];
}
export interface ProductVideo {
  title: string;
  src: string;
  poster?: string;
}

/** 1 active (sellable), 2 coming soon, 0 inactive. */
export const PRODUCT_STATUS = { inactive: 0, active: 1, comingSoon: 2 } as const;

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    description: text('description').notNull(),
    briefFeatures: jsonb('brief_features').$type<{ title: string; value: string }[]>().notNull(),
    specifications: jsonb('specifications').$type<SpecGroup[]>().notNull(),
    tags: jsonb('tags').$type<string[]>().notNull(),
    videos: jsonb('videos').$type<ProductVideo[]>().notNull().default([]),
    status: smallint('status').notNull().default(1),
    /** What search matches: " <what it is> | <what it fits, categories, tags> ", normalised (catalog/search/document.ts). */
    searchText: text('search_text').notNull(),
    /** Normalised name and English name only (kept for tools; search ranks on search_text's first part). */
    nameSearch: text('name_search').notNull().default(''),
    /**
     * search_text's words as lexemes for the GIN index search matches with (search/match.ts),
     * the words of what the product is also as '=word' (so a query can ask for those alone).
     * Built from the words as they are (no parser or dictionary: the text is normalised
     * already), so Persian needs no locale.
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(sql.raw(searchVectorOf('search_text'))),
    viewCount: integer('view_count').notNull().default(0),
    salesCount: integer('sales_count').notNull().default(0),
    surveyAverage: real('survey_average').notNull().default(0),
    surveyCount: integer('survey_count').notNull().default(0),
    createdAt: createdAt(),
    /*
     * The listing card, denormalised from the varieties by refreshProductCards()
     * (catalog/cards.ts) whenever a price, stock or promotion changes, so listings and
     * search filter and sort on indexed columns even with 200,000 products.
     */
    cardVarietyId: integer('card_variety_id'),
    cardPriceRial: rial('card_price_rial').notNull().default(0),
    cardMainRial: rial('card_main_rial').notNull().default(0),
    cardDiscount: smallint('card_discount').notNull().default(0),
    inStock: boolean('in_stock').notNull().default(false),
    fastSend: boolean('fast_send').notNull().default(false),
    colorIds: integer('color_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    sellerIds: integer('seller_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
  },
  (t) => [
    // A narrow copy of what category listings filter and sort on (catalog/listing/listing.ts), so
    // their counts, and pages the planner reads by category, are index-only scans: a product row
    // is ~6 KB (a page holds two), so every row a listing reads from the table is a page read,
    // ~100 ms to count 10,000 matches cold at 200,000 products; ~80 bytes an entry here.
    index('products_listing_idx').on(
      t.categoryId,
      t.status,
      t.inStock,
      t.brandId,
      t.cardDiscount,
      t.cardPriceRial,
      t.viewCount,
      t.salesCount,
      t.createdAt,
      t.fastSend,
      t.id,
      t.colorIds,
      t.sellerIds,
    ),
    index('products_brand_idx').on(t.brandId),
    // One index per listing sort, in-stock first then the sort key then id (catalog/listing/listing.ts):
    // a listing reads its first page in index order instead of sorting every match.
    index('products_sort_viewed_idx').on(t.inStock, t.viewCount, t.id),
    index('products_sort_newest_idx').on(t.inStock, t.createdAt, t.id),
    index('products_sort_selling_idx').on(t.inStock, t.salesCount, t.id),
    index('products_sort_price_idx').on(t.inStock.desc(), t.cardPriceRial.asc(), t.id.desc()),
    index('products_sort_price_desc_idx').on(t.inStock, t.cardPriceRial, t.id),
    index('products_sort_discount_idx').on(t.inStock, t.cardDiscount, t.id),
    index('products_search_vector_idx').using('gin', t.searchVector),
    // A search reads the kind it names in this order first (catalog/listing/listing.ts searching()).
    index('products_category_selling_idx').on(t.categoryId, t.inStock, t.salesCount, t.id),
    // The price list's default order (catalog/prices/price-list.ts): Persian alphabetical, sellable products only;
    // per category too, because names cluster by category (a leaf's products share its noun).
    index('products_name_sort_idx')
      .on(persianNameKey(sql`${t.name}`), t.id)
      .where(sql`${t.status} = 1`),
    index('products_category_name_idx')
      .on(t.categoryId, persianNameKey(sql`${t.name}`), t.id)
      .where(sql`${t.status} = 1`),
    index('products_colors_idx').using('gin', t.colorIds),
    index('products_sellers_idx').using('gin', t.sellerIds),
  ],
);

export interface ImageArt {
  /** Background and accent colours of the generated picture. */
  background: string;
  accent: string;
  /** A short label drawn on it (the brand's Latin name). */
  label: string;
  /** Which drawing (one per leaf category family). */
  shape: string;
  /** How the product is shown (absent: from the front): a product has several views. */
  view?: 'front' | 'angle' | 'detail' | 'box';
  /** The product's colour in this picture (absent: the accent). */
  color?: string;
}

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    alt: text('alt').notNull(),
    /** Seeded pictures are drawn from this; uploaded ones would set `path` instead. */
    art: jsonb('art').$type<ImageArt>(),
    path: text('path'),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

export const varieties = pgTable(
  'varieties',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => sellers.id),
    colorId: integer('color_id').references(() => colors.id),
    guaranteeId: integer('guarantee_id')
      .notNull()
      .references(() => guarantees.id),
    priceMainRial: rial('price_main_rial').notNull(),
    priceOffRial: rial('price_off_rial').notNull(),
    stock: integer('stock').notNull(),
    maxOrderCount: integer('max_order_count').notNull(),
    minOrderCount: integer('min_order_count').notNull().default(1),
    fastSend: boolean('fast_send').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('varieties_product_idx').on(t.productId), index('varieties_seller_idx').on(t.sellerId)],
);

/** Partner (wholesale) prices by minimum quantity. */
export const varietyPriceTiers = pgTable(
  'variety_price_tiers',
  {
    varietyId: integer('variety_id')
      .notNull()
      .references(() => varieties.id, { onDelete: 'cascade' }),
    minQuantity: integer('min_quantity').notNull(),
    priceRial: rial('price_rial').notNull(),
  },
  (t) => [primaryKey({ columns: [t.varietyId, t.minQuantity] })],
);

export const promotions = pgTable('promotions', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  /** 1 the amazing-offers strip (and popup), 2 a campaign page. */
  type: smallint('type').notNull().default(1),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  appOnly: boolean('app_only').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
});

/** A variety on promotion: how many are offered, how many sold, at what price. */
export const promotionVarieties = pgTable(
  'promotion_varieties',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    varietyId: integer('variety_id')
      .notNull()
      .references(() => varieties.id, { onDelete: 'cascade' }),
    count: integer('count').notNull(),
    soldCount: integer('sold_count').notNull().default(0),
    priceRial: rial('price_rial').notNull(),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.varietyId] }), index('promotion_varieties_variety_idx').on(t.varietyId)],
);

export const categoriesRelations = relations(categories, ({ one, many }) => ({
  parent: one(categories, { fields: [categories.parentId], references: [categories.id], relationName: 'tree' }),
  children: many(categories, { relationName: 'tree' }),
  products: many(products),
}));
export const brandsRelations = relations(brands, ({ many }) => ({ products: many(products) }));
export const sellersRelations = relations(sellers, ({ many }) => ({ varieties: many(varieties) }));
export const productsRelations = relations(products, ({ one, many }) => ({
  category: one(categories, { fields: [products.categoryId], references: [categories.id] }),
  brand: one(brands, { fields: [products.brandId], references: [brands.id] }),
  images: many(productImages),
  varieties: many(varieties),
}));
export const productImagesRelations = relations(productImages, ({ one }) => ({
  product: one(products, { fields: [productImages.productId], references: [products.id] }),
}));
export const varietiesRelations = relations(varieties, ({ one, many }) => ({
  product: one(products, { fields: [varieties.productId], references: [products.id] }),
  seller: one(sellers, { fields: [varieties.sellerId], references: [sellers.id] }),
  color: one(colors, { fields: [varieties.colorId], references: [colors.id] }),
  guarantee: one(guarantees, { fields: [varieties.guaranteeId], references: [guarantees.id] }),
  priceTiers: many(varietyPriceTiers),
  promotions: many(promotionVarieties),
}));
export const varietyPriceTiersRelations = relations(varietyPriceTiers, ({ one }) => ({
  variety: one(varieties, { fields: [varietyPriceTiers.varietyId], references: [varieties.id] }),
}));
export const promotionsRelations = relations(promotions, ({ many }) => ({ varieties: many(promotionVarieties) }));
export const promotionVarietiesRelations = relations(promotionVarieties, ({ one }) => ({
  promotion: one(promotions, { fields: [promotionVarieties.promotionId], references: [promotions.id] }),
  variety: one(varieties, { fields: [promotionVarieties.varietyId], references: [varieties.id] }),
}));

/**
 * Every word of the catalogue's search text with how many products use it: the
 * vocabulary typos are corrected against (catalog/search/search-terms.ts), far smaller than the
 * products themselves.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    term: text('term').primaryKey(),
    frequency: integer('frequency').notNull(),
  },
  (t) => [index('search_terms_trgm_idx').using('gin', sql`${t.term} gin_trgm_ops`)],
);

/**
 * The shop's editable synonym list (search/vocabulary.ts): each row is a group of words or
 * phrases a shopper means the same by (موبایل / گوشی / تلفن همراه, آیفون / iphone), stored
 * normalised. Seeded with common Persian shopping words; staff edit it (back office).
 */
export const searchSynonyms = pgTable('search_synonyms', {
  id: serial('id').primaryKey(),
  terms: text('terms').array().notNull(),
  createdAt: createdAt(),
});

/**
 * What each leaf category's products are called (search/vocabulary.ts reads it to tell which
 * kind of product a query names): the category's own names and the nouns its products'
 * names start with, normalised with half-spaces joined. Rebuilt with search_terms.
 */
export const searchKinds = pgTable(
  'search_kinds',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    phrase: text('phrase').notNull(),
    /** How many of the category's products are named with it (0 for the category's own names). */
    products: integer('products').notNull().default(0),
    /** Views of a typical product of the category (geometric mean): which kind shoppers mean when a query fits several. */
    categoryViews: bigint('category_views', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.phrase] })],
);

/**
 * A variety's price history: one row per change, written by recordPriceChange()
 * (catalog/prices/price-log.ts) in the transaction that changes the price. Read by
 * /v6/product/price-log and the product page's chart; the price list's "updated at".
 */
export const varietyPriceLog = pgTable(
  'variety_price_log',
  {
    varietyId: integer('variety_id')
      .notNull()
      .references(() => varieties.id, { onDelete: 'cascade' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    priceMainRial: rial('price_main_rial').notNull(),
    priceOffRial: rial('price_off_rial').notNull(),
  },
  (t) => [primaryKey({ columns: [t.varietyId, t.changedAt] })],
);

/**
 * Products a signed-in shopper looked at (/v6/product/monitor), newest first, one row
 * per product and at most RECENT_VISITS_KEPT per user (catalog/product/views.ts): the
 * /profile/recent-visits page.
 */
export const recentVisits = pgTable(
  'recent_visits',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index('recent_visits_user_idx').on(t.userId, t.visitedAt)],
);

/** Shoppers' reports that a variety is priced unfairly or sold cheaper elsewhere (/v6/product/unfair-pricing). */
export const unfairPriceReports = pgTable(
  'unfair_price_reports',
  {
    id: serial('id').primaryKey(),
    varietyId: integer('variety_id')
      .notNull()
      .references(() => varieties.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The price the shopper saw elsewhere, if given. */
    priceRial: rial('price_rial'),
    url: text('url'),
    description: text('description'),
    /** The client address as scripts/serve.mjs saw it (abuse review). */
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('unfair_price_reports_variety_idx').on(t.varietyId, t.createdAt)],
);

// The search history's table lives beside its feature; the schema index reaches it through here.
export * from './search/history-schema.ts';
