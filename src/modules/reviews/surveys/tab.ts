import type { DbOrTx } from '#server/db/client.ts';
import { reviewSortOf, type ReviewSort } from '../validation.ts';
import type { RatingSummary, ReviewView } from './read.ts';
import { reviewsSnapshot } from './snapshot.ts';

export const REVIEWS_PER_PAGE = 10;

/** What the product page's userReviews tab shows: the summary, and one page of reviews in the chosen order. */
export interface ReviewsTabData {
  summary: RatingSummary;
  reviews: ReviewView[];
  total: number;
  sort: ReviewSort;
  page: number;
  pageCount: number;
}

/**
 * The tab's data from the page's query (`review_sort`, `review_page`): an unknown sort
 * falls back to the newest order and a page past the end to the first page, since a
 * product page never answers 404 for a stale link.
 */
export async function reviewsTab(db: DbOrTx, productId: number, query: URLSearchParams): Promise<ReviewsTabData | null> {
  const sort = reviewSortOf(query.get('review_sort')) ?? 'newest';
  const asked = Number(query.get('review_page') ?? 1);
  const page = Number.isSafeInteger(asked) && asked >= 1 && asked <= 1000 ? asked : 1;
  let snapshot = await reviewsSnapshot(db, productId, { sort, limit: REVIEWS_PER_PAGE, offset: (page - 1) * REVIEWS_PER_PAGE });
  if (!snapshot) return null;
  const pageCount = Math.max(1, Math.ceil(snapshot.total / REVIEWS_PER_PAGE));
  const shown = page > pageCount ? 1 : page;
  if (shown !== page) snapshot = (await reviewsSnapshot(db, productId, { sort, limit: REVIEWS_PER_PAGE }))!;
  return { summary: snapshot.summary, reviews: snapshot.items, total: snapshot.total, sort, page: shown, pageCount };
}
