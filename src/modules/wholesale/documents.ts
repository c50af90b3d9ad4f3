import { IMAGE_MAX_BYTES } from '#lib/validation/rules.ts';
import { isPdf } from '#server/media/pdf.ts';
import { validationError } from '#server/errors.ts';
import { writePrivateFile } from '#server/media/private-files.ts';
import { shrinkPicture } from '#server/media/shrink.ts';
import { pictureProblem, UPLOAD_LIMITS } from '#server/media/uploads.ts';

/**
 * A partner applicant's document (a business licence, a registration notice): a picture
 * (JPEG, PNG or WebP, by its real type as sharp reads it) or a PDF (by its header), at most
 * 5 MB as sent. A picture is kept at most the spec's 25 KB: the form shrinks a phone photo
 * in the browser, and what still arrives larger (sent without JavaScript, or by an API
 * client) is shrunk here; either way it is re-encoded, so no camera or location metadata
 * is kept. Stored under DATA_DIR/uploads/partners with a random name of ours; never served
 * to the public.
 */
export const DOCUMENT_MESSAGES = {
  size: 'حجم مدرک حداکثر ۵ مگابایت است',
  type: 'مدرک باید تصویر (JPG، PNG یا WebP) یا PDF باشد',
  unfit: 'این تصویر قابل کوچک کردن نبود؛ تصویر دیگری انتخاب کنید',
};

const refuse = (message: string) => validationError([{ field: 'document', message }]);

/** Checks and stores the document; answers the path to keep. A 422 on `document` when it is not one. */
export async function storeDocument(data: Uint8Array): Promise<string> {
  if (data.byteLength > UPLOAD_LIMITS.bytes) throw refuse(DOCUMENT_MESSAGES.size);
  if (isPdf(data)) return writePrivateFile('partners', 'pdf', data);
  if ((await pictureProblem(data)) !== null) throw refuse(DOCUMENT_MESSAGES.type);
  const small = await shrinkPicture(data, IMAGE_MAX_BYTES);
  if (!small) throw refuse(DOCUMENT_MESSAGES.unfit);
  return writePrivateFile('partners', 'webp', small);
}

/** The posted `document` field (API or page), stored when it is a non-empty file; null when none was sent. */
export async function documentOf(file: unknown): Promise<string | null> {
  if (!(file instanceof Blob) || file.size === 0) return null;
  // Refused before it is read whole: the size is known without holding megabytes.
  if (file.size > UPLOAD_LIMITS.bytes) throw refuse(DOCUMENT_MESSAGES.size);
  return storeDocument(new Uint8Array(await file.arrayBuffer()));
}
