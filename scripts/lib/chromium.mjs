import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATHS = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'];

/** Debian's Chromium, installed with apt-get when missing (browser downloads cannot work here). */
export function ensureChromium() {
  const found = CHROMIUM_PATHS.find((p) => existsSync(p));
  if (found) return found;
  console.log('[test] Chromium is missing: installing it from Debian (apt-get install chromium)…');
  const asRoot = process.getuid?.() === 0;
  const run = (args) => execFileSync(asRoot ? args[0] : 'sudo', asRoot ? args.slice(1) : args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', 'chromium']);
  const installed = CHROMIUM_PATHS.find((p) => existsSync(p));
  if (!installed) throw new Error('Chromium could not be installed');
  return installed;
}
