import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { freshDatabase } from '#tests/harness.ts';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import { escapeXml, robotsTxt, sitemapChunks, sitemapIndexXml, sitemapUrls, STATIC_PATHS, urlsetXml } from '#app/sitemap.ts';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

const ORIGIN = 'https://shop.example';

describe('sitemap service', () => {
  it('lists static, content, categories, brands and the product chunks', async () => {
    const chunks = await sitemapChunks(database.db);
    expect(chunks.map((c) => c.name)).toEqual(['static', 'content', 'categories', 'brands', 'products-1']);
    expect(chunks[4]!.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('lists the FAQ and every question, every static page with its last change, and the app pages', async () => {
    const urls = (await sitemapUrls(database.db, 'content'))!;
    const paths = urls.map((u) => u.path);
    const items = rowsOf(await database.db.execute(sql`select id from faq_items order by id`)).map((r) => `/faq/items/${Number(r.id)}`);
    expect(items.length).toBeGreaterThan(10);
    expect(paths).toEqual([
      '/faq',
      ...items,
      '/page/about',
      '/page/privacy',
      '/page/terms',
      '/download',
      '/download-app/1',
      '/download-app/2',
      '/download-app/3',
      '/provider',
    ]);
    for (const u of urls.filter((u) => u.path.startsWith('/page/'))) expect(u.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('puts every visible product in exactly one chunk, by id, with its created date', async () => {
    await database.db.execute(sql`update products set status = 0 where id = 7`);
    const perChunk = 50;
    const chunks = (await sitemapChunks(database.db, perChunk)).filter((c) => c.name.startsWith('products-'));
    expect(chunks.map((c) => c.name)).toEqual(['products-1', 'products-2', 'products-3']);
    const seen: string[] = [];
    for (const c of chunks) {
      const urls = (await sitemapUrls(database.db, c.name, perChunk))!;
      expect(urls.length).toBeLessThanOrEqual(perChunk);
      for (const u of urls) expect(u.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      seen.push(...urls.map((u) => u.path));
    }
    const rows = await database.db.execute(sql`select slug from products where status <> 0 order by id`);
    const expected = (rows as unknown as { rows: { slug: string }[] }).rows.map((r) => `/product/${r.slug}`);
    expect(seen).toEqual(expected);
    expect(new Set(seen).size).toBe(seen.length);
    const hidden = await database.db.execute(sql`select slug from products where id = 7`);
    expect(seen).not.toContain(`/product/${(hidden as unknown as { rows: { slug: string }[] }).rows[0]!.slug}`);
  });

  it('links main categories to /main and the others to /search/category-', async () => {
    const urls = (await sitemapUrls(database.db, 'categories'))!.map((u) => u.path);
    expect(urls).toContain('/main/digital-devices');
    expect(urls).toContain('/search/category-smartphone');
    expect(urls).not.toContain('/search/category-digital-devices');
    const brands = (await sitemapUrls(database.db, 'brands'))!.map((u) => u.path);
    expect(brands).toContain('/brand/samsung');
    // The fixed pages, then the seasonal landings live now: the seed keeps the Black Friday festival live, and the partner page always is.
    const fixed = (await sitemapUrls(database.db, 'static'))!.map((u) => u.path);
    expect(fixed.slice(0, STATIC_PATHS.length)).toEqual([...STATIC_PATHS]);
    expect(fixed.slice(STATIC_PATHS.length).sort()).toEqual(['/festival', '/rightel']);
  });

  it('knows no other chunk', async () => {
    for (const name of ['products-0', 'products-01', 'products-99', 'products-x', 'secret', '']) {
      expect(await sitemapUrls(database.db, name), name).toBeNull();
    }
  });
});

describe('sitemap XML', () => {
  it('writes absolute, escaped URLs', () => {
    const xml = urlsetXml(ORIGIN, [{ path: '/product/a&b', lastmod: '2025-01-02' }, { path: '/' }]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<url><loc>https://shop.example/product/a&amp;b</loc><lastmod>2025-01-02</lastmod></url>');
    expect(xml).toContain('<url><loc>https://shop.example/</loc></url>');
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });

  it('indexes chunk files under /sitemaps/', () => {
    const xml = sitemapIndexXml(ORIGIN, [{ name: 'static' }, { name: 'products-1', lastmod: '2025-03-04' }]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<sitemap><loc>https://shop.example/sitemaps/static.xml</loc></sitemap>');
    expect(xml).toContain('<loc>https://shop.example/sitemaps/products-1.xml</loc><lastmod>2025-03-04</lastmod>');
  });

  it('writes robots.txt with the private areas closed and the sitemap line', () => {
    const txt = robotsTxt(ORIGIN);
    for (const path of ['/profile', '/cart', '/shipping', '/payment', '/auth', '/dev']) expect(txt).toContain(`Disallow: ${path}\n`);
    expect(txt).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(txt).toContain('Sitemap: https://shop.example/sitemap.xml\n');
  });
});
