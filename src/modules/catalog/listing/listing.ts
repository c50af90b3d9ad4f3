import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import type { Page } from '#server/http/envelope.ts';
import { offsetOf } from '#server/http/params.ts';
import { percentOff } from '#lib/money.ts';
import { productImage, type ProductCard } from '../card.ts';
import { brandRefs, categoryRefs, colorRefs, sellerRefs } from '../lookups.ts';
import { searchTokens, type ListingQuery, type ListingSort } from '../validation.ts';
import { intArray, num, rowsOf, type Row } from '#server/db/rows.ts';
import { memoFor } from '#server/cache/memo.ts';
import { preparedStatement } from '#server/db/prepared.ts';
import { cappedCount } from './count.ts';
import { promotionBelowPriceSql, promotionRunsSql } from '../prices/quote-inputs.ts';
import { indexScansOnly, unitsMatch } from '../search/match.ts';
import { KIND_PROBE, knownMatches, planSearch, type SearchPlan } from '../search/plan.ts';
import type { Unit } from '../search/query.ts';
import { vocabulary } from '../search/vocabulary.ts';

/**
 * Product listings and search over the denormalised cards (catalog/cards.ts): filters,
 * sorts and pages run on indexed columns. A query is understood and answered by
 * search/plan.ts (forms, synonyms, typos, the kind it names, what to show when nothing
 * matches); in-stock products come before the rest (within each kind, for a search).
 */
export interface ListingFilters extends Omit<ListingQuery, 'sort'> {
  /** Only products with a running promotion (the /promotion page). */
  promotionOnly?: boolean;
  /** Only products announced but not yet on sale (status 2). */
  comingSoon?: boolean;
  /** Prices are in rials here (the pages convert the toman people type). */
  price_min?: number;
  price_max?: number;
}

/** No filter at all: spread it and add what a caller needs (`{ ...EMPTY_FILTERS, q }`); never mutate it. */
export const EMPTY_FILTERS: Readonly<ListingFilters> = { brand: [], seller: [], color: [], available: false, fast_send: false, has_discount: false };

export const STATUS_TITLES: Record<number, string> = { 0: 'غیرفعال', 1: 'موجود', 2: 'به‌زودی' };

interface Resolved {
  where: SQL;
  plan: SearchPlan | null;
}

/** The listing's filters without its query: slugs turned into ids (an unknown slug matches nothing). */
async function filtersWhere(db: DbOrTx, f: ListingFilters, skip?: 'brand' | 'color' | 'seller'): Promise<SQL> {
  const parts: SQL[] = [f.comingSoon ? sql`p.status = 2` : sql`p.status <> 0`];
  if (f.category) {
    const cat = (await categoryRefs(db)).bySlug.get(f.category);
    parts.push(cat ? sql`p.category_id = any(${intArray(cat.subtreeIds)})` : sql`false`);
  }
  if (f.brand.length && skip !== 'brand') {
    const refs = await brandRefs(db);
    parts.push(sql`p.brand_id = any(${intArray(f.brand.flatMap((s) => refs.bySlug.get(s)?.id ?? []))})`);
  }
  if (f.seller.length && skip !== 'seller') {
    const refs = await sellerRefs(db);
    parts.push(sql`p.seller_ids && ${intArray(f.seller.flatMap((s) => refs.bySlug.get(s)?.id ?? []))}`);
  }
  if (f.color.length && skip !== 'color') {
    const refs = await colorRefs(db);
    parts.push(sql`p.color_ids && ${intArray(f.color.flatMap((k) => refs.byKey.get(k)?.id ?? []))}`);
  }
  if (f.price_min !== undefined) parts.push(sql`p.card_price_rial >= ${f.price_min}`);
  if (f.price_max !== undefined) parts.push(sql`p.card_price_rial <= ${f.price_max}`);
  if (f.available) parts.push(sql`p.in_stock`);
  if (f.fast_send) parts.push(sql`p.fast_send`);
  if (f.has_discount) parts.push(sql`p.card_discount > 0`);
  if (f.promotionOnly) {
    parts.push(sql`exists (select 1 from promotion_varieties pv join promotions pr on pr.id = pv.promotion_id
      join varieties v on v.id = pv.variety_id
      where v.product_id = p.id and pr.is_active and pr.starts_at <= now() and pr.ends_at > now())`);
  }
  return sql.join(parts, sql` and `);
}

/** No filter but the query: nothing narrows what the words match. */
export function isUnfiltered(f: ListingFilters): boolean {
  return (
    !f.category &&
    !f.brand.length &&
    !f.seller.length &&
    !f.color.length &&
    f.price_min === undefined &&
    f.price_max === undefined &&
    !f.available &&
    !f.fast_send &&
    !f.has_discount &&
    !f.promotionOnly &&
    !f.comingSoon
  );
}

