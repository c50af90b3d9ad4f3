import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { productImages } from '#modules/catalog/index.ts';
import { banners, instagramPosts, magNews, sliders } from '#modules/content/index.ts';
import { notFound } from '#server/errors.ts';
import type { AppEnv } from '#server/http/env.ts';
import { artSvg, bannerSvg } from '#server/media/art.ts';
import { PRODUCT_SIZES, renderWebp } from '#server/media/render.ts';
import { readPicture } from '#server/media/uploads.ts';

/**
 * Product pictures: `/media/p/{imageId}-{width}.webp` (square), drawn from the row's art or,
 * for a picture staff uploaded, the size stored at upload (media/uploads.ts); and
 * `/media/b/{slider|banner|mag|instagram}/{id}-{width}.webp` for wide art. Only the listed widths
 * are served, so nobody can make the server render arbitrary sizes.
 */
const BANNER_WIDTHS = [400, 800, 1200] as const;
const CACHE = 'public, max-age=604800, stale-while-revalidate=86400';

function parseFile(file: string, widths: readonly number[]): { id: number; width: number } {
  const m = /^(\d{1,9})-(\d{2,4})\.webp$/.exec(file);
  const width = Number(m?.[2]);
  if (!m || !widths.includes(width)) throw notFound();
  return { id: Number(m[1]), width };
}

function image(c: { req: { header(name: string): string | undefined } }, data: Buffer, key: string) {
  const etag = `"${key}"`;
  if (c.req.header('If-None-Match') === etag) return new Response(null, { status: 304, headers: { ETag: etag, 'Cache-Control': CACHE } });
  return new Response(new Uint8Array(data), {
    headers: { 'Content-Type': 'image/webp', 'Content-Length': String(data.length), 'Cache-Control': CACHE, ETag: etag },
  });
}

const bannerTables = { slider: sliders, banner: banners, mag: magNews, instagram: instagramPosts } as const;

export const mediaRoutes = new Hono<AppEnv>()
  .get('/p/:file', async (c) => {
    const { id, width } = parseFile(c.req.param('file'), PRODUCT_SIZES);
    const [row] = await c.var.db.select({ art: productImages.art, path: productImages.path }).from(productImages).where(eq(productImages.id, id));
    if (row?.path) {
      const stored = await readPicture(row.path, width);
      if (!stored) throw notFound();
      return image(c, stored.data, stored.key);
    }
    if (!row?.art) throw notFound();
    const { data, key } = await renderWebp(artSvg(row.art), width, width);
    return image(c, data, key);
  })
  .get('/b/:kind/:file', async (c) => {
    const table = bannerTables[c.req.param('kind') as keyof typeof bannerTables];
    if (!table) throw notFound();
    const { id, width } = parseFile(c.req.param('file'), BANNER_WIDTHS);
    const [row] = await c.var.db.select({ art: table.art }).from(table).where(eq(table.id, id));
    if (!row) throw notFound();
    const { data, key } = await renderWebp(bannerSvg(row.art), width, width / 2);
    return image(c, data, key);
  });
