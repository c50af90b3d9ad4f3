import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Everything that changes the built server. */
const INPUTS = ['src', 'public', 'integrations', 'astro.config.mjs', 'tailwind.config.ts', 'package.json', 'package-lock.json', 'tsconfig.json'];
export const BUILD_STAMP = 'dist/.build-stamp';

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** The reason a build is needed, or null when dist/ is newer than every source. */
export function staleReason(root = process.cwd()) {
  const stamp = join(root, BUILD_STAMP);
  if (!existsSync(join(root, 'dist/server/entry.mjs')) || !existsSync(stamp)) return 'no build yet';
  const built = statSync(stamp).mtimeMs;
  const changed = INPUTS.find((p) => newestMtime(join(root, p)) > built);
  return changed ? `${changed} changed since the last build` : null;
}
