import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { config } from '../config.ts';
import { PRODUCT_SIZES, qualityFor } from './render.ts';

/**
 * Uploaded product pictures (the back office): every size the shop serves
 * (PRODUCT_SIZES, square like the generated art) is made once at upload and kept under
 * DATA_DIR/uploads/products as `<key>-<width>.webp`. The key is random and ours, never a
 * name the uploader chose, so an upload cannot reach outside that folder; product_images.path
 * holds `products/<key>` and /media/p/{imageId}-{width}.webp (app/media-routes.ts) serves it.
 */
export const UPLOAD_LIMITS = {
  bytes: 5 * 1024 * 1024,
  /** A small file can still decode to a huge bitmap (a "pixel bomb"): sharp refuses more than this. */
  pixels: 40_000_000,
  formats: ['jpeg', 'png', 'webp'] as const,
};

const KEY = /^products\/([0-9a-f]{32})$/;
const uploadsDir = () => join(config.dataDir, 'uploads', 'products');

/** Why a file is not a picture the shop takes; null when it is one. */
export async function pictureProblem(data: Uint8Array): Promise<'type' | 'size' | null> {
  if (data.byteLength > UPLOAD_LIMITS.bytes) return 'size';
  try {
    // The real type, read from the bytes: the name and declared type are the sender's word.
    const meta = await sharp(data, { limitInputPixels: UPLOAD_LIMITS.pixels }).metadata();
    return (UPLOAD_LIMITS.formats as readonly string[]).includes(meta.format ?? '') && meta.width && meta.height ? null : 'type';
  } catch {
    return 'type';
  }
}

/**
 * Writes every served size of a checked picture: turned upright by its EXIF orientation,
 * fitted into a white square, metadata (location, camera) left out as sharp does unless
 * asked. Answers the path to store.
 */
export async function storePicture(data: Uint8Array): Promise<string> {
  const key = randomBytes(16).toString('hex');
  const dir = uploadsDir();
  await mkdir(dir, { recursive: true });
  const upright = await sharp(data, { limitInputPixels: UPLOAD_LIMITS.pixels, failOn: 'error' }).rotate().toBuffer();
  for (const width of PRODUCT_SIZES) {
    const out = await sharp(upright)
      .resize(width, width, { fit: 'contain', background: '#ffffff', withoutEnlargement: false })
      .flatten({ background: '#ffffff' })
      .webp({ quality: qualityFor(width) })
      .toBuffer();
    // Write then rename: a reader never sees half a file.
    const file = join(dir, `${key}-${width}.webp`);
    await writeFile(`${file}.tmp`, out);
    await rename(`${file}.tmp`, file);
  }
  return `products/${key}`;
}

/** A stored size of an uploaded picture, with a key for its ETag; null when the path is not ours or the file is gone. */
export async function readPicture(path: string, width: number): Promise<{ data: Buffer; key: string } | null> {
  const key = KEY.exec(path)?.[1];
  if (!key) return null;
  try {
    return { data: await readFile(join(uploadsDir(), `${key}-${width}.webp`)), key: `${key}-${width}` };
  } catch {
    return null;
  }
}

/** Removes an uploaded picture's files (after its row is gone); a file already missing is fine. */
export async function removePicture(path: string): Promise<void> {
  const key = KEY.exec(path)?.[1];
  if (!key) return;
  await Promise.all(PRODUCT_SIZES.map((w) => rm(join(uploadsDir(), `${key}-${w}.webp`), { force: true })));
}
