import { IMAGE_MAX_BYTES } from '#lib/validation/rules.ts';
import { isPdf } from './pdf.ts';
import { writePrivateDocument, type PrivateDocument, type PrivateFolder } from './private-files.ts';
import { pictureProblem } from './uploads.ts';

/**
 * A file a signed-in person sends to be kept privately (a company's gazette, an identity
 * card), checked the way the seller documents are (provider/documents.ts): a picture by its
 * real type (sharp reads the bytes; the name and the claimed type are not trusted) and at
 * most the spec's 25 KB, or, where the caller allows it, a PDF by its header and at most
 * 2 MB. Checking and storing are two steps so a form can report every field's problem
 * before anything is written.
 */
export const PRIVATE_PDF_MAX_BYTES = 2 * 1024 * 1024;

export interface UploadMessages {
  /** No file, or an empty one (where a file is required). */
  empty: string;
  /** Neither an accepted picture nor (when allowed) a PDF. */
  type: string;
  /** A picture over 25 KB. */
  imageSize: string;
  /** A PDF over 2 MB (only read when PDFs are allowed). */
  pdfSize?: string;
}

export interface CheckedUpload {
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
  // Too large to be either: said as the limit of what it claims to be by its first bytes.
  if (file.size > PRIVATE_PDF_MAX_BYTES) {
    const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
    return { problem: allowPdf && isPdf(head) ? pdfSize : messages.imageSize };
  }
  const data = new Uint8Array(await file.arrayBuffer());
  if (isPdf(data)) return allowPdf ? { data, pdf: true } : { problem: messages.type };
  if ((await pictureProblem(data)) !== null) return { problem: messages.type };
  if (data.byteLength > IMAGE_MAX_BYTES) return { problem: messages.imageSize };
  return { data, pdf: false };
}

/** Writes a checked file to its private folder: a PDF as sent, a picture re-encoded (no camera or location metadata kept). */
export const storeUpload = (folder: PrivateFolder, checked: CheckedUpload): Promise<PrivateDocument> => writePrivateDocument(folder, checked.data, checked.pdf);
