// The shop as several app processes for the load and fault scripts: node scripts/cluster.mjs
// in a child process, its workers read from its log lines.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import { waitForUrl } from '../../scripts/lib/ports.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export class Cluster {
  constructor(treeRoot, env, logFile) {
    this.root = treeRoot;
    this.env = env;
    this.logFile = logFile;
    this.workers = new Map(); // worker id → pid (listening now)
    this.events = [];
    this.lines = [];
    this.redisLines = [];
  }
  start() {
    const script = join(this.root, 'scripts/cluster.mjs');
    if (!existsSync(script)) throw new Error(`${script} does not exist`);
    if (!existsSync(join(this.root, 'dist/server/entry.mjs'))) throw new Error(`no build in ${this.root}: build first (dist/server/entry.mjs is missing)`);
    const log = createWriteStream(this.logFile, { flags: 'a' });
    this.proc = spawn(process.execPath, [script], { cwd: this.root, env: this.env, stdio: ['ignore', 'pipe', 'pipe'] });
    this.exited = new Promise((r) => this.proc.once('exit', (code, signal) => r({ code, signal })));
    const onLine = (line) => {
      log.write(`${new Date().toISOString()} ${line}\n`);
      this.lines.push(line);
      const listening = /\[cluster\] worker (\d+) \(pid (\d+)\) listening/.exec(line);
      if (listening) {
        this.workers.set(Number(listening[1]), Number(listening[2]));
        this.events.push({ at: Date.now(), kind: 'listening', worker: Number(listening[1]), pid: Number(listening[2]) });
      }
      const exited = /\[cluster\] worker (\d+) \(pid (\d+)\) exited/.exec(line);
      if (exited) {
        this.workers.delete(Number(exited[1]));
        this.events.push({ at: Date.now(), kind: 'exited', worker: Number(exited[1]), pid: Number(exited[2]), line });
      }
      if (/\[redis\]/.test(line)) this.redisLines.push({ at: Date.now(), line });
    };
    for (const stream of [this.proc.stdout, this.proc.stderr]) {
      let rest = '';
      stream.on('data', (chunk) => {
        const parts = (rest + chunk).split('\n');
        rest = parts.pop();
        for (const l of parts) onLine(l);
      });
    }
  }
  pids() {
    return [this.proc.pid, ...this.workers.values()];
  }
  async waitForWorkers(n, url, timeoutMs = 180_000) {
    const deadline = Date.now() + timeoutMs;
    while (this.workers.size < n) {
      if (this.proc.exitCode !== null) throw new Error(`scripts/cluster.mjs exited (${this.proc.exitCode}); see ${this.logFile}`);
      if (Date.now() > deadline) throw new Error(`only ${this.workers.size} of ${n} workers listening after ${timeoutMs / 1000} s; see ${this.logFile}`);
      await sleep(200);
    }
    await waitForUrl(url, 60_000);
  }
  async stop() {
    if (!this.proc || this.proc.exitCode !== null) return;
    const workers = [...this.workers.values()];
    this.proc.kill('SIGTERM');
    const done = await Promise.race([this.exited, sleep(20_000).then(() => null)]);
    if (!done) {
      console.error('[cluster] scripts/cluster.mjs did not stop in 20 s after SIGTERM: SIGKILL');
      this.proc.kill('SIGKILL');
      await this.exited;
    }
    // Workers it started must not outlive it.
    for (const pid of workers) {
      try {
        process.kill(pid, 0);
        console.error(`[cluster] worker pid ${pid} still alive after the primary stopped: SIGKILL (a cluster.mjs bug)`);
        process.kill(pid, 'SIGKILL');
      } catch {
        /* gone, as it should be */
      }
    }
  }
}
