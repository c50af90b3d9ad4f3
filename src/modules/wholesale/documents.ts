import { isPdf } from '#server/media/pdf.ts';
import { validationError } from '#server/errors.ts';
import { writePrivateDocument } from '#server/media/private-files.ts';
import { pictureProblem, UPLOAD_LIMITS } from '#server/media/uploads.ts';

/**
 * A partner applicant's document (a business licence, a registration notice): a picture
 * (JPEG, PNG or WebP, by its real type as sharp reads it; re-encoded, so no camera or
 * location metadata is kept) or a PDF (by its header), at most 5 MB. Stored under
 * DATA_DIR/uploads/partners with a random name of ours; never served to the public.
 */
export const DOCUMENT_MESSAGES = {
  size: 'حجم مدرک حداکثر ۵ مگابایت است',
  type: 'مدرک باید تصویر (JPG، PNG یا WebP) یا PDF باشد',
};

/** Checks and stores the document; answers the path to keep. A 422 on `document` when it is not one. */
export async function storeDocument(data: Uint8Array): Promise<string> {
  if (data.byteLength > UPLOAD_LIMITS.bytes) throw validationError([{ field: 'document', message: DOCUMENT_MESSAGES.size }]);
  const pdf = isPdf(data);
  if (!pdf && (await pictureProblem(data)) !== null) throw validationError([{ field: 'document', message: DOCUMENT_MESSAGES.type }]);
  return (await writePrivateDocument('partners', data, pdf)).path;
}

/** The posted `document` field (API or page), stored when it is a non-empty file; null when none was sent. */
export async function documentOf(file: unknown): Promise<string | null> {
  return file instanceof File && file.size > 0 ? storeDocument(new Uint8Array(await file.arrayBuffer())) : null;
}
