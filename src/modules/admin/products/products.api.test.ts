import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { newMember } from '#tests/factories/members.ts';
import { readyStaff } from '#tests/factories/staff.ts';
import { categories, productImages, products } from '#modules/catalog/schema.ts';
import { staffAudit } from '#modules/staff/index.ts';

// Uploaded pictures are stored under DATA_DIR: keep this file's to itself.
const dataDir = mkdtempSync(join(tmpdir(), 'bazaar-products-'));
process.env.DATA_DIR = dataDir;
const t = useTestApi();
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const FORBIDDEN = { name: 'Forbidden', message: 'شما به این بخش دسترسی ندارید', code: 0, status: 403 };
const auditOf = async (userId: number) =>
  (await t.db.select().from(staffAudit).where(eq(staffAudit.actorUserId, userId)).orderBy(staffAudit.id)).filter((r) => !r.action.startsWith('second-factor'));

const picture = (format: 'png' | 'jpeg', width = 640, height = 480) => {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } }).withMetadata({
    exif: { IFD0: { Copyright: 'secret camera owner' } },
  });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
};

async function upload(auth: Record<string, string>, productId: number, file: Blob, name: string, alt = 'نمای روبه‌رو') {
  const form = new FormData();
  form.set('product_id', String(productId));
  form.set('alt', alt);
  form.set('file', file, name);
  const res = await t.app.request('/v10/admin/product/image-upload', { method: 'POST', body: form, headers: auth });
  return { status: res.status, body: await res.json() };
}

/** A second-level category to hang a new leaf under. */
const someSubcategory = async () => (await t.db.select().from(categories).where(eq(categories.level, 2)).limit(1))[0]!;

const ROUTES = [
  ['GET', '/v10/admin/product/index?q=a'],
  ['GET', '/v10/admin/product/view?id=1'],
  ['POST', '/v10/admin/product/create'],
  ['POST', '/v10/admin/product/update'],
  ['POST', '/v10/admin/product/image-update'],
  ['POST', '/v10/admin/product/image-order'],
  ['POST', '/v10/admin/product/image-delete'],
  ...(['category', 'brand'] as const).flatMap((k) => [
    ['GET', `/v10/admin/${k}/index`],
    ['GET', `/v10/admin/${k}/view?id=1`],
    ['POST', `/v10/admin/${k}/create`],
    ['POST', `/v10/admin/${k}/update`],
    ['POST', `/v10/admin/${k}/delete`],
  ]),
] as const;

describe('the back office’s products, categories and brands: who may', () => {
  it('refuses shoppers and every role without catalog.edit (403, no data), and changes nothing', async () => {
    const [before] = await t.db.select().from(products).where(eq(products.id, 1));
    const body = { id: 1, product_id: 1, ids: [1], alt: 'x', name: 'نام تازه', name_en: 'New', slug: 'new-one', category_id: 3, brand_id: 1, color: '#000000' };
    for (const who of [
      await newMember(t.db),
      await readyStaff(t, 'order-operator'),
      await readyStaff(t, 'call-center'),
      await readyStaff(t, 'content-editor'),
    ]) {
      for (const [method, path] of ROUTES) {
        const res = await t.call(method, path, method === 'POST' ? body : undefined, who.auth);
        expect(res.status, path).toBe(403);
        expect(res.body.data, path).toEqual(FORBIDDEN);
      }
      const up = await upload(who.auth, 1, new Blob([new Uint8Array(await picture('png'))]), 'a.png');
      expect(up.status).toBe(403);
      expect(up.body.data).toEqual(FORBIDDEN);
      expect(await auditOf(who.id)).toEqual([]);
    }
    const [after] = await t.db.select().from(products).where(eq(products.id, 1));
    expect(after).toEqual(before);
    expect(
      await t.db
        .select()
        .from(productImages)
        .where(and(eq(productImages.productId, 1), eq(productImages.alt, 'x'))),
    ).toEqual([]);
  });
});

