import { resolve } from 'node:path';

/**
 * Settings the server reads from the environment (README "Configuration", .env.example).
 * Read on use, not at import, so tests and scripts can set them first.
 */
const env = (name: string) => {
  const v = process.env[name]?.trim();
  return v ? v : undefined;
};

export const config = {
  /** PostgreSQL URL; unset means the embedded PGlite database. */
  get databaseUrl() {
    return env('DATABASE_URL');
  },
  /** Where PGlite keeps its files and generated media are cached. */
  get dataDir() {
    return resolve(env('DATA_DIR') ?? 'data');
  },
  /** Seed the demo catalogue on the first start (`SEED=false` to skip). */
  get seedOnStart() {
    return env('SEED') !== 'false';
  },
  /** Seconds anonymous catalogue pages stay in the in-process page cache (0 disables it). */
  get pageCacheTtl() {
    const n = Number(env('PAGE_CACHE_TTL') ?? 60);
    return Number.isFinite(n) && n >= 0 ? n : 60;
  },
  /** The shop's public address, for links sent outside the site (alert SMS). */
  get siteUrl() {
    return (env('SITE_URL') ?? 'http://localhost:4321').replace(/\/+$/, '');
  },
  get isProduction() {
    return process.env.NODE_ENV === 'production';
  },
};
