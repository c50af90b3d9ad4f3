import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite has no lock of its own: two processes opening one data directory corrupt it.
 * A pid file refuses the second one with a clear message (a stale file from a crashed
 * process is taken over).
 */
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

export function lockDataDir(dir: string): () => void {
  const file = join(dir, 'bazaar.pid');
  try {
    const other = Number(readFileSync(file, 'utf8'));
    if (other && other !== process.pid && alive(other)) {
      throw new Error(`the database in ${dir} is in use by process ${other}; stop it first or set DATA_DIR to another directory`);
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}
