import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/ports.mjs';
import { startThrowawayRedis } from '../../scripts/lib/redis.mjs';

/**
 * The shop as two app processes (npm run cluster) sharing one PostgreSQL and one
 * Redis. The processes accept connections as the kernel hands them out, so the suite holds
 * one keep-alive connection to each (found by asking /health which process answered) and
 * sends consecutive requests over them in turn: they reach both, every time.
 */
const DATABASE_URL = process.env.CLUSTER_DATABASE_URL;
if (!DATABASE_URL) throw new Error('the cluster suite needs CLUSTER_DATABASE_URL (scripts/test.mjs sets it)');

/** A Redis of this suite's own: one test stops and starts it. */
let redis: { url: string; stop(): Promise<void>; start(): Promise<void>; remove(): Promise<void> };

let port = 0;
let primary: ChildProcess;
let log = '';
const listening = () => [...log.matchAll(/\[cluster\] worker (\d+) \(pid (\d+)\) listening/g)].map((m) => ({ slot: m[1]!, pid: Number(m[2]) }));

async function until<T>(check: () => T | undefined | false, ms: number, what: string): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${log.slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One keep-alive connection to each process (pinBoth), used in turn by call(). */
let pinned: Agent[] = [];
let turn = 0;

/** One request: on the next process's connection when both are pinned, else on a connection of its own. */
function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  return send(pinned.length ? pinned[turn++ % pinned.length]! : false, method, path, body, headers);
}

function send(agent: Agent | false, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const data = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: { Host: `localhost:${port}`, ...(data ? { 'Content-Type': 'application/json' } : {}), ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    req.setTimeout(10_000, () => req.destroy(new Error(`no answer to ${method} ${path} in 10 s`)));
    req.end(data);
  });
}

const instanceOf = async (agent?: Agent | false) => {
  const res = await (agent === undefined ? call('GET', '/health') : send(agent, 'GET', '/health'));
  return res.status === 200 ? (JSON.parse(res.body).data as { instance?: string; redis: string }) : undefined;
};

/** Opens connections until one reaches each process (the kernel picks, about evenly), and keeps those two. */
async function pinBoth(): Promise<void> {
  for (const agent of pinned) agent.destroy();
  pinned = [];
  const byInstance = new Map<string, Agent>();
  for (let i = 0; i < 100 && byInstance.size < 2; i++) {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const instance = (await instanceOf(agent).catch(() => undefined))?.instance;
    if (instance && !byInstance.has(instance)) byInstance.set(instance, agent);
    else agent.destroy();
  }
  if (byInstance.size < 2) throw new Error(`100 connections all reached one process\n${log.slice(-3000)}`);
  pinned = [...byInstance.values()];
}

beforeAll(async () => {
  redis = await startThrowawayRedis();
  port = await freePort();
  primary = spawn(process.execPath, ['scripts/cluster.mjs'], {
    env: {
      ...process.env,
      DATABASE_URL,
      REDIS_URL: redis.url,
      PORT: String(port),
      HOST: '127.0.0.1',
      CLUSTER_WORKERS: '2',
      SITE_URL: `http://localhost:${port}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  primary.stdout!.on('data', (d) => (log += d));
  primary.stderr!.on('data', (d) => (log += d));
  await until(() => listening().length >= 2, 280_000, 'two workers listening');
  await pinBoth();
});

afterAll(async () => {
  for (const agent of pinned) agent.destroy();
  if (primary && primary.exitCode === null) {
    const exited = new Promise((r) => primary.once('exit', r));
    primary.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 20_000))]);
    if (primary.exitCode === null) primary.kill('SIGKILL');
  }
  await redis?.remove();
});

/** The per-number limit is 10 password tries in 15 minutes, whichever process each try reaches (they alternate). */
async function expectTriesLimited(mobile: string) {
  const client = { client_id: 'retail-web', client_secret: 'retail-web-secret' };
  for (let i = 0; i < 10; i++) {
    const res = await call('POST', '/v6/register/login-by-password', { mobile, password: `wrong-${i}`, ...client });
    expect(res.status, res.body).not.toBe(429);
  }
  for (let i = 0; i < 2; i++) {
    const refused = await call('POST', '/v6/register/login-by-password', { mobile, password: `wrong-again-${i}`, ...client });
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body).message).toMatch(/[\u0600-\u06FF]/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  }
}

describe('two app processes on PostgreSQL and Redis', () => {
  it('both answer, each with Redis', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const health = await instanceOf();
      expect(health?.redis).toBe('ok');
      seen.add(health!.instance!);
    }
    expect([...seen].sort()).toEqual(['1', '2']);
  });

  it('counts password tries across both processes', async () => {
    await expectTriesLimited('09120000005');
  });

  it('serves a page one process rendered from the other, and an API answer too', async () => {
    const stamp = Date.now();
    for (const path of [`/search?q=${encodeURIComponent('گوشی')}&s=${stamp}`, `/v10/product/index?per-page=5&page=${stamp % 50}`]) {
      const first = await call('GET', path, undefined, { 'Accept-Encoding': 'br' });
      expect(first.status).toBe(200);
      expect(first.headers['x-cache']).toBe('MISS');
      await new Promise((r) => setTimeout(r, 300));
      // The next two requests reach both processes; the one that did not render it finds it in Redis.
      for (let i = 0; i < 2; i++) expect((await call('GET', path, undefined, { 'Accept-Encoding': 'br' })).headers['x-cache']).toBe('HIT');
    }
  });

  it('keeps serving when a process is killed, and restarts it', async () => {
    const [victim] = listening();
    process.kill(victim!.pid, 'SIGKILL');
    // The survivor answers every request meanwhile (a connection accepted by the killed one may fail once).
    const answers: (number | string)[] = [];
    for (let i = 0; i < 10; i++)
      answers.push(
        await call('GET', '/health').then(
          (r) => r.status,
          (err: Error) => err.message,
        ),
      );
    expect(answers.filter((a) => a === 200).length, String(answers)).toBeGreaterThanOrEqual(9);
    await until(() => listening().some((w) => w.slot === victim!.slot && w.pid !== victim!.pid), 60_000, 'the killed worker restarted');
    // The new process takes new connections: find it again.
    await pinBoth();
    const seen = new Set<string>();
    for (let i = 0; i < 6; i++) seen.add((await instanceOf())!.instance!);
    expect([...seen].sort()).toEqual(['1', '2']);
  });

  it('keeps serving while Redis is away, with limits counted in PostgreSQL, and recovers', async () => {
    await redis.stop();
    const health = await instanceOf();
    expect(health?.redis).toBe('down');
    for (const path of ['/', `/search?q=${encodeURIComponent('یخچال')}`, '/v10/product/index?per-page=3']) {
      expect((await call('GET', path)).status, path).toBe(200);
    }
    await expectTriesLimited('09120000001');
    await redis.start();
    const deadline = Date.now() + 30_000;
    let states: string[] = [];
    while (Date.now() < deadline) {
      states = await Promise.all([instanceOf(), instanceOf()]).then((h) => h.map((x) => x?.redis ?? 'none'));
      if (states.every((x) => x === 'ok')) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(states).toEqual(['ok', 'ok']);
    // Caching across processes works again.
    const path = `/v10/product/index?per-page=4&page=${Date.now() % 40}`;
    expect((await call('GET', path)).headers['x-cache']).toBe('MISS');
    await new Promise((r) => setTimeout(r, 300));
    for (let i = 0; i < 2; i++) expect((await call('GET', path)).headers['x-cache']).toBe('HIT');
  });
});
