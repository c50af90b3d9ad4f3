import { IMAGE_MAX_BYTES } from '#lib/validation/rules.ts';
import { messages } from '#lib/validation/messages.ts';
import { validationError } from '#server/errors.ts';
import { isPdf } from '#server/media/pdf.ts';
import { readPrivateFile, removePrivateFile, writePrivateFile, type PrivateDocument } from '#server/media/private-files.ts';
import { shrinkPicture } from '#server/media/shrink.ts';
import { pictureProblem, UPLOAD_LIMITS } from '#server/media/uploads.ts';

/**
 * A provider's documents (spec sections 1 and 5): a picture (JPEG, PNG or WebP by its real
 * type) or a PDF (by its header, at most 2 MB: a scanned gazette is rarely a 25 KB picture).
 * A picture is kept at most the spec's 25 KB: a phone photo of a card is megabytes, so the
 * page shrinks it in the browser first and whatever still arrives larger (a form sent
 * without JavaScript, an API client) is shrunk here, up to the 5 MB any upload may be.
 * Either way it is re-encoded, so no camera or location metadata is kept. Stored under
 * DATA_DIR/uploads/providers with a random name of ours; read back only through
 * readDocument, which the applicant's and staff's guarded routes call.
 */
export const DOCUMENT_KINDS = [
  { id: 'national_card', title: 'تصویر کارت ملی', hint: 'برای شخص حقوقی: کارت ملی صاحب امضا', requiredFor: ['real', 'legal'] },
  { id: 'gazette', title: 'روزنامهٔ رسمی (آگهی تأسیس یا آخرین تغییرات)', hint: 'ویژهٔ اشخاص حقوقی', requiredFor: ['legal'] },
  { id: 'license', title: 'پروانهٔ کسب یا جواز فعالیت', hint: 'اختیاری', requiredFor: [] },
] as const satisfies readonly { id: string; title: string; hint: string; requiredFor: readonly ('real' | 'legal')[] }[];
export type DocumentKind = (typeof DOCUMENT_KINDS)[number]['id'];

export const PDF_MAX_BYTES = 2 * 1024 * 1024;
/** The largest picture taken before it is shrunk (a phone photo is 1 to 4 MB). */
export const PICTURE_MAX_BYTES = UPLOAD_LIMITS.bytes;

export const DOCUMENT_MESSAGES = {
  empty: 'فایل مدرک را انتخاب کنید؛ فایل خالی پذیرفته نمی‌شود',
  type: 'مدرک باید تصویر (JPG، PNG یا WebP) یا PDF باشد',
  pictureHuge: messages.pictureHuge,
  pictureUnfit: 'این تصویر قابل کوچک کردن نبود؛ تصویر دیگری انتخاب کنید',
  pdfSize: 'حجم فایل PDF حداکثر ۲ مگابایت است',
  /** A whole form over what any document may be, before its file is read. */
  fileHuge: messages.fileHuge,
};

export const isDocumentKind = (v: unknown): v is DocumentKind => DOCUMENT_KINDS.some((k) => k.id === v);

export const requiredKinds = (personType: 'real' | 'legal'): DocumentKind[] =>
  DOCUMENT_KINDS.filter((k) => (k.requiredFor as readonly string[]).includes(personType)).map((k) => k.id);

/** Checks the posted file (a 422 on `field` with the reason) and stores it, a picture shrunk to 25 KB. */
export async function storeDocument(file: unknown, field = 'file'): Promise<PrivateDocument> {
  const refuse = (message: string) => validationError([{ field, message }]);
  if (!(file instanceof Blob) || file.size === 0) throw refuse(DOCUMENT_MESSAGES.empty);
  // Too large to be either: said as the limit of what it claims to be by its first bytes.
  if (file.size > Math.max(PDF_MAX_BYTES, PICTURE_MAX_BYTES))
    throw refuse(isPdf(new Uint8Array(await file.slice(0, 8).arrayBuffer())) ? DOCUMENT_MESSAGES.pdfSize : DOCUMENT_MESSAGES.pictureHuge);
  const data = new Uint8Array(await file.arrayBuffer());
  if (isPdf(data)) {
    if (data.byteLength > PDF_MAX_BYTES) throw refuse(DOCUMENT_MESSAGES.pdfSize);
    return { path: await writePrivateFile('providers', 'pdf', data), contentType: 'application/pdf', bytes: data.byteLength };
  }
  if ((await pictureProblem(data)) !== null) throw refuse(DOCUMENT_MESSAGES.type);
  const small = await shrinkPicture(data, IMAGE_MAX_BYTES);
  if (!small) throw refuse(DOCUMENT_MESSAGES.pictureUnfit);
  return { path: await writePrivateFile('providers', 'webp', small), contentType: 'image/webp', bytes: small.byteLength };
}

/** A stored document's bytes, or null when the path is not one of ours or the file is gone. */
export const readDocument = (path: string) => readPrivateFile('providers', path);

/** Deletes a stored document's file (a replaced or orphaned one). */
export const removeDocument = (path: string) => removePrivateFile('providers', path);
