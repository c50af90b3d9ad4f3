import { Hono } from 'hono';
import type { AppEnv } from '#server/http/env.ts';
import { ok } from '#server/http/envelope.ts';
import { clientIp } from '#server/http/client-address.ts';
import { parse } from '#server/http/params.ts';
import { readBody } from '#server/http/body.ts';
import { requireStaff } from '#modules/staff/index.ts';
import { applyBulk, previewBulk, type BulkPreview } from '#flows/edit-varieties-in-bulk.ts';
import { offerChoices } from './offer-choices.ts';
import { bulkBody, tiersBody, varietyCreateBody, varietySearch, varietyUpdateBody } from './validation.ts';
import { addVariety, editTiers, editVariety, findVarieties } from '#flows/edit-variety.ts';

/**
 * The back office's catalogue API, `catalog.edit`: find varieties,
 * change one, and the bulk file's preview and confirmation. Amounts in rials.
 */
export const catalogAdminApi = new Hono<AppEnv>();

const bulkView = (p: BulkPreview) => ({
  good: p.good,
  bad: p.bad,
  rows: p.rows.map((r) => ({ line: r.line, variety_id: r.varietyId, product: r.product, before: r.before, after: r.after, errors: r.errors })),
});

catalogAdminApi.get('/v10/admin/variety/index', async (c) => {
  await requireStaff(c, 'catalog.edit');
  const { q } = parse(varietySearch, c.req.query());
  return ok(c, { items: await findVarieties(c.var.db, q) });
});

catalogAdminApi.post('/v10/admin/variety/update', async (c) => {
  const staff = await requireStaff(c, 'catalog.edit');
  const { id, patch } = parse(varietyUpdateBody, await readBody(c));
  await editVariety(c.var.db, staff, id, patch, clientIp(c));
  const [row] = await findVarieties(c.var.db, String(id), 1);
  return ok(c, row, 'تغییرات کالا ثبت شد');
});

/** What the file would change, row by row; changes nothing. */
catalogAdminApi.post('/v10/admin/variety/bulk-preview', async (c) => {
  await requireStaff(c, 'catalog.edit');
  const { csv } = parse(bulkBody, await readBody(c));
  return ok(c, bulkView(await previewBulk(c.var.db, csv)));
});

/** Applies the file's good rows in one transaction, skipping the bad ones. */
catalogAdminApi.post('/v10/admin/variety/bulk-apply', async (c) => {
  const staff = await requireStaff(c, 'catalog.edit');
  const { csv } = parse(bulkBody, await readBody(c));
  return ok(c, bulkView(await applyBulk(c.var.db, staff, csv, clientIp(c))), 'ردیف‌های درست اعمال شد');
});

/** A variety's partner prices by quantity (`tiers`: [{ min_quantity, price }] in rials; [] removes them). */
catalogAdminApi.post('/v10/admin/variety/tiers', async (c) => {
  const staff = await requireStaff(c, 'catalog.edit');
  const { id, tiers } = parse(tiersBody, await readBody(c));
  await editTiers(c.var.db, staff, id, tiers, clientIp(c));
  return ok(c, { id, tiers: tiers.map((t) => ({ min_quantity: t.minQuantity, price: t.priceRial })) }, 'قیمت‌های پلکانی همکار ثبت شد');
});

/** What a new offer is made of: active sellers (newest first), colours, guarantees. */
catalogAdminApi.get('/v10/admin/variety/choices', async (c) => {
  await requireStaff(c, 'catalog.edit');
  return ok(c, await offerChoices(c.var.db));
});

/** A seller's new offer on a product (an approved seller's first offers); amounts in rials. */
catalogAdminApi.post('/v10/admin/variety/create', async (c) => {
  const staff = await requireStaff(c, 'catalog.edit');
  const input = parse(varietyCreateBody, await readBody(c));
  const id = await addVariety(c.var.db, staff, input, clientIp(c));
  const view = {
    id,
    product_id: input.productId,
    seller_id: input.sellerId,
    color_id: input.colorId,
    guarantee_id: input.guaranteeId,
    price_main: input.priceMainRial,
    price: input.priceOffRial,
    stock: input.stock,
    max_order_count: input.maxOrderCount,
    fast_send: input.fastSend,
  };
  return ok(c, view, 'پیشنهاد فروشنده ثبت شد');
});
