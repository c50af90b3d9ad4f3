import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite has no lock of its own: two processes opening one data directory corrupt it.
 * A pid file refuses the second one with a clear message. A stale file is taken over:
 * its process is gone, or the pid now belongs to another process (after a reboot or a
 * crash pids are reused), which the file tells apart by the process's start time.
 */
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const read = (path: string) => {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    return undefined;
  }
};

/**
 * Which process this is, beyond its pid: the boot and the start time in clock ticks since
 * boot (/proc/<pid>/stat field 22). Undefined where there is no /proc.
 */
export function processIdentity(pid: number): string | undefined {
  const stat = read(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  // Fields after the command name, which may hold spaces and parentheses; field 3 first.
  const startTicks = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  return startTicks ? `${read('/proc/sys/kernel/random/boot_id') ?? 'boot'}/${startTicks}` : undefined;
}

/** "pid" (files written before identities) or "pid identity". */
function holder(file: string): { pid: number; identity?: string } | undefined {
  const [pid, identity] = (read(file) ?? '').split(/\s+/);
  return Number(pid) > 0 ? { pid: Number(pid), identity } : undefined;
}

function heldBy(other: { pid: number; identity?: string }): boolean {
  if (other.pid === process.pid || !alive(other.pid)) return false;
  const now = processIdentity(other.pid);
  // Without /proc only "alive" can be known; an old file names no identity: it must at least be node.
  if (now === undefined) return true;
  if (other.identity) return other.identity === now;
  return /(^|\/)node$/.test(read(`/proc/${other.pid}/cmdline`)?.split('\0')[0] ?? '');
}

export function lockDataDir(dir: string): () => void {
  const file = join(dir, 'bazaar.pid');
  const other = holder(file);
  if (other && heldBy(other)) {
    throw new Error(`the database in ${dir} is in use by process ${other.pid}; stop it first or set DATA_DIR to another directory`);
  }
  const mine = [process.pid, processIdentity(process.pid)].filter(Boolean).join(' ');
  writeFileSync(file, mine);
  return () => {
    // Only our own file: never remove a lock another process has taken since.
    if (read(file) === mine) rmSync(file, { force: true });
  };
}
