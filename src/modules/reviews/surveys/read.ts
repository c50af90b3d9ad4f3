import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { users } from '#modules/account/index.ts';
import { STATE_TEXT } from '../moderation/moderate.ts';
import { reviews, reviewScores, surveyItems, type ModerationState } from '../schema.ts';
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

const columns = {
  r: reviews,
  firstName: users.firstName,
  lastName: users.lastName,
};
type Row = { r: typeof reviews.$inferSelect; firstName: string | null; lastName: string | null };

/** What a review's view is made of, whichever way it was read (a row and its writer here, one JSON object in snapshot.ts). */
export type ReviewParts = Pick<
  typeof reviews.$inferSelect,
  'id' | 'productId' | 'anonymous' | 'buyer' | 'title' | 'text' | 'pros' | 'cons' | 'recommend' | 'score' | 'likes' | 'dislikes' | 'createdAt' | 'updatedAt'
> & { firstName: string | null; lastName: string | null; scores: ReviewView['scores'] };

/** A review as shoppers see it: the writer's name unless anonymous, dates in ISO. */
export function reviewView(r: ReviewParts): ReviewView {
  return {
    id: r.id,
    product_id: r.productId,
    user_name: authorName(r.anonymous, r.firstName, r.lastName),
    is_buyer: r.buyer,
    title: r.title,
    text: r.text,
    pros: r.pros,
    cons: r.cons,
    recommend: r.recommend,
    score: r.score,
    scores: r.scores,
    likes: r.likes,
    dislikes: r.dislikes,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

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
  return rows.map(({ r, firstName, lastName }) =>
    reviewView({
      ...r,
      firstName,
      lastName,
      scores: scored.filter((s) => s.reviewId === r.id).map((s) => ({ item_id: s.itemId, title: s.title, score: s.score })),
    }),
  );
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
