import sharp from 'sharp';
import { UPLOAD_LIMITS } from './uploads.ts';

/**
 * A picture made to fit a byte budget (the spec's 25 KB for the photos shoppers attach):
 * turned upright, metadata dropped, re-encoded as WebP, and made smaller step by step
 * (first the quality, then the size) until it fits. The browser shrinks a phone photo
 * before sending it; this is the same promise for a form sent without JavaScript, so a
 * photo is never refused for its size. Null when even the smallest step does not fit.
 */
const STEPS: readonly { side: number; quality: number }[] = [
  { side: 1024, quality: 70 },
  { side: 1024, quality: 50 },
  { side: 800, quality: 50 },
  { side: 640, quality: 45 },
  { side: 480, quality: 40 },
  { side: 360, quality: 35 },
  { side: 240, quality: 30 },
];

export async function shrinkPicture(data: Uint8Array, maxBytes: number): Promise<Buffer | null> {
  for (const { side, quality } of STEPS) {
    const out = await sharp(data, { limitInputPixels: UPLOAD_LIMITS.pixels })
      .rotate()
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
      .webp({ quality })
      .toBuffer();
    if (out.byteLength <= maxBytes) return out;
  }
  return null;
}
