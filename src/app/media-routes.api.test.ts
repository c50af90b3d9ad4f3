import { afterAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { useTestApi } from '#tests/harness.ts';

// Rendered pictures are cached under DATA_DIR: keep this file's cache to itself.
const cacheDir = mkdtempSync(join(tmpdir(), 'bazaar-media-'));
process.env.DATA_DIR = cacheDir;
const t = useTestApi();
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

describe('generated product pictures', () => {
  it.each([148, 332, 600])('renders a %ipx square WebP with caching headers', async (size) => {
    const res = await t.app.request(`/media/p/1-${size}.webp`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/webp');
    expect(res.headers.get('Cache-Control')).toContain('max-age');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: size, height: size });
  });

  it('answers 304 to a matching ETag', async () => {
    const first = await t.app.request('/media/p/1-332.webp');
    const etag = first.headers.get('ETag')!;
    const again = await t.app.request('/media/p/1-332.webp', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it.each(['/media/p/1-333.webp', '/media/p/1-332.png', '/media/p/999999-332.webp', '/media/p/..%2F..%2Fetc-332.webp', '/media/b/nope/1-800.webp'])(
    'refuses %s with a 404',
    async (path) => {
      expect((await t.app.request(path)).status).toBe(404);
    },
  );

  it('renders wide banner art at 2:1', async () => {
    const res = await t.app.request('/media/b/slider/1-800.webp');
    expect(res.status).toBe(200);
    expect(await sharp(Buffer.from(await res.arrayBuffer())).metadata()).toMatchObject({ width: 800, height: 400 });
  });
});
