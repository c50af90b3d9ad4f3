import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { IMAGE_MAX_BYTES } from '../../lib/validation/rules.ts';
import { messages } from '../../lib/validation/messages.ts';
import { config } from '../../server/config.ts';
import { validationError } from '../../server/errors.ts';
import { isPdf } from '../../server/media/pdf.ts';
import { pictureProblem, UPLOAD_LIMITS } from '../../server/media/uploads.ts';

/**
 * A provider's documents (spec sections 1 and 5): a picture (JPEG, PNG or WebP by its real
 * type, at most the spec's 25 KB, re-encoded so no camera or location metadata is kept) or
 * a PDF (by its header, at most 2 MB: a scanned gazette is rarely a 25 KB picture). Stored
 * under DATA_DIR/uploads/providers with a random name of ours; read back only through
 * readDocument, which the applicant's and staff's guarded routes call.
 */
export const DOCUMENT_KINDS = [
  { id: 'national_card', title: 'تصویر کارت ملی', hint: 'برای شخص حقوقی: کارت ملی صاحب امضا', requiredFor: ['real', 'legal'] },
  { id: 'gazette', title: 'روزنامهٔ رسمی (آگهی تأسیس یا آخرین تغییرات)', hint: 'ویژهٔ اشخاص حقوقی', requiredFor: ['legal'] },
  { id: 'license', title: 'پروانهٔ کسب یا جواز فعالیت', hint: 'اختیاری', requiredFor: [] },
] as const satisfies readonly { id: string; title: string; hint: string; requiredFor: readonly ('real' | 'legal')[] }[];
export type DocumentKind = (typeof DOCUMENT_KINDS)[number]['id'];

export const PDF_MAX_BYTES = 2 * 1024 * 1024;

export const DOCUMENT_MESSAGES = {
  empty: 'فایل مدرک را انتخاب کنید؛ فایل خالی پذیرفته نمی‌شود',
  type: 'مدرک باید تصویر (JPG، PNG یا WebP) یا PDF باشد',
  imageSize: messages.imageSize,
  pdfSize: 'حجم فایل PDF حداکثر ۲ مگابایت است',
};

export const isDocumentKind = (v: unknown): v is DocumentKind => DOCUMENT_KINDS.some((k) => k.id === v);

export const requiredKinds = (personType: 'real' | 'legal'): DocumentKind[] =>
  DOCUMENT_KINDS.filter((k) => (k.requiredFor as readonly string[]).includes(personType)).map((k) => k.id);

const PATH = /^providers\/([0-9a-f]{32})\.(pdf|webp)$/;
const dir = () => join(config.dataDir, 'uploads', 'providers');

export interface StoredDocument {
  path: string;
  contentType: 'application/pdf' | 'image/webp';
  bytes: number;
}

/** Checks the posted file (a 422 on `field` with the reason) and stores it. */
export async function storeDocument(file: unknown, field = 'file'): Promise<StoredDocument> {
  const refuse = (message: string) => validationError([{ field, message }]);
  if (!(file instanceof Blob) || file.size === 0) throw refuse(DOCUMENT_MESSAGES.empty);
  if (file.size > Math.max(PDF_MAX_BYTES, IMAGE_MAX_BYTES)) throw refuse(DOCUMENT_MESSAGES.pdfSize);
  const data = new Uint8Array(await file.arrayBuffer());
  const pdf = isPdf(data);
  if (!pdf) {
    if ((await pictureProblem(data)) !== null) throw refuse(DOCUMENT_MESSAGES.type);
    if (data.byteLength > IMAGE_MAX_BYTES) throw refuse(DOCUMENT_MESSAGES.imageSize);
  }
  const body = pdf ? data : await sharp(data, { limitInputPixels: UPLOAD_LIMITS.pixels }).rotate().webp({ quality: 85 }).toBuffer();
  const name = `${randomBytes(16).toString('hex')}.${pdf ? 'pdf' : 'webp'}`;
  await mkdir(dir(), { recursive: true });
  // Write then rename: a reader never sees half a file.
  await writeFile(join(dir(), `${name}.tmp`), body);
  await rename(join(dir(), `${name}.tmp`), join(dir(), name));
  return { path: `providers/${name}`, contentType: pdf ? 'application/pdf' : 'image/webp', bytes: body.byteLength };
}

/** A stored document's bytes, or null when the path is not one of ours or the file is gone. */
export async function readDocument(path: string): Promise<Buffer | null> {
  const m = PATH.exec(path);
  if (!m) return null;
  try {
    return await readFile(join(dir(), `${m[1]}.${m[2]}`));
  } catch {
    return null;
  }
}

/** Deletes a stored document's file (a replaced or orphaned one); a path that is not ours is left alone. */
export async function removeDocument(path: string): Promise<void> {
  const m = PATH.exec(path);
  if (m) await rm(join(dir(), `${m[1]}.${m[2]}`), { force: true });
}
