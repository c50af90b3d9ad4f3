import { isPdf } from '#server/media/pdf.ts';
import { readPrivateFile, writePrivateFile } from '#server/media/private-files.ts';
import { REQUEST_MESSAGES } from './validation.ts';

/**
 * Applicants' resumes: PDF only, judged by the file's first bytes (`%PDF-`), never by its
 * name or declared type, which are the sender's word; at most 2 MB. Stored under
 * DATA_DIR/uploads/resumes with a random name of ours (the sender's name never reaches
 * the disk), outside anything served: only the back office's guarded route reads them.
 */
export const RESUME_MAX_BYTES = 2 * 1024 * 1024;

/** The resume's bytes, or why they are refused (a Persian message for the `resume` field). */
export async function resumeBytes(file: unknown): Promise<Uint8Array | { problem: string }> {
  if (!(file instanceof Blob) || file.size === 0) return { problem: REQUEST_MESSAGES.resumeEmpty };
  if (file.size > RESUME_MAX_BYTES) return { problem: REQUEST_MESSAGES.resumeSize };
  const data = new Uint8Array(await file.arrayBuffer());
  return isPdf(data) ? data : { problem: REQUEST_MESSAGES.resumeType };
}

/** Writes a checked resume; answers the path to keep on the request. */
export const storeResume = (data: Uint8Array) => writePrivateFile('resumes', 'pdf', data);

/** A stored resume, or null when the path is not one of ours or the file is gone. */
export const readResume = (path: string) => readPrivateFile('resumes', path);
