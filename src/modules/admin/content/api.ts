import { Hono, type Context } from 'hono';
import type { AppEnv } from '#server/http/env.ts';
import { readBody } from '#server/http/body.ts';
import { clientIp } from '#server/http/client-address.ts';
import { collection, ok } from '#server/http/envelope.ts';
import { offsetOf, pagination } from '#server/http/params.ts';
import { requireStaff } from '#modules/staff/index.ts';
import { CONTENT_ACTIONS } from './actions.ts';
import { allCampaigns } from './campaigns.ts';
import { allCompetitions } from './competitions.ts';
import { faqGroups } from './faq.ts';
import { allBanners, allSliders } from './home-art.ts';
import { allInstagramPosts } from './instagram.ts';
import { allMagNews } from './mag-news.ts';
import { allStaticPages } from './static-pages.ts';

/**
 * The content screens' JSON API, under /v10/admin/content, for
 * `content.edit` only (content editors and the owner). Reads are lists in the collection
 * envelope; every change is a POST (JSON or form) to /v10/admin/content/<action>, run by
 * actions.ts exactly as the pages run it: checked, audited, and the cached pages purged.
 */
export const contentAdminApi = new Hono<AppEnv>();

const BASE = '/v10/admin/content';

/** The lists are short (a few dozen rows): read whole, served a page at a time. */
function listRoute(load: (c: Context<AppEnv>) => Promise<unknown[]>) {
  return async (c: Context<AppEnv>) => {
    await requireStaff(c, 'content.edit');
    const page = pagination(c, { defaultPerPage: 50, max: 100 });
    const items = await load(c);
    return collection(c, items.slice(offsetOf(page), offsetOf(page) + page.perPage), items.length, page);
  };
}

contentAdminApi.get(
  `${BASE}/sliders`,
  listRoute((c) => allSliders(c.var.db)),
);
contentAdminApi.get(
  `${BASE}/banners`,
  listRoute((c) => allBanners(c.var.db)),
);
contentAdminApi.get(
  `${BASE}/faq`,
  listRoute((c) => faqGroups(c.var.db)),
);
contentAdminApi.get(
  `${BASE}/pages`,
  listRoute((c) => allStaticPages(c.var.db)),
);
contentAdminApi.get(
  `${BASE}/campaigns`,
  listRoute((c) => allCampaigns(c.var.db)),
);
contentAdminApi.get(
  `${BASE}/competitions`,
  listRoute((c) => allCompetitions(c.var.db)),
);
contentAdminApi.get(
  `${BASE}/instagram`,
  listRoute((c) => allInstagramPosts(c.var.db)),
);
contentAdminApi.get(
  `${BASE}/mag-news`,
  listRoute((c) => allMagNews(c.var.db)),
);

for (const [name, action] of Object.entries(CONTENT_ACTIONS)) {
  contentAdminApi.post(`${BASE}/${name}`, async (c) => {
    // Who first: a caller without `content.edit` is refused before their input is read.
    const staff = await requireStaff(c, 'content.edit');
    const result = await action.apply(c.var.db, { staff, ip: clientIp(c) }, await readBody(c));
    return ok(c, result, action.done);
  });
}
