import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { productionProblems } from './config.ts';

/** Everything production needs, set to something that is not a development value. */
const READY = {
  AUTH_SECRET: 'x'.repeat(48),
  RETAIL_CLIENT_SECRET: 'retail-prod-1',
  WHOLESALE_CLIENT_SECRET: 'wholesale-prod-1',
  RETAIL_SIGNING_SECRET: 'retail-sign-1',
  WHOLESALE_SIGNING_SECRET: 'wholesale-sign-1',
  SMS_PROVIDER: 'kavenegar',
  KAVENEGAR_API_KEY: 'key',
  KAVENEGAR_TEMPLATE: 'bazaar-verify',
  SITE_URL: 'https://shop.example',
};
const without = (...names: string[]) => Object.fromEntries(Object.entries(READY).filter(([k]) => !names.includes(k)));
const named = (problems: string[]) => problems.map((p) => /^[A-Z_]+/.exec(p)?.[0]);

describe('productionProblems', () => {
  it('is happy with a complete production configuration', () => {
    expect(productionProblems(READY)).toEqual([]);
  });

  it('names every missing setting at once', () => {
    expect(named(productionProblems({}))).toEqual([
      'AUTH_SECRET',
      'RETAIL_CLIENT_SECRET',
      'WHOLESALE_CLIENT_SECRET',
      'RETAIL_SIGNING_SECRET',
      'WHOLESALE_SIGNING_SECRET',
      'SMS_PROVIDER',
      'SITE_URL',
    ]);
  });

  it('refuses the development secrets of README', () => {
    const dev = { ...READY, RETAIL_CLIENT_SECRET: 'retail-web-secret', WHOLESALE_SIGNING_SECRET: 'wholesale-signing-dev', AUTH_SECRET: 'bazaar-development-secret' };
    expect(named(productionProblems(dev))).toEqual(['AUTH_SECRET', 'RETAIL_CLIENT_SECRET', 'WHOLESALE_SIGNING_SECRET']);
    expect(named(productionProblems({ ...READY, AUTH_SECRET: 'short' }))).toEqual(['AUTH_SECRET']);
  });

  it('refuses the outbox and an incomplete Kavenegar', () => {
    expect(named(productionProblems(without('SMS_PROVIDER')))).toEqual(['SMS_PROVIDER']);
    expect(named(productionProblems({ ...READY, SMS_PROVIDER: 'outbox' }))).toEqual(['SMS_PROVIDER']);
    expect(named(productionProblems(without('KAVENEGAR_API_KEY', 'KAVENEGAR_TEMPLATE')))).toEqual(['KAVENEGAR_API_KEY', 'KAVENEGAR_TEMPLATE']);
  });

  it('needs SITE_URL as an http(s) address', () => {
    expect(named(productionProblems(without('SITE_URL')))).toEqual(['SITE_URL']);
    expect(named(productionProblems({ ...READY, SITE_URL: 'shop.example' }))).toEqual(['SITE_URL']);
    expect(named(productionProblems({ ...READY, SITE_URL: '  ' }))).toEqual(['SITE_URL']);
  });
});

describe('node scripts/serve.mjs with NODE_ENV=production', () => {
  it('exits 1 before the build check and the database, printing every problem', async () => {
    const serve = fileURLToPath(new URL('../../scripts/serve.mjs', import.meta.url));
    // A working directory without .env; DATA_DIR inside it must stay untouched.
    const cwd = mkdtempSync(join(tmpdir(), 'bazaar-prod-check-'));
    try {
      const child = spawn(process.execPath, [serve], {
        cwd,
        env: { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: join(cwd, 'data'), PORT: '1', RETAIL_CLIENT_SECRET: 'retail-web-secret' },
      });
      let stderr = '';
      child.stderr.on('data', (chunk) => (stderr += chunk));
      const code = await new Promise((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      for (const name of ['AUTH_SECRET', 'RETAIL_CLIENT_SECRET', 'WHOLESALE_CLIENT_SECRET', 'RETAIL_SIGNING_SECRET', 'WHOLESALE_SIGNING_SECRET', 'SMS_PROVIDER', 'SITE_URL']) {
        expect(stderr).toContain(`- ${name} `);
      }
      expect(stderr).not.toContain('no build found');
      expect(existsSync(join(cwd, 'data'))).toBe(false);
    } finally {
      rmSync(cwd, { recursive: true, force: true });
    }
  });
});