/**
 * How the query is answered with these filters (search/plan.ts), kept for five minutes:
 * the facets and every page of the same search share it.
 */
export function searchPlanFor(db: DbOrTx, f: ListingFilters): Promise<SearchPlan | null> {
  const tokens = searchTokens(f.q);
  if (!tokens.length) return Promise.resolve(null);
  return memoFor(db, `search-plan:${JSON.stringify({ ...f, q: tokens.join(' ') })}`, 300_000, async () => {
    const where = await filtersWhere(db, f);
    const exists = (units: Unit[], categoryId?: number) =>
      indexScansOnly(db, async (tx) => {
        if (!categoryId) return rowsOf(await tx.execute(sql`select 1 from products p where ${where} and ${unitsMatch(units)} limit 1`)).length;
        // In one category: how many of its first KIND_PROBE products in index order match (a
        // kind's products mostly match its words), never every match of the words or the whole category.
        const probe = sql`select p.search_vector from products p where ${where} and p.category_id = ${categoryId}
          order by p.in_stock desc, p.sales_count desc, p.id desc limit ${KIND_PROBE}`;
        // Counting stops at 50: enough to tell a dense kind from a sparse one.
        return num(rowsOf(await tx.execute(sql`select count(*)::int as n from (select 1 from (${probe}) p where ${unitsMatch(units)} limit 50) m`))[0]?.n);
      });
    return planSearch(db, tokens, exists, isUnfiltered(f));
  });
}

/** The WHERE clause of a listing: its filters and what its query matches. */
export async function resolve(db: DbOrTx, f: ListingFilters, skip?: 'brand' | 'color' | 'seller', known?: SearchPlan | null): Promise<Resolved> {
  const [where, plan] = await Promise.all([filtersWhere(db, f, skip), known === undefined ? searchPlanFor(db, f) : known]);
  if (!plan) return { where, plan };
  const text = plan.categoryId ? sql`p.category_id = ${plan.categoryId}` : unitsMatch(plan.units);
  return { where: sql`${where} and ${text}`, plan };
}

/**
 * ORDER BY for a sort. Each non-search sort matches one products_sort_*_idx index (read
 * backwards, or for price forwards with its own null placement). A search ranks the kind
 * of product it names first, then its neighbours (phones, then their cases), then the
 * rest, in stock first within each; for relevance, products that are what was asked (not
 * what it fits) first, then the best selling.
 */
export function orderBy(sort: ListingSort, plan: SearchPlan | null): SQL {
  const tier = plan?.first.length
    ? sql`case when p.category_id = any(${intArray(plan.first)}) then 0 when p.category_id = any(${intArray(plan.near)}) then 1 else 2 end, `
    : sql``;
  if (sort === 'price') return sql`${tier}p.in_stock desc nulls last, p.card_price_rial asc, p.id desc nulls last`;
  const relevance = plan?.units.length ? sql`(${unitsMatch(plan.units, true)}) desc, p.sales_count desc` : sql`p.view_count desc`;
  const by: Record<Exclude<ListingSort, 'price'>, SQL> = {
    relevance,
    'most-viewed': sql`p.view_count desc`,
    newest: sql`p.created_at desc`,
    'best-selling': sql`p.sales_count desc`,
    '-price': sql`p.card_price_rial desc`,
    discount: sql`p.card_discount desc`,
  };
  return sql`${tier}p.in_stock desc, ${by[sort]}, p.id desc`;
}

/** Cards for the given product ids' rows (shared by listings, sliders, compare). */
const CARD_SELECT = sql`
  select p.id, p.slug, p.name, p.name_en, p.status, p.card_variety_id, p.card_price_rial, p.card_main_rial,
    p.in_stock, p.fast_send, p.survey_average, p.survey_count, p.brief_features, p.tags, p.color_ids,
    c.slug as category_slug, c.allow_add_from_listing,
    v.max_order_count, v.stock, g.name as guarantee_name, s.id as seller_id, s.name as seller_name,
    (select count(*)::int from varieties vv where vv.product_id = p.id and vv.is_active) as variety_count,
    (select i.id from product_images i where i.product_id = p.id order by i.position limit 1) as image_id,
    promo.count as promo_count, promo.sold_count as promo_sold, promo.price_rial as promo_price,
    promo.ends_at as promo_ends, promo.app_only as promo_app_only
  from products p
  join categories c on c.id = p.category_id
  left join varieties v on v.id = p.card_variety_id
  left join guarantees g on g.id = v.guarantee_id
  left join sellers s on s.id = v.seller_id
  left join lateral (
    select pv.count, pv.sold_count, pv.price_rial, pr.ends_at, pr.app_only
    from promotion_varieties pv join promotions pr on pr.id = pv.promotion_id
    where pv.variety_id = p.card_variety_id and ${promotionRunsSql('pr')} and ${promotionBelowPriceSql('pv', 'v')}
    order by pr.app_only asc, pr.ends_at asc limit 1
  ) promo on true`;

