import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../server/db/client.ts';
import { users } from '../../account/schema.ts';
import { products } from '../../catalog/schema.ts';
import { STATE_TEXT } from '../moderation/moderate.ts';
import { reviews, reviewScores, surveyItems, type ModerationState } from '../schema.ts';
import type { ReviewSort } from '../validation.ts';
import { authorName } from '../author.ts';

/** A published review as the product page and `/v6/survey/index` show it. */
export interface ReviewView {
  id: number;
  product_id: number;
  user_name: string;
  is_buyer: boolean;
  title: string;
  text: string;
  pros: string[];
  cons: string[];
  /** 1 recommends, -1 does not, 0 not sure. */
  recommend: number;
  score: number;
  scores: { item_id: number; title: string; score: number }[];
  likes: number;
  dislikes: number;
  created_at: string;
  updated_at: string;
}

/** The writer's own review, with where it stands. */
export interface OwnReview extends ReviewView {
  anonymous: boolean;
  status: ModerationState;
  status_text: string;
  refuse_reason: string | null;
}

const ORDER: Readonly<Record<ReviewSort, SQL[]>> = {
  newest: [desc(reviews.createdAt), desc(reviews.id)],
  helpful: [desc(sql`${reviews.likes} - ${reviews.dislikes}`), desc(reviews.likes), desc(reviews.createdAt), desc(reviews.id)],
  buyers: [desc(reviews.buyer), desc(reviews.createdAt), desc(reviews.id)],
};

const columns = {
  r: reviews,
  firstName: users.firstName,
  lastName: users.lastName,
};
type Row = { r: typeof reviews.$inferSelect; firstName: string | null; lastName: string | null };

async function viewsOf(db: DbOrTx, rows: Row[]): Promise<ReviewView[]> {
  const ids = rows.map((row) => row.r.id);
  const scored = ids.length
    ? await db
        .select({ reviewId: reviewScores.reviewId, itemId: reviewScores.itemId, title: surveyItems.title, score: reviewScores.score })
        .from(reviewScores)
        .innerJoin(surveyItems, eq(surveyItems.id, reviewScores.itemId))
        .where(inArray(reviewScores.reviewId, ids))
        .orderBy(asc(surveyItems.sort), asc(surveyItems.id))
    : [];
  return rows.map(({ r, firstName, lastName }) => ({
    id: r.id,
    product_id: r.productId,
    user_name: authorName(r.anonymous, firstName, lastName),
    is_buyer: r.buyer,
    title: r.title,
    text: r.text,
    pros: r.pros,
    cons: r.cons,
    recommend: r.recommend,
    score: r.score,
    scores: scored.filter((s) => s.reviewId === r.id).map((s) => ({ item_id: s.itemId, title: s.title, score: s.score })),
    likes: r.likes,
    dislikes: r.dislikes,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }));
}

/** A page of a product's published reviews in the chosen order (`/v6/survey/index`, the userReviews tab). */
export async function listReviews(
  db: DbOrTx,
  productId: number,
  { sort = 'newest', limit = 10, offset = 0 }: { sort?: ReviewSort; limit?: number; offset?: number } = {},
): Promise<{ items: ReviewView[]; total: number }> {
  const where = and(eq(reviews.productId, productId), eq(reviews.state, 'approved'));
  const [rows, [counted]] = await Promise.all([
    db
      .select(columns)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(where)
      .orderBy(...ORDER[sort])
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(reviews).where(where),
  ]);
  return { items: await viewsOf(db, rows), total: counted?.n ?? 0 };
}

/** The shopper's review by id or of a product, whatever its state; null when they have none. */
export async function ownReview(db: DbOrTx, userId: number, by: { id: number } | { productId: number }): Promise<OwnReview | null> {
  const [row] = await db
    .select(columns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(and(eq(reviews.userId, userId), 'id' in by ? eq(reviews.id, by.id) : eq(reviews.productId, by.productId)));
  if (!row) return null;
  const [view] = await viewsOf(db, [row]);
  return { ...view!, anonymous: row.r.anonymous, status: row.r.state, status_text: STATE_TEXT[row.r.state], refuse_reason: row.r.refuseReason };
}

export interface RatingSummary {
  /** products.survey_average and survey_count: the same numbers as the card and the JSON-LD. */
  average: number;
  count: number;
  /** Of the published reviews that said yes or no, the share that recommend buying (0–100), null with none. */
  recommend_percent: number | null;
  items: { id: number; title: string; average: number }[];
  /** How many published reviews scored 5, 4, 3, 2 and 1 (rounded), highest first. */
  distribution: { score: number; count: number }[];
}

/** The product's rating summary (`/v6/survey/scores`, the head of the userReviews tab). */
export async function ratingSummary(db: DbOrTx, productId: number): Promise<RatingSummary | null> {
  const approved = and(eq(reviews.productId, productId), eq(reviews.state, 'approved'));
  const [[product], items, [tally], buckets] = await Promise.all([
    db.select({ average: products.surveyAverage, count: products.surveyCount }).from(products).where(eq(products.id, productId)),
    db
      .select({ id: surveyItems.id, title: surveyItems.title, average: sql<number>`round(avg(${reviewScores.score})::numeric, 1)::real` })
      .from(reviewScores)
      .innerJoin(reviews, eq(reviews.id, reviewScores.reviewId))
      .innerJoin(surveyItems, eq(surveyItems.id, reviewScores.itemId))
      .where(approved)
      .groupBy(surveyItems.id, surveyItems.title, surveyItems.sort)
      .orderBy(asc(surveyItems.sort), asc(surveyItems.id)),
    db
      .select({ yes: sql<number>`count(*) filter (where ${reviews.recommend} = 1)::int`, no: sql<number>`count(*) filter (where ${reviews.recommend} = -1)::int` })
      .from(reviews)
      .where(approved),
    db
      .select({ score: sql<number>`round(${reviews.score})::int`, n: sql<number>`count(*)::int` })
      .from(reviews)
      .where(approved)
      .groupBy(sql`round(${reviews.score})`),
  ]);
  if (!product) return null;
  const said = (tally?.yes ?? 0) + (tally?.no ?? 0);
  return {
    average: product.average,
    count: product.count,
    recommend_percent: said ? Math.round(((tally?.yes ?? 0) * 100) / said) : null,
    items: items.map((i) => ({ id: i.id, title: i.title, average: Number(i.average) })),
    distribution: [5, 4, 3, 2, 1].map((score) => ({ score, count: Number(buckets.find((b) => Number(b.score) === score)?.n ?? 0) })),
  };
}
