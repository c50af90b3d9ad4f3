import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { config } from '../../server/config.ts';
import { isPdf } from '../../server/media/pdf.ts';
import { REQUEST_MESSAGES } from './validation.ts';

/**
 * Applicants' resumes: PDF only, judged by the file's first bytes (`%PDF-`), never by its
 * name or declared type, which are the sender's word; at most 2 MB. Stored under
 * DATA_DIR/uploads/resumes with a random name of ours (the sender's name never reaches
 * the disk), outside anything served: only the back office's guarded route reads them.
 */
export const RESUME_MAX_BYTES = 2 * 1024 * 1024;

const PATH = /^resumes\/([0-9a-f]{32})\.pdf$/;
const dir = () => join(config.dataDir, 'uploads', 'resumes');


/** The resume's bytes, or why they are refused (a Persian message for the `resume` field). */
export async function resumeBytes(file: unknown): Promise<Uint8Array | { problem: string }> {
  if (!(file instanceof Blob) || file.size === 0) return { problem: REQUEST_MESSAGES.resumeEmpty };
  if (file.size > RESUME_MAX_BYTES) return { problem: REQUEST_MESSAGES.resumeSize };
  const data = new Uint8Array(await file.arrayBuffer());
  return isPdf(data) ? data : { problem: REQUEST_MESSAGES.resumeType };
}

/** Writes a checked resume; answers the path to keep on the request. */
export async function storeResume(data: Uint8Array): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.pdf`;
  await mkdir(dir(), { recursive: true });
  // Write then rename: a reader never sees half a file.
  await writeFile(join(dir(), `${name}.tmp`), data);
  await rename(join(dir(), `${name}.tmp`), join(dir(), name));
  return `resumes/${name}`;
}

/** A stored resume, or null when the path is not one of ours or the file is gone. */
export async function readResume(path: string): Promise<Buffer | null> {
  const key = PATH.exec(path)?.[1];
  if (!key) return null;
  try {
    return await readFile(join(dir(), `${key}.pdf`));
  } catch {
    return null;
  }
}