/**
 * The card rows of some product ids (an int[] literal). Prepared: planning the join cost more
 * than running it. Each row comes as one json value: PGlite's wire protocol reader costs
 * about a microsecond a field, and a page of 30 cards has some 800 fields.
 */
const cardRows = preparedStatement(
  'listing_cards',
  ['int[]'],
  (ids) => sql`select row_to_json(card) as card from (${CARD_SELECT} where p.id = any(${ids}) and p.status <> 0) card`,
);

async function toCards(db: DbOrTx, rows: Row[]): Promise<ProductCard[]> {
  const colorMap = (await colorRefs(db)).byId;
  return rows.map((r) => {
    const colorIds = (r.color_ids as number[] | null) ?? [];
    const colors = colorIds.flatMap((id) => {
      const c = colorMap.get(Number(id));
      return c ? [{ id: c.id, color_name: c.name, color_name_en: c.nameEn, hexcode: c.hexcode }] : [];
    });
    const main = num(r.card_main_rial);
    const off = num(r.card_price_rial);
    const canBuy = num(r.status) === 1 && r.card_variety_id !== null && num(r.stock) > 0;
    const promoEnds = r.promo_ends ? new Date(r.promo_ends as string | Date) : null;
    return {
      id: num(r.id),
      variety_id: r.card_variety_id === null ? null : num(r.card_variety_id),
      name: String(r.name),
      name_en: String(r.name_en),
      slug: String(r.slug),
      percentOff: percentOff(main, off),
      price_main: main,
      price_off: off,
      status: { code: num(r.status), can_buy: canBuy, title: canBuy ? STATUS_TITLES[1]! : num(r.status) === 2 ? STATUS_TITLES[2]! : 'ناموجود' },
      image: r.image_id === null || r.image_id === undefined ? null : productImage(num(r.image_id), String(r.name)),
      survey: { average: num(r.survey_average), count: num(r.survey_count) },
      activeColors: colors.slice(0, 4),
      moreActiveColors: Math.max(0, colors.length - 4),
      fastSend: Boolean(r.fast_send),
      promotion: promoEnds
        ? {
            isSetPromotion: true,
            countPromotion: num(r.promo_count),
            soldPromotionCount: num(r.promo_sold),
            endPromotion: promoEnds.toISOString(),
            appOnly: Boolean(r.promo_app_only),
            p_price: num(r.promo_price),
          }
        : null,
      maxOrderCount: num(r.max_order_count),
      briefFeatures: (r.brief_features as ProductCard['briefFeatures']) ?? [],
      tags: (r.tags as string[]) ?? [],
      guarantee: r.guarantee_name ? { guranty_name: String(r.guarantee_name) } : null,
      company: r.seller_id ? { id: num(r.seller_id), company_name: String(r.seller_name) } : null,
      coVarieties: Math.max(0, num(r.variety_count) - 1),
      category: { slug: String(r.category_slug), allowAddFromListing: Boolean(r.allow_add_from_listing) },
    };
  });
}

/** A search's page is read walking its kind in index order when it expects to meet the page within this many products. */
const WALK_ROWS = 2000;
/** A text search counts its matches up to this; the page then says «بیش از …». */
export const SEARCH_COUNT_CAP = 1_000;

async function matching(db: DbOrTx, where: SQL, order: SQL, page: Page, count: boolean): Promise<{ ids: number[]; total: number }> {
  const [idRows, total] = await Promise.all([
    db.execute(sql`select p.id from products p where ${where} order by ${order} limit ${page.perPage} offset ${offsetOf(page)}`),
    count ? cappedCount(db, where) : null,
  ]);
  const ids = rowsOf(idRows).map((r) => num(r.id));
  return { ids, total: total ?? ids.length };
}

/**
 * A page of a text search. Ordering every match by kind costs a row read per match (tens
 * of thousands for «گوشی» in a big catalogue), so the page is read from the kind the query
 * names first, in that category's own index order (in stock, best selling), and only a
 * page past that kind orders the rest.
 */
