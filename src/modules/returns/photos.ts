import { IMAGE_MAX_BYTES } from '#lib/validation/rules.ts';
import { readPrivateFile, removePrivateFile, writePrivateFile } from '#server/media/private-files.ts';
import { shrinkPicture } from '#server/media/shrink.ts';
import { pictureProblem, UPLOAD_LIMITS } from '#server/media/uploads.ts';

/**
 * The photos a shopper attaches to a return (an item's damage, the postal receipt): a
 * picture by its real type, whatever its size up to the upload limit, made to fit the
 * spec's 25 KB (the browser shrinks it first; a form sent without JavaScript is shrunk
 * here) and re-encoded without metadata. Private: only the owner's and staff's guarded
 * routes read them back.
 */
export type PhotoProblem = 'type' | 'tooBig';

export const isFile = (v: unknown): v is Blob => v instanceof Blob && v.size > 0;

/** Checks a posted file; null when it is a usable picture. */
export async function photoProblem(file: Blob): Promise<PhotoProblem | null> {
  if (file.size > UPLOAD_LIMITS.bytes) return 'tooBig';
  const problem = await pictureProblem(new Uint8Array(await file.arrayBuffer()));
  return problem === 'type' ? 'type' : null;
}

/** Shrinks and stores a checked picture; answers its path and size, or null when it cannot fit. */
export async function storePhoto(file: Blob): Promise<{ path: string; bytes: number } | null> {
  const small = await shrinkPicture(new Uint8Array(await file.arrayBuffer()), IMAGE_MAX_BYTES);
  if (!small) return null;
  return { path: await writePrivateFile('returns', 'webp', small), bytes: small.byteLength };
}

export const readPhoto = (path: string) => readPrivateFile('returns', path);
export const removePhoto = (path: string) => removePrivateFile('returns', path);