describe('a catalogue editor', () => {
  it('creates a brand, a category and a product, renames it: the shop’s product page and search show the new name; all audited', async () => {
    const editor = await readyStaff(t, 'catalog-editor');
    const sub = await someSubcategory();
    const brand = await t.call(
      'POST',
      '/v10/admin/brand/create',
      { name: 'سیمرغ‌نشان', name_en: 'Simorgh Neshan', color: '#AA3300', country: 'ایران' },
      editor.auth,
    );
    expect(brand.status, JSON.stringify(brand.body)).toBe(200);
    expect(brand.body.data).toMatchObject({ slug: 'simorgh-neshan', color: '#aa3300', isActive: true });
    const category = await t.call('POST', '/v10/admin/category/create', { name: 'کتری‌های آزمایشی', name_en: 'Test Kettles', parent_id: sub.id }, editor.auth);
    expect(category.status, JSON.stringify(category.body)).toBe(200);
    expect(category.body.data).toMatchObject({ slug: 'test-kettles', level: 3, parentId: sub.id });

    const created = await t.call(
      'POST',
      '/v10/admin/product/create',
      {
        name: 'کتری برقی سیمرغ‌نشان مدل طاووس',
        name_en: 'Simorgh Neshan Peacock Kettle',
        category_id: String(category.body.data.id),
        brand_id: brand.body.data.id,
        description: 'کتری برقی آزمایشی.',
        brief_features: 'ظرفیت: ۱٫۷ لیتر\nتوان: ۲۲۰۰ وات',
        tags: 'کتری، چای',
        status: '1',
      },
      editor.auth,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const product = created.body.data;
    expect(product).toMatchObject({
      slug: 'simorgh-neshan-peacock-kettle',
      briefFeatures: [
        { title: 'ظرفیت', value: '۱٫۷ لیتر' },
        { title: 'توان', value: '۲۲۰۰ وات' },
      ],
      tags: ['کتری', 'چای'],
      pictures: [],
    });

    const renamed = await t.call(
      'POST',
      '/v10/admin/product/update',
      {
        ...created.body.data,
        id: product.id,
        name: 'کتری برقی سیمرغ‌نشان مدل زرنگار',
        name_en: product.nameEn,
        category_id: product.categoryId,
        brand_id: product.brandId,
        brief_features: product.briefFeatures,
        slug: product.slug,
      },
      editor.auth,
    );
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);

    const page = await t.call('GET', `/v6/product/view?slug=${product.slug}`);
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({
      id: product.id,
      name: 'کتری برقی سیمرغ‌نشان مدل زرنگار',
      brand: { slug: 'simorgh-neshan' },
      images: [],
      varieties: [],
    });
    expect(page.body.data.category.map((c: { id: number }) => c.id)).toContain(category.body.data.id);
    const search = await t.call('GET', `/v10/product/index?q=${encodeURIComponent('زرنگار')}`);
    expect(search.body.data.items.map((i: { id: number }) => i.id)).toContain(product.id);
    const admin = await t.call('GET', `/v10/admin/product/index?q=${encodeURIComponent('زرنگار')}`, undefined, editor.auth);
    expect(admin.body.data.items.map((i: { id: number }) => i.id)).toEqual([product.id]);

    const audit = await auditOf(editor.id);
    expect(audit.map((r) => [r.action, r.subjectType])).toEqual([
      ['brand.create', 'brand'],
      ['category.create', 'category'],
      ['product.create', 'product'],
      ['product.update', 'product'],
    ]);
    expect(audit[3]).toMatchObject({
      subjectId: String(product.id),
      before: { name: 'کتری برقی سیمرغ‌نشان مدل طاووس' },
      after: { name: 'کتری برقی سیمرغ‌نشان مدل زرنگار' },
    });
    expect(audit[2]!.after).toMatchObject({ slug: product.slug, status: 1 });

    // In use: not deleted (409, Persian), and nothing audited.
    for (const [kind, id] of [
      ['brand', brand.body.data.id],
      ['category', category.body.data.id],
      ['category', sub.id],
    ] as const) {
      const res = await t.call('POST', `/v10/admin/${kind}/delete`, { id }, editor.auth);
      expect(res.status, kind).toBe(409);
      expect(res.body.data.message).toMatch(/حذف نمی‌شود/);
    }
    expect(await auditOf(editor.id)).toHaveLength(4);
  });

  it('uploads PNG and JPEG pictures that the shop serves, resized and without metadata; refuses a text file named .png; orders and deletes them', async () => {
    const editor = await readyStaff(t, 'catalog-editor');
    const [{ id: productId, slug }] = (await t.db.select({ id: products.id, slug: products.slug }).from(products).where(eq(products.status, 1)).limit(1)) as [
      { id: number; slug: string },
    ];
    const seeded = (
      await t.db.select({ id: productImages.id }).from(productImages).where(eq(productImages.productId, productId)).orderBy(productImages.position)
    ).map((r) => r.id);

    const png = await upload(
      editor.auth,
      productId,
      new Blob([new Uint8Array(await picture('png', 900, 300))], { type: 'image/png' }),
      'wide.png',
      'نمای بالا',
    );
    expect(png.status, JSON.stringify(png.body)).toBe(200);
    const jpeg = await upload(editor.auth, productId, new Blob([new Uint8Array(await picture('jpeg'))], { type: 'image/jpeg' }), 'photo.jpg', 'جعبه');
    expect(jpeg.status, JSON.stringify(jpeg.body)).toBe(200);
    const [pngId, jpegId] = [png.body.data.id as number, jpeg.body.data.id as number];

    for (const [id, width] of [
      [pngId, 332],
      [jpegId, 148],
      [jpegId, 1000],
    ] as const) {
      const served = await t.app.request(`/media/p/${id}-${width}.webp`);
      expect(served.status).toBe(200);
      expect(served.headers.get('Content-Type')).toBe('image/webp');
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: 'webp', width, height: width });
      expect(meta.exif).toBeUndefined();
    }
    const page = await t.call('GET', `/v6/product/view?slug=${slug}`);
    expect(page.body.data.images.map((i: { id: number }) => i.id)).toEqual([...seeded, pngId, jpegId]);
    expect(page.body.data.images.at(-1)).toMatchObject({ alt: 'جعبه', src: `/media/p/${jpegId}-332.webp` });

    // Not a picture, whatever the name and type say; nothing stored, nothing audited.
    const auditBefore = (await auditOf(editor.id)).length;
    const fake = await upload(editor.auth, productId, new Blob(['just some text, not a picture'], { type: 'image/png' }), 'evil.png');
    expect(fake.status).toBe(422);
    expect(fake.body.data).toEqual([{ field: 'file', message: 'فایل باید تصویر JPEG، PNG یا WebP باشد' }]);
    const svg = await upload(
      editor.auth,
      productId,
      new Blob(['<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'], { type: 'image/png' }),
      'x.png',
    );
    expect(svg.status).toBe(422);
    const noAlt = await upload(editor.auth, productId, new Blob([new Uint8Array(await picture('png'))]), 'a.png', ' ');
    expect(noAlt.body.data[0]).toMatchObject({ field: 'alt' });
    expect((await auditOf(editor.id)).length).toBe(auditBefore);

    // The JPEG first, then the rest; a partial order is refused.
    const order = [jpegId, ...seeded, pngId];
    expect((await t.call('POST', '/v10/admin/product/image-order', { product_id: productId, ids: [jpegId] }, editor.auth)).status).toBe(422);
    const ordered = await t.call('POST', '/v10/admin/product/image-order', { product_id: productId, ids: order.join(',') }, editor.auth);
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(200);
    expect(ordered.body.data.pictures.map((p: { id: number }) => p.id)).toEqual(order);
    expect((await t.call('POST', '/v10/admin/product/image-update', { id: pngId, alt: 'نمای بالا، نزدیک' }, editor.auth)).status).toBe(200);

    const removed = await t.call('POST', '/v10/admin/product/image-delete', { id: pngId }, editor.auth);
    expect(removed.status).toBe(200);
    expect((await t.app.request(`/media/p/${pngId}-332.webp`)).status).toBe(404);
    const after = await t.call('GET', `/v6/product/view?slug=${slug}`);
    expect(after.body.data.images.map((i: { id: number }) => i.id)).toEqual([jpegId, ...seeded]);

    const audit = (await auditOf(editor.id)).map((r) => ({ action: r.action, before: r.before, after: r.after }));
    expect(audit.map((r) => r.action)).toEqual([
      'product.picture.upload',
      'product.picture.upload',
      'product.picture.order',
      'product.picture.alt',
      'product.picture.delete',
    ]);
    expect(audit[2]).toMatchObject({ before: { pictures: [...seeded, pngId, jpegId] }, after: { pictures: order } });
    expect(audit[3]).toMatchObject({ before: { alt: 'نمای بالا' }, after: { alt: 'نمای بالا، نزدیک' } });
    expect(audit[4]).toMatchObject({ before: { productId, alt: 'نمای بالا، نزدیک' }, after: null });
  });

  it('answers a slug in use, bad fields and a wrong category with Persian 422s, never 500, and changes nothing', async () => {
    const editor = await readyStaff(t, 'catalog-editor');
    const [taken] = await t.db.select().from(products).where(eq(products.id, 1));
    const [other] = await t.db.select().from(products).where(eq(products.id, 2));
    const base = { name: 'محصول', name_en: 'Thing', category_id: taken!.categoryId, brand_id: taken!.brandId };
    const dupe = await t.call('POST', '/v10/admin/product/create', { ...base, slug: taken!.slug }, editor.auth);
    expect(dupe.status).toBe(422);
    expect(dupe.body.data).toEqual([{ field: 'slug', message: 'این نشانی برای کالای دیگری به کار رفته است' }]);
    const moved = await t.call('POST', '/v10/admin/product/update', { ...base, id: other!.id, slug: taken!.slug }, editor.auth);
    expect(moved.status).toBe(422);
    expect(moved.body.data[0]).toMatchObject({ field: 'slug' });

    const [cat] = await t.db.select().from(categories).where(eq(categories.level, 2)).orderBy(categories.id).limit(1);
    const catDupe = await t.call('POST', '/v10/admin/category/create', { name: 'تکراری', name_en: 'Dupe', slug: cat!.slug }, editor.auth);
    expect(catDupe.status).toBe(422);
    expect(catDupe.body.data).toEqual([{ field: 'slug', message: 'این نشانی برای دستهٔ دیگری به کار رفته است' }]);
    const brands = await t.call('GET', '/v10/admin/brand/index', undefined, editor.auth);
    const brandDupe = await t.call('POST', '/v10/admin/brand/create', { name: 'تکراری', name_en: brands.body.data.items[0].nameEn }, editor.auth);
    expect(brandDupe.status).toBe(422);
    expect(brandDupe.body.data).toEqual([{ field: 'slug', message: 'این نشانی برای برند دیگری به کار رفته است' }]);

    const bad = await t.call(
      'POST',
      '/v10/admin/product/create',
      { name: '', name_en: 'X', slug: 'Not A Slug', category_id: 'abc', brand_id: 1, status: 7 },
      editor.auth,
    );
    expect(bad.status).toBe(422);
    expect(bad.body.data.map((f: { field: string }) => f.field).sort()).toEqual(['category_id', 'name', 'slug', 'status']);
    const notLeaf = await t.call('POST', '/v10/admin/product/create', { ...base, category_id: cat!.id }, editor.auth);
    expect(notLeaf.status).toBe(422);
    expect(notLeaf.body.data[0]).toMatchObject({ field: 'category_id', message: 'کالا را در دستهٔ سطح سوم (بدون زیردسته) قرار دهید' });
    const deep = await t.call('POST', '/v10/admin/category/create', { name: 'عمیق', name_en: 'Too Deep', parent_id: taken!.categoryId }, editor.auth);
    expect(deep.body.data).toEqual([{ field: 'parent_id', message: 'دسته‌های سطح سوم زیردسته ندارند' }]);
    expect((await t.call('POST', '/v10/admin/product/update', { ...base, id: 2_000_000_000 }, editor.auth)).status).toBe(404);

    expect(await t.db.select().from(products).where(eq(products.id, other!.id))).toEqual([other]);
    expect(await auditOf(editor.id)).toEqual([]);
  });
});
