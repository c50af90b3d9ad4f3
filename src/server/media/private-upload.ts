import { IMAGE_MAX_BYTES } from '#lib/validation/rules.ts';
import { isPdf } from './pdf.ts';
import { writePrivateFile, type PrivateDocument, type PrivateFolder } from './private-files.ts';
import { shrinkPicture } from './shrink.ts';
import { pictureProblem, UPLOAD_LIMITS } from './uploads.ts';

/**
 * A file a signed-in person sends to be kept privately (a company's gazette, an identity
 * card), checked the way the seller documents are (provider/documents.ts): a picture by its
 * real type (sharp reads the bytes; the name and the claimed type are not trusted), kept at
 * most the spec's 25 KB: the browser shrinks a phone photo before sending it, and one that
 * still arrives larger (a form sent without JavaScript) is shrunk here, up to 5 MB sent; or,
 * where the caller allows it, a PDF by its header and at most 2 MB. Checking and storing are two steps so a form can report every field's problem
 * before anything is written.
 */
export const PRIVATE_PDF_MAX_BYTES = 2 * 1024 * 1024;

export interface UploadMessages {
  /** No file, or an empty one (where a file is required). */
  empty: string;
  /** Neither an accepted picture nor (when allowed) a PDF. */
  type: string;
  /** A picture too large to take (over 5 MB sent, or one that cannot be shrunk to 25 KB). */
  imageSize: string;
  /** A PDF over 2 MB (only read when PDFs are allowed). */
  pdfSize?: string;
}

export interface CheckedUpload {
  /** A PDF as sent, or a picture already re-encoded (WebP, upright, no metadata) within 25 KB. */
  data: Uint8Array;
  pdf: boolean;
}

/** A form's file field with nothing chosen arrives as an empty, nameless file: not a file at all. */
export const isNoFile = (file: unknown): boolean => file === undefined || file === null || file === '' || (file instanceof Blob && file.size === 0);

/** The file if it is acceptable, else the Persian reason (the caller puts it on its field). */
export async function checkUpload(
  file: unknown,
  { allowPdf, messages }: { allowPdf: boolean; messages: UploadMessages },
): Promise<CheckedUpload | { problem: string }> {
  if (isNoFile(file)) return { problem: messages.empty };
  if (!(file instanceof Blob)) return { problem: messages.type };
  const pdfSize = messages.pdfSize ?? messages.imageSize;
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  if (isPdf(head)) {
    if (!allowPdf) return { problem: messages.type };
    if (file.size > PRIVATE_PDF_MAX_BYTES) return { problem: pdfSize };
    return { data: new Uint8Array(await file.arrayBuffer()), pdf: true };
  }
  if (file.size > UPLOAD_LIMITS.bytes) return { problem: messages.imageSize };
  const data = new Uint8Array(await file.arrayBuffer());
  if ((await pictureProblem(data)) !== null) return { problem: messages.type };
  // Re-encoded here, once, so what is kept is within the limit (a second encoding could grow it).
  const shrunk = await shrinkPicture(data, IMAGE_MAX_BYTES);
  return shrunk ? { data: new Uint8Array(shrunk), pdf: false } : { problem: messages.imageSize };
}

/** Writes a checked file to its private folder: a PDF as sent, a picture as checkUpload re-encoded it. */
export async function storeUpload(folder: PrivateFolder, checked: CheckedUpload): Promise<PrivateDocument> {
  const path = await writePrivateFile(folder, checked.pdf ? 'pdf' : 'webp', checked.data);
  return { path, contentType: checked.pdf ? 'application/pdf' : 'image/webp', bytes: checked.data.byteLength };
}
