import { spawn } from 'node:child_process';
import { waitForUrl } from '../../../scripts/lib/ports.mjs';

/**
 * A production server of its own (scripts/serve.mjs on the build the suite made), on its
 * own PGlite directory, for tests of the process's life: stops, crashes and restarts.
 */
export async function startServer(port: number, dataDir: string, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', SEED: 'false', NODE_ENV: 'development', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  // A first start seeds the demo shop when asked to: minutes on a busy machine.
  await Promise.race([
    waitForUrl(`http://127.0.0.1:${port}/health`, 240_000).catch((err) => Promise.reject(new Error(`${err.message}; the server said:\n${output}`))),
    exited.then(() => Promise.reject(new Error(`the server exited:\n${output}`))),
  ]);
  return { child, exited, output: () => output };
}
