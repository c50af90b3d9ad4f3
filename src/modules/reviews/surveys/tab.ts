import type { DbOrTx } from '../../../server/db/client.ts';
import { reviewSortOf, type ReviewSort } from '../validation.ts';
import { listReviews, ratingSummary, type RatingSummary, type ReviewView } from './read.ts';

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
 * or a page past the end falls back to the first page in the newest order, since a
 * product page never answers 404 for a stale link.
 */
export async function reviewsTab(db: DbOrTx, productId: number, query: URLSearchParams): Promise<ReviewsTabData | null> {
  const sort = reviewSortOf(query.get('review_sort')) ?? 'newest';
  const asked = Number(query.get('review_page') ?? 1);
  const page = Number.isSafeInteger(asked) && asked >= 1 && asked <= 1000 ? asked : 1;
  const summary = await ratingSummary(db, productId);
  if (!summary) return null;
  let list = await listReviews(db, productId, { sort, limit: REVIEWS_PER_PAGE, offset: (page - 1) * REVIEWS_PER_PAGE });
  const pageCount = Math.max(1, Math.ceil(list.total / REVIEWS_PER_PAGE));
  if (page > pageCount) list = await listReviews(db, productId, { sort, limit: REVIEWS_PER_PAGE });
  return { summary, reviews: list.items, total: list.total, sort, page: Math.min(page, pageCount), pageCount };
}
