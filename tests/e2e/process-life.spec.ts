import { expect, test } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../scripts/lib/ports.mjs';
import { startServer } from './support/server';

/**
 * The production entry's life (scripts/serve.mjs) on the build the suite already made: a
 * second server of its own, on its own empty PGlite directory (support/server.ts). SIGTERM lets a request in
 * flight finish, stops accepting, closes the database and exits 0, so the next start on
 * the same directory works at once.
 */
// Two cold starts of a PGlite server (a new cluster, then a reopen): minutes on a busy machine.
test.setTimeout(300_000);

let dataDir: string;
test.beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'bazaar-life-'));
});
test.afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(true));
  });

async function until(check: () => boolean | Promise<boolean>) {
  await expect.poll(check, { timeout: 15_000 }).toBe(true);
}

test('SIGTERM finishes the request in flight, closes the database and exits 0; the next start works at once', async () => {
  test.skip(test.info().project.name !== 'desktop', 'no browser involved: once is enough');
  const port = await freePort();
  const first = await startServer(port, dataDir);
  // A request whose body is still on its way when the signal comes.
  const body = JSON.stringify({ mobile: '09120000099', hash_1: '1', hash_2: 'x'.repeat(64) });
  const answered = new Promise<number>((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: '/v6/register/login',
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', reject);
    req.write(body.slice(0, 10));
    // Answered after ours was sent: the server has read our request's head.
    void fetch(`http://127.0.0.1:${port}/health`).then(() => {
      first.child.kill('SIGTERM');
      void until(() => first.output().includes('finishing requests in flight')).then(async () => {
        await until(() => refused(port));
        req.end(body.slice(10));
      });
    });
  });
  expect(await answered).toBeLessThan(500);
  expect(await first.exited).toBe(0);
  expect(first.output()).toContain('[bazaar] stopped.');

  const second = await startServer(port, dataDir);
  expect(second.output()).not.toContain('in use');
  second.child.kill('SIGINT');
  expect(await second.exited).toBe(0);
});