async function searching(
  db: DbOrTx,
  where: SQL,
  plan: SearchPlan,
  sort: ListingSort,
  page: Page,
  count: boolean,
  known: number,
): Promise<{ ids: number[]; total: number }> {
  return indexScansOnly(db, async (tx) => {
    const ids: number[] = [];
    let restOffset = offsetOf(page);
    const idsOf = async (q: SQL) => rowsOf(await tx.execute(q)).map((r) => num(r.id));
    if (plan.first.length) {
      // One category (equality, so its index is read in order).
      const inKind = sql`${where} and p.category_id = ${plan.first[0]}`;
      const kindOrder = sort === 'relevance' ? sql`p.in_stock desc, p.sales_count desc, p.id desc` : orderBy(sort, null);
      // A query that only names the kind matches nearly all of it: reading the category in
      // index order beats collecting every match first, which the planner, counting the
      // words and the category as independent, would otherwise choose.
      // The same when the kind's probe found its words dense enough that the page is
      // reached within WALK_ROWS products.
      const walk = sort === 'relevance' && (plan.kindOnly || (plan.kindDensity ?? 0) * WALK_ROWS >= offsetOf(page) + page.perPage);
      if (walk) await tx.execute(sql`set local enable_bitmapscan = off`);
      ids.push(...(await idsOf(sql`select p.id from products p where ${inKind} order by ${kindOrder} limit ${page.perPage} offset ${offsetOf(page)}`)));
      if (walk) await tx.execute(sql`set local enable_bitmapscan = on`);
      if (ids.length === 0 && restOffset > 0) {
        const [n] = rowsOf(await tx.execute(sql`select count(*)::int as n from products p where ${inKind}`));
        restOffset -= num(n?.n);
      } else restOffset = 0;
    }
    if (ids.length < page.perPage) {
      const rest = plan.first.length ? sql`${where} and p.category_id <> ${plan.first[0]}` : where;
      ids.push(
        ...(await idsOf(
          sql`select p.id from products p where ${rest} order by ${orderBy(sort, plan)} limit ${page.perPage - ids.length} offset ${Math.max(0, restOffset)}`,
        )),
      );
    }
    if (!count) return { ids, total: ids.length };
    // A common word with no filter surely passes the cap: no need to count its matches.
    if (known >= SEARCH_COUNT_CAP) return { ids, total: SEARCH_COUNT_CAP };
    const countOf = async (q: SQL, cap: number) =>
      num(rowsOf(await tx.execute(sql`select count(*)::int as n from (select 1 from products p where ${q} limit ${cap}) m`))[0]?.n);
    if (plan.kindOnly && plan.first.length) {
      // Nearly all of the kind matches: count it walking its index, and stop at the cap
      // there, before the words' long posting lists are read for the rest.
      await tx.execute(sql`set local enable_bitmapscan = off`);
      const inKind = await countOf(sql`${where} and p.category_id = ${plan.first[0]}`, SEARCH_COUNT_CAP);
      await tx.execute(sql`set local enable_bitmapscan = on`);
      if (inKind >= SEARCH_COUNT_CAP) return { ids, total: SEARCH_COUNT_CAP };
      return { ids, total: inKind + (await countOf(sql`${where} and p.category_id <> ${plan.first[0]}`, SEARCH_COUNT_CAP - inKind)) };
    }
    return { ids, total: await countOf(where, SEARCH_COUNT_CAP) };
  });
}

/** What a search showed, for the page and the API to say so. */
export interface SearchOutcome {
  /** The query as searched, when it differs from the query as typed. */
  corrected: string | null;
  /** The kind of product the query most likely means (a quick filter). */
  intent: { slug: string; name: string } | null;
  /** What is shown when the words found nothing as typed (search/plan.ts). */
  fallback: SearchPlan['fallback'];
  dropped: string[];
}

/**
 * A page of cards. Two steps: the ids of the page from narrow indexed columns, then the
 * cards of just those ids. `count: false` skips the total (sliders, similar products)
 * and reports the page size.
 */
export async function listProducts(
  db: DbOrTx,
  filters: ListingFilters,
  sort: ListingSort,
  page: Page,
  options: { count?: boolean } = {},
): Promise<{ items: ProductCard[]; total: number; corrected: string | null; search: SearchOutcome | null }> {
  const { where, plan } = await resolve(db, filters);
  const count = options.count ?? true;
  const known = plan && isUnfiltered(filters) ? knownMatches(await vocabulary(db), plan.units) : 0;
  const found = plan?.units.length ? await searching(db, where, plan, sort, page, count, known) : await matching(db, where, orderBy(sort, plan), page, count);
  const search = plan && { corrected: plan.corrected, intent: plan.intent, fallback: plan.fallback, dropped: plan.dropped };
  return { items: await cardsByIds(db, found.ids), total: found.total, corrected: plan?.corrected ?? null, search };
}

/** Cards for known products, in the order given (compare, sliders). */
export async function cardsByIds(db: DbOrTx, productIds: number[]): Promise<ProductCard[]> {
  if (productIds.length === 0) return [];
  const rows = rowsOf(await cardRows(db, intArray(productIds))).map((r) => (typeof r.card === 'string' ? JSON.parse(r.card) : r.card) as Row);
  const cards = await toCards(db, rows);
  return productIds.flatMap((id) => cards.find((c) => c.id === id) ?? []);
}
