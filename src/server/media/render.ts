import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { config } from '../config.ts';

/**
 * SVG to WebP with sharp, cached on disk under DATA_DIR/media-cache (and the hottest
 * few hundred in memory), keyed by the drawing and the size: a picture is rendered once.
 */
export const PRODUCT_SIZES = [148, 332, 600, 1000] as const;
export type ProductSize = (typeof PRODUCT_SIZES)[number];

/** Spec section 9: thumbnails 332 at quality 80, the small resize 148 at quality 100. */
export const qualityFor = (width: number) => (width === 148 ? 100 : 80);

const memory = new Map<string, Buffer>();
const MEMORY_ENTRIES = 400;
const inflight = new Map<string, Promise<Buffer>>();

function remember(key: string, data: Buffer) {
  if (memory.size >= MEMORY_ENTRIES) memory.delete(memory.keys().next().value!);
  memory.set(key, data);
}

export function renderKey(svg: string, width: number, height: number): string {
  return createHash('sha1').update(`${width}x${height}:${svg}`).digest('hex');
}

export async function renderWebp(svg: string, width: number, height: number): Promise<{ data: Buffer; key: string }> {
  const key = renderKey(svg, width, height);
  const hot = memory.get(key);
  if (hot) return { data: hot, key };
  let pending = inflight.get(key);
  if (!pending) {
    pending = (async () => {
      const dir = join(config.dataDir, 'media-cache');
      const file = join(dir, `${key}.webp`);
      try {
        return await readFile(file);
      } catch {
        const data = await sharp(Buffer.from(svg), { density: 72 * Math.max(1, width / 400) })
          .resize(width, height)
          .webp({ quality: qualityFor(width) })
          .toBuffer();
        await mkdir(dir, { recursive: true });
        // Write then rename: a reader never sees half a file.
        const tmp = `${file}.${process.pid}.tmp`;
        await writeFile(tmp, data);
        await rename(tmp, file);
        return data;
      }
    })().finally(() => inflight.delete(key));
    inflight.set(key, pending);
  }
  const data = await pending;
  remember(key, data);
  return { data, key };
}
