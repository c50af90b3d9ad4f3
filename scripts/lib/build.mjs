import { spawnSync } from 'node:child_process';
import { staleReason } from './build-state.mjs';
import { withDirLock } from './dir-lock.mjs';

const LOCK = 'dist.build-lock';

/**
 * Two commands started together (`npm test` twice, `npm start` beside a test run) must not
 * both write dist/: the first builds, the others wait and then find the build fresh.
 */
const withBuildLock = (work) => withDirLock(LOCK, work, { waiting: 'another build is running; waiting for it…' });

/** Runs `astro build` when the build is missing or older than the sources. */
export function buildIfStale({ quiet = false } = {}) {
  if (!staleReason()) return false;
  const status = withBuildLock(() => {
    // Checked again under the lock: the build we waited for may have made it fresh.
    const reason = staleReason();
    if (!reason) return null;
    if (!quiet) console.log(`[bazaar] building (${reason})…`);
    const result = spawnSync('astro', ['build'], {
      stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
    });
    return result.status ?? 1;
  });
  if (status === null) return false;
  if (status !== 0) {
    console.error('[bazaar] the build failed; see the messages above.');
    process.exit(status);
  }
  return true;
}
