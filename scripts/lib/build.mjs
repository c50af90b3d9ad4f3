import { spawnSync } from 'node:child_process';
import { staleReason } from './build-state.mjs';

/** Runs `astro build` when the build is missing or older than the sources. */
export function buildIfStale({ quiet = false } = {}) {
  const reason = staleReason();
  if (!reason) return false;
  if (!quiet) console.log(`[bazaar] building (${reason})…`);
  const result = spawnSync('astro', ['build'], {
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) {
    console.error('[bazaar] the build failed; see the messages above.');
    process.exit(result.status ?? 1);
  }
  return true;
}
