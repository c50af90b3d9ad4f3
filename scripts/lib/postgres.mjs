import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { aptInstall } from './apt.mjs';
import { freePort } from './ports.mjs';

/**
 * A throwaway PostgreSQL cluster in a temporary directory on a free port, for the API
 * suite (shared/design/TOOLCHAIN.md). It touches no other cluster and is removed by stop().
 * Debian's postgresql package is installed when no server binaries are found.
 */
function findBin() {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin/initdb'))) : [];
  versions.sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

const ensureBin = () => aptInstall('postgresql', findBin);

export async function startThrowawayPostgres() {
  const bin = ensureBin();
  const dir = mkdtempSync(join(tmpdir(), 'bazaar-pg-'));
  const asRoot = process.getuid?.() === 0;
  // initdb refuses to run as root: run the cluster as the postgres user.
  const run = (cmd, args) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, cmd), args, { stdio: 'pipe' });
  if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), Number(execFileSync('id', ['-g', 'postgres']).toString()));
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const port = await freePort();
  run('pg_ctl', ['-D', data, '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, '-l', join(dir, 'log'), '-w', 'start']);
  const version = execFileSync(join(bin, 'postgres'), ['--version']).toString().trim();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    version,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
