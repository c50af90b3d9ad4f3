import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { config } from '../config.ts';

/**
 * Files people send us that are never served publicly (job applicants' resumes, partner
 * applicants' and sellers' documents): under DATA_DIR/uploads/<folder> with a random name
 * of ours (the sender's file name never reaches the disk), read back only by the guarded
 * routes that know the stored path. A path that is not one of ours reads as nothing, so
 * a stored path can never reach outside its folder.
 */
export type PrivateFolder = 'resumes' | 'partners' | 'providers' | 'returns' | 'legals' | 'user-uploads';
type Extension = 'pdf' | 'webp';

const PATH = /^(resumes|partners|providers|returns|legals|user-uploads)\/([0-9a-f]{32})\.(pdf|webp)$/;
const folderDir = (folder: PrivateFolder) => join(config.dataDir, 'uploads', folder);

/** Writes the bytes (write then rename: a reader never sees half a file); answers the path to keep. */
export async function writePrivateFile(folder: PrivateFolder, extension: Extension, data: Uint8Array): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.${extension}`;
  await mkdir(folderDir(folder), { recursive: true });
  await writeFile(join(folderDir(folder), `${name}.tmp`), data);
  await rename(join(folderDir(folder), `${name}.tmp`), join(folderDir(folder), name));
  return `${folder}/${name}`;
}

/** A stored document: its path (what a row keeps), its type and its size. */
export interface PrivateDocument {
  path: string;
  contentType: 'application/pdf' | 'image/webp';
  bytes: number;
}

const fileOf = (folder: PrivateFolder, path: string): string | null => {
  const m = PATH.exec(path);
  return m && m[1] === folder ? join(folderDir(folder), `${m[2]}.${m[3]}`) : null;
};

/** A stored file of that folder, or null when the path is not one of ours or the file is gone. */
export async function readPrivateFile(folder: PrivateFolder, path: string): Promise<Buffer | null> {
  const file = fileOf(folder, path);
  if (!file) return null;
  try {
    return await readFile(file);
  } catch {
    return null;
  }
}

/** Deletes a stored file of that folder (a replaced or orphaned one); a path not ours is left alone. */
export async function removePrivateFile(folder: PrivateFolder, path: string): Promise<void> {
  const file = fileOf(folder, path);
  if (file) await rm(file, { force: true });
}
