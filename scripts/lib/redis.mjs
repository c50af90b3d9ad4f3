import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { aptInstall } from './apt.mjs';
import { freePort } from './ports.mjs';

/**
 * A throwaway Redis in a temporary directory on a free port, for the suites that test the
 * Redis-backed stores (as scripts/lib/postgres.mjs does for PostgreSQL): nothing is saved
 * to disk, it touches no other Redis, and stop() removes it. Debian's redis-server is
 * installed when missing. `restart()` stops and starts it on the same port (fault tests).
 */
const BIN_CANDIDATES = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'];
const findBin = () => BIN_CANDIDATES.find((b) => existsSync(b)) ?? null;

export const redisServerBin = () => aptInstall('redis-server', findBin);

function answers(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitFor(port, up, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while ((await answers(port)) !== up) {
    if (Date.now() > deadline) throw new Error(`redis on port ${port} did not ${up ? 'start' : 'stop'}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function startThrowawayRedis() {
  const bin = redisServerBin();
  const dir = mkdtempSync(join(tmpdir(), 'bazaar-redis-'));
  const port = await freePort();
  let child;
  const start = async () => {
    child = spawn(bin, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--daemonize', 'no'], {
      stdio: 'ignore',
    });
    child.unref();
    const own = child;
    process.once('exit', () => own.kill('SIGKILL'));
    await waitFor(port, true);
  };
  const halt = async () => {
    child?.kill('SIGKILL');
    child = undefined;
    await waitFor(port, false);
  };
  await start();
  const version = execFileSync(bin, ['--version']).toString().trim().split(' ').slice(0, 3).join(' ');
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    version,
    stop: () => halt(),
    start,
    async restart(downMs = 0) {
      await halt();
      if (downMs) await new Promise((r) => setTimeout(r, downMs));
      await start();
    },
    async remove() {
      await halt().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
