import { existsSync } from 'node:fs';
import { aptInstall } from './apt.mjs';

export const CHROMIUM_PATHS = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'];

/** Debian's Chromium, installed with apt-get when missing (browser downloads cannot work here). */
export function ensureChromium() {
  return aptInstall('chromium', () => CHROMIUM_PATHS.find((p) => existsSync(p)));
}
