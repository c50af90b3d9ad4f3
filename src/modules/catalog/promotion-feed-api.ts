import { Hono } from 'hono';
import { clientIp } from '#server/http/client-address.ts';
import type { AppEnv } from '#server/http/env.ts';
import { collection, ok } from '#server/http/envelope.ts';
import { pagination, parse } from '#server/http/params.ts';
import { cacheable } from '#server/http/route-meta.ts';
import { listingInput } from './api.ts';
import { listProducts } from './listing/listing.ts';
import { promotionFilters, runningPromotions } from './prices/promotion-feed.ts';
import { chargeSearch } from './search/search-budget.ts';
import { listingQuery } from './validation.ts';

/**
 * The promotion listing for clients (spec section 7, "Content and engagement": /v6/promotion/index
 * and filter): what the /promotion page shows, as the catalogue's listing with running
 * promotions only. Public and the same for every caller, so the shared cache may keep them
 * (prices and promotions changing purge it, like the listing's).
 */
export const promotionFeedApi = new Hono<AppEnv>();

/**
 * Product cards on a running promotion (each card's `promotion` says which offer and until
 * when), with the listing's filters and sorts; `data.promotions` lists the promotions running now.
 */
promotionFeedApi.get('/v6/promotion/index', cacheable, async (c) => {
  const page = pagination(c);
  const { sort, ...filters } = parse(listingQuery, listingInput(c));
  await chargeSearch(clientIp(c), filters.q);
  const chosen = sort ?? (filters.q ? 'relevance' : 'most-viewed');
  const [{ items, total }, promotions] = await Promise.all([
    listProducts(c.var.db, { ...filters, promotionOnly: true }, chosen, page),
    runningPromotions(c.var.db),
  ]);
  return collection(c, items, total, page, { promotions });
});

/** The filters worth offering on the promotion listing, each counted among the promoted products. */
promotionFeedApi.get('/v6/promotion/filter', cacheable, async (c) => {
  const { sort: _sort, ...filters } = parse(listingQuery, listingInput(c));
  return ok(c, await promotionFilters(c.var.db, filters));
});
