import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { staleReason } from './build-state.mjs';

const LOCK = 'dist.build-lock';

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
};

/**
 * Two commands started together (`npm test` twice, `npm start` beside a test run) must not
 * both write dist/: the first takes a lock directory (mkdir is atomic), the others wait
 * for it and then find the build fresh. A lock left by a process that died is taken over.
 */
function withBuildLock(work) {
  const sleeper = new Int32Array(new SharedArrayBuffer(4));
  for (let waited = 0; ; waited += 200) {
    try {
      mkdirSync(LOCK);
      writeFileSync(`${LOCK}/pid`, String(process.pid));
      break;
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
      let owner = 0;
      try {
        owner = Number(readFileSync(`${LOCK}/pid`, 'utf8'));
      } catch {}
      // No pid yet means its owner is between mkdir and write: give it a moment.
      if ((owner && !alive(owner)) || (!owner && waited > 5_000)) rmSync(LOCK, { recursive: true, force: true });
      else if (waited === 0) console.log('[bazaar] another build is running; waiting for it…');
      Atomics.wait(sleeper, 0, 0, 200);
    }
  }
  try {
    return work();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

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
