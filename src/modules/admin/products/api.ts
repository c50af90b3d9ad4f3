import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '#server/http/env.ts';
import { ok } from '#server/http/envelope.ts';
import { clientIp } from '#server/http/client-address.ts';
import { parse, queryId } from '#server/http/params.ts';
import { readBody } from '#server/http/body.ts';
import { notFound } from '#server/errors.ts';
import { uploadLimit } from '#server/http/route-meta.ts';
import { brands, categories } from '#modules/catalog/index.ts';
import { requireStaff } from '#modules/staff/index.ts';
import { allBrands, createBrand, deleteBrand, updateBrand } from './brands.ts';
import { allCategories, createCategory, deleteCategory, updateCategory } from './categories.ts';
import type { Editor } from './change.ts';
import { deletePicture, editPictureAlt, orderPictures, uploadPicture } from './pictures.ts';
import { createProduct, findProducts, productForEdit, updateProduct } from './products.ts';
import * as v from './validation.ts';

/**
 * The back office's products, pictures, categories and brands API,
 * `catalog.edit`. The caller is checked before the body is read, so a refusal carries no
 * data and changes nothing. Bodies are JSON or forms; a picture comes as multipart
 * (`product_id`, `alt`, `file`).
 */
export const productsAdminApi = new Hono<AppEnv>();

const editor = async (c: Context<AppEnv>): Promise<Editor> => ({ staff: await requireStaff(c, 'catalog.edit'), ip: clientIp(c) });
const allowed = (c: Context<AppEnv>) => requireStaff(c, 'catalog.edit');

async function productView(c: Context<AppEnv>, id: number) {
  const product = await productForEdit(c.var.db, id);
  if (!product) throw notFound('کالا یافت نشد');
  return product;
}

productsAdminApi.get('/v10/admin/product/index', async (c) => {
  await allowed(c);
  const { q } = parse(v.productSearch, c.req.query());
  return ok(c, { items: await findProducts(c.var.db, q) });
});

productsAdminApi.get('/v10/admin/product/view', async (c) => {
  await allowed(c);
  return ok(c, await productView(c, queryId(c)));
});

productsAdminApi.post('/v10/admin/product/create', async (c) => {
  const who = await editor(c);
  const id = await createProduct(c.var.db, who, parse(v.productCreate, await readBody(c)));
  return ok(c, await productView(c, id), 'کالا ساخته شد');
});

productsAdminApi.post('/v10/admin/product/update', async (c) => {
  const who = await editor(c);
  const id = await updateProduct(c.var.db, who, parse(v.productUpdate, await readBody(c)));
  return ok(c, await productView(c, id), 'تغییرات کالا ثبت شد');
});

productsAdminApi.post('/v10/admin/product/image-upload', uploadLimit, async (c) => {
  const who = await editor(c);
  const body = await readBody(c);
  const { product_id, alt } = parse(v.pictureUpload, body);
  const id = await uploadPicture(c.var.db, who, product_id, body.file, alt);
  return ok(c, { id, product: await productView(c, product_id) }, 'تصویر افزوده شد');
});

productsAdminApi.post('/v10/admin/product/image-update', async (c) => {
  const who = await editor(c);
  const { id, alt } = parse(v.pictureAlt, await readBody(c));
  return ok(c, await productView(c, await editPictureAlt(c.var.db, who, id, alt)), 'متن تصویر ثبت شد');
});

productsAdminApi.post('/v10/admin/product/image-order', async (c) => {
  const who = await editor(c);
  const { product_id, ids } = parse(v.pictureOrder, await readBody(c));
  return ok(c, await productView(c, await orderPictures(c.var.db, who, product_id, ids)), 'ترتیب تصاویر ثبت شد');
});

productsAdminApi.post('/v10/admin/product/image-delete', async (c) => {
  const who = await editor(c);
  const { id } = parse(v.byId, await readBody(c));
  return ok(c, await productView(c, await deletePicture(c.var.db, who, id)), 'تصویر حذف شد');
});

/** Categories and brands: the same five routes each. */
const taxonomy = [
  {
    kind: 'category',
    table: categories,
    list: allCategories,
    create: createCategory,
    update: updateCategory,
    remove: deleteCategory,
    forms: [v.categoryCreate, v.categoryUpdate],
  },
  { kind: 'brand', table: brands, list: allBrands, create: createBrand, update: updateBrand, remove: deleteBrand, forms: [v.brandCreate, v.brandUpdate] },
] as const;

for (const t of taxonomy) {
  const view = async (c: Context<AppEnv>, id: number) => {
    const [row] = await c.var.db.select().from(t.table).where(eq(t.table.id, id));
    if (!row) throw notFound();
    return row;
  };
  productsAdminApi.get(`/v10/admin/${t.kind}/index`, async (c) => {
    await allowed(c);
    return ok(c, { items: await t.list(c.var.db) });
  });
  productsAdminApi.get(`/v10/admin/${t.kind}/view`, async (c) => {
    await allowed(c);
    return ok(c, await view(c, queryId(c)));
  });
  productsAdminApi.post(`/v10/admin/${t.kind}/create`, async (c) => {
    const who = await editor(c);
    const input = parse(t.forms[0], await readBody(c));
    return ok(c, await view(c, await (t.create as typeof createCategory)(c.var.db, who, input as never)), 'ثبت شد');
  });
  productsAdminApi.post(`/v10/admin/${t.kind}/update`, async (c) => {
    const who = await editor(c);
    const input = parse(t.forms[1], await readBody(c));
    return ok(c, await view(c, await (t.update as typeof updateCategory)(c.var.db, who, input as never)), 'تغییرات ثبت شد');
  });
  productsAdminApi.post(`/v10/admin/${t.kind}/delete`, async (c) => {
    const who = await editor(c);
    const { id } = parse(v.byId, await readBody(c));
    await t.remove(c.var.db, who, id);
    return ok(c, { id }, 'حذف شد');
  });
}
