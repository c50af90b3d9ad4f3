import type { AstroGlobal } from 'astro';
import type { DbOrTx } from '#server/db/client.ts';
import { loadListingPage } from '#modules/catalog/index.ts';
import type { ListingSort } from '#modules/catalog/index.ts';
import { bestTiers } from './tiers.ts';

/**
 * A listing of the wholesale storefront (/b2b/brand, /b2b/seller; the search has its own
 * path rules): the price sorts only (spec section 2: other sorts are dropped, with a 301
 * like the search's), and each card with the partner's best price by quantity. Only
 * confirmed partners reach these pages (the guards), so the cache keeps them under the
 * partner audience alone.
 */
const PARTNER_SORTS: readonly ListingSort[] = ['price', '-price'];

export async function partnerListing(Astro: AstroGlobal, db: DbOrTx, where: { brand?: string; seller?: string }) {
  const sort = Astro.url.searchParams.get('sort');
  if (sort !== null && !(PARTNER_SORTS as readonly string[]).includes(sort)) {
    const kept = new URL(Astro.url);
    kept.searchParams.delete('sort');
    return Astro.redirect(`${kept.pathname}${kept.search}`, 301);
  }
  const data = await loadListingPage(db, Astro.url, where);
  const partnerPrices = await bestTiers(
    db,
    data.items.flatMap((c) => (c.variety_id === null ? [] : [c.variety_id])),
  );
  return { data, partnerPrices };
}
