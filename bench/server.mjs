// Helpers for the benchmarks: seeded data directories that are made once and reused,
// and a production server on a free port.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { SEED_REVISION } from '#app/seed/index.ts';
import { join } from 'node:path';
import { freePort, waitForUrl } from '../scripts/lib/ports.mjs';

/** A seeded PGlite directory with `products` products (seeded once, then reused). */
export function seededDataDir(name, products) {
  const dir = join(process.cwd(), 'data-bench', name);
  const marker = join(dir, `.seeded-${products}-r${SEED_REVISION}`);
  if (!existsSync(marker)) {
    rmSync(dir, { recursive: true, force: true });
    console.log(`[bench] seeding ${products.toLocaleString('en-US')} products into ${dir} (once)…`);
    const started = Date.now();
    const r = spawnSync(process.execPath, ['src/app/seed/cli.ts', '--products', String(products)], {
      stdio: 'inherit',
      env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' },
    });
    if (r.status !== 0) throw new Error('seeding failed');
    writeFileSync(marker, `${Date.now() - started}`);
  }
  return dir;
}

/** `env`: more settings for this server (e.g. TRUST_PROXY). */
export async function startServer({ dataDir, pageCacheTtl = 60, env = {} }) {
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED: 'false',
      PAGE_CACHE_TTL: String(pageCacheTtl),
      ...env,
    },
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForUrl(`${base}/health`, 120_000);
  return {
    base,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}
