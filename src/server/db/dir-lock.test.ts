import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lockDataDir, processIdentity } from './dir-lock.ts';

// A live process that is not a bazaar server (and not node).
let stranger: ChildProcess;
let dir: string;
const pidFile = () => join(dir, 'bazaar.pid');
beforeAll(() => {
  stranger = spawn('sleep', ['600'], { stdio: 'ignore' });
});
afterAll(() => {
  stranger.kill();
});
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'bazaar-lock-'));
  return () => rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!existsSync('/proc/self/stat'))('the data directory lock', () => {
  it('takes over a pid file whose pid now belongs to another program (pid reused)', () => {
    writeFileSync(pidFile(), String(stranger.pid));
    const unlock = lockDataDir(dir);
    expect(readFileSync(pidFile(), 'utf8')).toMatch(new RegExp(`^${process.pid} `));
    unlock();
    expect(existsSync(pidFile())).toBe(false);
  });

  it('takes over a file naming a live process that started at another time', () => {
    writeFileSync(pidFile(), `${stranger.pid} ${processIdentity(stranger.pid!)!.replace(/\d+$/, '1')}`);
    lockDataDir(dir)();
  });

  it('takes over a file whose process is gone', () => {
    writeFileSync(pidFile(), '2147483646');
    lockDataDir(dir)();
  });

  it('refuses while the process that wrote the file still runs', () => {
    writeFileSync(pidFile(), `${stranger.pid} ${processIdentity(stranger.pid!)}`);
    expect(() => lockDataDir(dir)).toThrow(`in use by process ${stranger.pid}`);
  });

  it('leaves a file another process has taken since alone', () => {
    const unlock = lockDataDir(dir);
    writeFileSync(pidFile(), `${stranger.pid} ${processIdentity(stranger.pid!)}`);
    unlock();
    expect(existsSync(pidFile())).toBe(true);
  });
});
