import { existsSync } from 'node:fs';

/** Loads ./.env when present; variables already set in the environment win. */
export function loadDotEnv(path = '.env') {
  if (existsSync(path)) process.loadEnvFile(path);
}
