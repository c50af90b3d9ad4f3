import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, real, serial, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt, sortOrder, updatedAt } from '#server/db/columns.ts';
import { users } from '#modules/account/schema.ts';
import { categories, products, sellers } from '#modules/catalog/schema.ts';
import { orders } from '#modules/orders/schema.ts';

/**
 * What shoppers say (docs/adr/0022-reviews-and-moderation.md): reviews (the spec's "surveys") with a score per
 * criterion, questions and answers, buyers' notes on their experience, and feedback on a
 * delivered order and its products. Every text is stored exactly as written and escaped
 * wherever it is shown. Texts are moderated (moderation/rule.ts): plain text is approved
 * as it is written, the rest waits in the decisions inbox; only approved rows are public.
 */
export type ModerationState = 'pending' | 'approved' | 'refused';
const stateColumn = () => text('state').$type<ModerationState>().notNull().default('pending');
const stateCheck = (table: string, state: unknown) => check(`${table}_state_check`, sql`${state} in ('pending', 'approved', 'refused')`);

/**
 * A rating criterion (`/v10/survey-items/index`): a category's own, or the shop's defaults
 * (category_id null) for categories that have none; a product uses its nearest category's.
 */
export const surveyItems = pgTable(
  'survey_items',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    sort: sortOrder(),
  },
  (t) => [index('survey_items_category_idx').on(t.categoryId)],
);

/** A shopper's review of a product: one per shopper and product, edited in place (`/v6/survey/update`). */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    text: text('text').notNull().default(''),
    pros: jsonb('pros').$type<string[]>().notNull().default([]),
    cons: jsonb('cons').$type<string[]>().notNull().default([]),
    /** 1 recommends, -1 does not, 0 not sure. */
    recommend: smallint('recommend').notNull().default(0),
    anonymous: boolean('anonymous').notNull().default(false),
    /** The mean of its criteria scores (1–5): what the product's average is made of. */
    score: real('score').notNull(),
    /** The reviewer had received this product when writing (or last editing) the review. */
    buyer: boolean('buyer').notNull().default(false),
    state: stateColumn(),
    /** Why staff refused it (the writer reads it on their review). */
    refuseReason: text('refuse_reason'),
    likes: integer('likes').notNull().default(0),
    dislikes: integer('dislikes').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('reviews_product_user_unique').on(t.productId, t.userId),
    index('reviews_product_idx').on(t.productId, t.state, t.createdAt),
    index('reviews_user_idx').on(t.userId, t.createdAt),
    stateCheck('reviews', t.state),
    check('reviews_score_check', sql`${t.score} between 1 and 5`),
  ],
);

export const reviewScores = pgTable(
  'review_scores',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => surveyItems.id, { onDelete: 'cascade' }),
    score: smallint('score').notNull(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.itemId] }), check('review_scores_score_check', sql`${t.score} between 1 and 5`)],
);

/**
 * Helpful / not helpful, once per shopper and subject (a review or an answer): the key
 * makes a second click, or two at once, the same vote; the subject's counts are
 * recounted from these rows in the same transaction.
 */
export type VoteSubject = 'review' | 'answer';
export const votes = pgTable(
  'votes',
  {
    subject: text('subject').$type<VoteSubject>().notNull(),
    subjectId: integer('subject_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1 helpful, -1 not helpful. */
    vote: smallint('vote').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.subject, t.subjectId, t.userId] }), check('votes_vote_check', sql`${t.vote} in (1, -1)`)],
);

export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    state: stateColumn(),
    refuseReason: text('refuse_reason'),
    /** When the asker was told by SMS that an answer arrived: once per question, on its first approved answer. */
    askerNotifiedAt: timestamp('asker_notified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('questions_product_idx').on(t.productId, t.state, t.createdAt),
    index('questions_user_idx').on(t.userId, t.createdAt),
    stateCheck('questions', t.state),
  ],
);

/**
 * An answer to a question: from a shopper (buyer when they had received the product) or
 * from a seller (seller_id; written by staff for the shop's sellers today, by the
 * seller's own panel once sellers sign in).
 */
export const answers = pgTable(
  'answers',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: integer('seller_id').references(() => sellers.id),
    buyer: boolean('buyer').notNull().default(false),
    text: text('text').notNull(),
    state: stateColumn(),
    refuseReason: text('refuse_reason'),
    likes: integer('likes').notNull().default(0),
    dislikes: integer('dislikes').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('answers_question_idx').on(t.questionId, t.state), index('answers_user_idx').on(t.userId, t.createdAt), stateCheck('answers', t.state)],
);

/** A buyer's note on using a product (`/v6/product-user-experience/create`), shown in the product's feedback tab. */
export const productExperiences = pgTable(
  'product_experiences',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    state: stateColumn(),
    refuseReason: text('refuse_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_experiences_product_idx').on(t.productId, t.state, t.createdAt),
    index('product_experiences_user_idx').on(t.userId, t.createdAt),
    stateCheck('product_experiences', t.state),
  ],
);

/** The shopper's rating of a delivered order as a whole (delivery, packing, service): one per order. */
export const orderFeedbacks = pgTable(
  'order_feedbacks',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1–5. */
    score: smallint('score').notNull(),
    text: text('text').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('order_feedbacks_user_idx').on(t.userId), check('order_feedbacks_score_check', sql`${t.score} between 1 and 5`)],
);

/**
 * A buyer's feedback on one product of a delivered order: satisfied or not and the
 * feedback items they ticked (feedback/items.ts); the product's feedback tab sums them.
 */
export const productFeedbacks = pgTable(
  'product_feedbacks',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    satisfied: boolean('satisfied').notNull(),
    itemIds: jsonb('item_ids').$type<number[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [unique('product_feedbacks_order_product_unique').on(t.orderId, t.productId), index('product_feedbacks_product_idx').on(t.productId)],
);

/** The one SMS asking for an order's feedback after delivery: a row per order reminded, so the job sends it once. */
export const feedbackReminders = pgTable('feedback_reminders', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  sentAt: createdAt(),
});
