import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, inject } from 'vitest';
import { createApi } from '#app/api.ts';
import { openDatabase } from '#server/db/client.ts';
import { CLIENT, cookieOf } from '#tests/auth-helpers.ts';

/**
 * The session survives a server restart. Sessions are rows
 * (hashed tokens), not process memory: a server that starts again on the same PGlite
 * directory still knows the shopper's cookie and bearer token.
 */
const dir = mkdtempSync(join(tmpdir(), 'bazaar-restart-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function serverOn(first: boolean) {
  const database = await openDatabase({
    dataDir: dir,
    loadDataDir: first ? new Blob([await readFile(inject('pgliteTemplate'))]) : undefined,
  });
  return { app: createApi({ database: async () => database }), close: () => database.close() };
}

describe('a session across a restart', () => {
  it('keeps the browser cookie and the bearer token working', async () => {
    const before = await serverOn(true);
    const login = await before.app.request('/v6/register/login-by-password', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ mobile: '09120000001', password: 'bazaar123', ...CLIENT }),
    });
    expect(login.status).toBe(200);
    const { access_token } = ((await login.json()) as { data: { access_token: string } }).data;
    const cookie = `bz_session=${cookieOf(login.headers, 'bz_session')}`;
    await before.close();

    const after = await serverOn(false);
    try {
      const ways: Record<string, string>[] = [{ Cookie: cookie }, { Authorization: `Bearer ${access_token}` }];
      for (const headers of ways) {
        const res = await after.app.request('/v6/profile/identity', { headers });
        expect(res.status).toBe(200);
        expect(((await res.json()) as { data: { username: string } }).data.username).toBe('09120000001');
      }
    } finally {
      await after.close();
    }
  });
});
