import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
};

/**
 * Runs `work` while holding a lock directory (mkdir is atomic), so two commands started
 * together (`npm test` twice, `npm start` beside a test run) take turns. A lock left by a
 * process that died is taken over. Synchronous: the scripts that need it are.
 */
export function withDirLock(lock, work, { waiting = 'another run holds the lock; waiting for it…' } = {}) {
  const sleeper = new Int32Array(new SharedArrayBuffer(4));
  for (let waited = 0; ; waited += 200) {
    try {
      mkdirSync(lock);
      writeFileSync(`${lock}/pid`, String(process.pid));
      break;
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
      let owner = 0;
      try {
        owner = Number(readFileSync(`${lock}/pid`, 'utf8'));
      } catch {}
      // No pid yet means its owner is between mkdir and write: give it a moment.
      if ((owner && !alive(owner)) || (!owner && waited > 5_000)) rmSync(lock, { recursive: true, force: true });
      else if (waited === 0) console.log(`[bazaar] ${waiting}`);
      Atomics.wait(sleeper, 0, 0, 200);
    }
  }
  try {
    return work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
