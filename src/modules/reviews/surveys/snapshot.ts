import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { num, rowsOf } from '#server/db/rows.ts';
import type { ReviewSort } from '../validation.ts';
import { reviewView, type RatingSummary, type ReviewParts, type ReviewView } from './read.ts';

export interface ReviewsSnapshot {
  summary: RatingSummary;
  /** One page of published reviews in the chosen order. */
  items: ReviewView[];
  /** How many published reviews there are. */
  total: number;
}

const ORDER: Readonly<Record<ReviewSort, SQL>> = {
  newest: sql`r.created_at desc, r.id desc`,
  helpful: sql`(r.likes - r.dislikes) desc, r.likes desc, r.created_at desc, r.id desc`,
  buyers: sql`r.buyer desc, r.created_at desc, r.id desc`,
};

/** A review of the page as the statement builds it: read.ts ReviewParts, dates as text. */
interface ReviewJson extends Omit<ReviewParts, 'productId' | 'createdAt' | 'updatedAt'> {
  createdAt: string;
  updatedAt: string;
}

/** node-postgres parses json columns; PGlite may hand them over as text. */
const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/**
 * A product's published reviews as the product page and the API show them: the rating
 * summary (the average and count kept on the product, the share recommending it, the
 * average of each criterion, how many reviews gave each number of stars) and one page of
 * reviews with their scores, in ONE statement. The product page renders every tab on each
 * uncached request and a round trip costs a couple of milliseconds on PGlite, so the
 * seven queries this once took were most of the page's time. null: no such product.
 */
export async function reviewsSnapshot(
  db: DbOrTx,
  productId: number,
  { sort = 'newest', limit = 10, offset = 0 }: { sort?: ReviewSort; limit?: number; offset?: number } = {},
): Promise<ReviewsSnapshot | null> {
  const order = ORDER[sort];
  const [row] = rowsOf(
    await db.execute(sql`
      with approved as (
        select r.id, r.user_id, r.title, r.text, r.pros, r.cons, r.recommend, r.anonymous, r.score, r.buyer,
               r.likes, r.dislikes, r.created_at, r.updated_at
        from reviews r where r.product_id = ${productId} and r.state = 'approved'
      ),
      page as (
        select r.*, u.first_name, u.last_name, row_number() over (order by ${order}) as rn
        from approved r join users u on u.id = r.user_id
        order by ${order} limit ${limit} offset ${offset}
      )
      select
        p.survey_average as average, p.survey_count as count,
        (select count(*) from approved)::int as total,
        (select count(*) from approved where recommend = 1)::int as yes,
        (select count(*) from approved where recommend = -1)::int as no,
        (select coalesce(json_agg(json_build_object('score', b.s, 'n', b.n)), '[]'::json)
           from (select round(score)::int as s, count(*)::int as n from approved group by 1) b) as buckets,
        (select coalesce(json_agg(json_build_object('id', i.id, 'title', i.title, 'average', i.average) order by i.sort, i.id), '[]'::json)
           from (select si.id, si.title, si.sort, round(avg(rs.score)::numeric, 1)::float8 as average
                 from review_scores rs join approved a on a.id = rs.review_id join survey_items si on si.id = rs.item_id
                 group by si.id, si.title, si.sort) i) as items,
        (select coalesce(json_agg(json_build_object(
            'id', pg.id, 'title', pg.title, 'text', pg.text, 'pros', pg.pros, 'cons', pg.cons, 'recommend', pg.recommend,
            'anonymous', pg.anonymous, 'score', pg.score, 'buyer', pg.buyer, 'likes', pg.likes, 'dislikes', pg.dislikes,
            'createdAt', pg.created_at, 'updatedAt', pg.updated_at, 'firstName', pg.first_name, 'lastName', pg.last_name,
            'scores', (select coalesce(json_agg(json_build_object('item_id', si.id, 'title', si.title, 'score', rs.score) order by si.sort, si.id), '[]'::json)
                       from review_scores rs join survey_items si on si.id = rs.item_id where rs.review_id = pg.id)
          ) order by pg.rn), '[]'::json)
           from page pg) as reviews
      from products p where p.id = ${productId}`),
  );
  if (!row) return null;
  const yes = num(row.yes);
  const said = yes + num(row.no);
  const buckets = json<{ score: number; n: number }[]>(row.buckets);
  const summary: RatingSummary = {
    average: num(row.average),
    count: num(row.count),
    recommend_percent: said ? Math.round((yes * 100) / said) : null,
    items: json<{ id: number; title: string; average: number }[]>(row.items).map((i) => ({ id: i.id, title: i.title, average: num(i.average) })),
    distribution: [5, 4, 3, 2, 1].map((score) => ({ score, count: buckets.find((b) => b.score === score)?.n ?? 0 })),
  };
  const items = json<ReviewJson[]>(row.reviews).map((r) =>
    reviewView({ ...r, productId, score: num(r.score), createdAt: new Date(r.createdAt), updatedAt: new Date(r.updatedAt) }),
  );
  return { summary, items, total: num(row.total) };
}
