import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withDirLock } from './dir-lock.mjs';

/**
 * Installs a Debian package the suite needs (Chromium, PostgreSQL) once per machine,
 * even when two `npm test` start together on a fresh machine: they take turns on one
 * machine-wide lock, and the second finds the package installed when its turn comes.
 * apt's own locks are waited for too (another apt run, unattended upgrades).
 */
const LOCK = join(tmpdir(), 'bazaar-apt-install.lock');
const WAIT_FOR_APT = ['-o', 'DPkg::Lock::Timeout=600', '-o', 'Acquire::Retries=3'];

export function aptInstall(pkg, installed) {
  const found = installed();
  if (found) return found;
  return withDirLock(
    LOCK,
    () => {
      const again = installed();
      if (again) return again;
      console.log(`[test] ${pkg} is missing: installing it from Debian (apt-get install ${pkg})…`);
      const asRoot = process.getuid?.() === 0;
      const run = (args) =>
        execFileSync(asRoot ? args[0] : 'sudo', asRoot ? args.slice(1) : args, {
          stdio: 'inherit',
          env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
        });
      run(['apt-get', ...WAIT_FOR_APT, 'update', '-qq']);
      run(['apt-get', ...WAIT_FOR_APT, 'install', '-y', '-qq', pkg]);
      const now = installed();
      if (!now) throw new Error(`${pkg} could not be installed`);
      return now;
    },
    { waiting: `another run is installing Debian packages; waiting for it before ${pkg}…` },
  );
}
