import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, sortOrder, updatedAt } from '#server/db/columns.ts';
import type { ImageArt } from '#modules/catalog/schema.ts';
import { categories } from '#modules/catalog/schema.ts';

/** Editorial content: home sliders and banners, FAQ, static pages, magazine news, newsletter. */

export const sliders = pgTable('sliders', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull(),
  link: text('link').notNull(),
  art: jsonb('art').$type<ImageArt>().notNull(),
  sort: sortOrder(),
  isActive: boolean('is_active').notNull().default(true),
});

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  link: text('link').notNull(),
  /** Where on the home page: 'top', 'middle', 'bottom'. */
  position: text('position').notNull(),
  art: jsonb('art').$type<ImageArt>().notNull(),
  viewCount: integer('view_count').notNull().default(0),
  sort: sortOrder(),
  isActive: boolean('is_active').notNull().default(true),
});

/** Product rows on the home page: a title and the rule that fills it. */
export const productSliders = pgTable('product_sliders', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  /** 'newest' | 'best-selling' | 'most-viewed' | 'discounted' | 'category' */
  kind: text('kind').notNull(),
  categoryId: integer('category_id').references(() => categories.id),
  sort: sortOrder(),
});

export const faqCategories = pgTable('faq_categories', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  sort: sortOrder(),
});

export const faqItems = pgTable(
  'faq_items',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => faqCategories.id),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    sort: sortOrder(),
  },
  (t) => [index('faq_items_category_idx').on(t.categoryId)],
);

/** Static pages (about, terms, privacy…). The body is paragraphs of plain text, never raw HTML. */
export const pages = pgTable('pages', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  body: jsonb('body').$type<{ heading?: string; paragraphs: string[] }[]>().notNull(),
  updatedAt: updatedAt(),
});

/** The home's magazine strip: short articles linked from the home page. */
export const magNews = pgTable('mag_news', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  link: text('link').notNull(),
  art: jsonb('art').$type<ImageArt>().notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
});

/** The shop's Instagram posts (`/v6/promotion/instagram-list`): a picture, the post's address, and the product it shows, if any. */
export const instagramPosts = pgTable('instagram_posts', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  link: text('link').notNull(),
  art: jsonb('art').$type<ImageArt>().notNull(),
  productId: integer('product_id'),
  sort: sortOrder(),
  isActive: boolean('is_active').notNull().default(true),
});

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  /** 1 subscribed, 0 unsubscribed. */
  status: smallint('status').notNull().default(1),
  createdAt: createdAt(),
});
