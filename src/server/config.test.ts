import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { knownGatewayIds } from '#modules/payments/registry.ts';
import { GATEWAY_SETTINGS, productionProblems } from './config.ts';

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
  PAYMENT_GATEWAYS: 'zarinpal',
  ZARINPAL_MERCHANT_ID: '1f1a0a4e-0000-4000-8000-00000000beef',
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
      'PAYMENT_GATEWAYS',
      'SITE_URL',
    ]);
  });

  it('refuses the development secrets of README', () => {
    const dev = {
      ...READY,
      RETAIL_CLIENT_SECRET: 'retail-web-secret',
      WHOLESALE_SIGNING_SECRET: 'wholesale-signing-dev',
      AUTH_SECRET: 'bazaar-development-secret',
    };
    expect(named(productionProblems(dev))).toEqual(['AUTH_SECRET', 'RETAIL_CLIENT_SECRET', 'WHOLESALE_SIGNING_SECRET']);
    expect(named(productionProblems({ ...READY, AUTH_SECRET: 'short' }))).toEqual(['AUTH_SECRET']);
  });

  it('refuses the outbox and an incomplete Kavenegar', () => {
    expect(named(productionProblems(without('SMS_PROVIDER')))).toEqual(['SMS_PROVIDER']);
    expect(named(productionProblems({ ...READY, SMS_PROVIDER: 'outbox' }))).toEqual(['SMS_PROVIDER']);
    expect(named(productionProblems(without('KAVENEGAR_API_KEY', 'KAVENEGAR_TEMPLATE')))).toEqual(['KAVENEGAR_API_KEY', 'KAVENEGAR_TEMPLATE']);
  });

  it('needs real gateways in PAYMENT_GATEWAYS: never the sandbox or an unknown name, each with its credentials', () => {
    expect(named(productionProblems(without('PAYMENT_GATEWAYS')))).toEqual(['PAYMENT_GATEWAYS']);
    expect(named(productionProblems({ ...READY, PAYMENT_GATEWAYS: ' , ' }))).toEqual(['PAYMENT_GATEWAYS']);
    expect(named(productionProblems({ ...READY, PAYMENT_GATEWAYS: 'sandbox' }))).toEqual(['PAYMENT_GATEWAYS']);
    expect(named(productionProblems({ ...READY, PAYMENT_GATEWAYS: 'zarinpal,payir' }))).toEqual(['PAYMENT_GATEWAYS']);
    expect(named(productionProblems(without('ZARINPAL_MERCHANT_ID')))).toEqual(['ZARINPAL_MERCHANT_ID']);
    expect(named(productionProblems({ ...READY, PAYMENT_GATEWAYS: 'zarinpal, behpardakht,sep,zibal', MELLAT_TERMINAL_ID: '1', MELLAT_PASSWORD: ' ' }))).toEqual(
      ['MELLAT_USERNAME', 'MELLAT_PASSWORD', 'SEP_TERMINAL_ID', 'ZIBAL_MERCHANT'],
    );
    const all = { MELLAT_TERMINAL_ID: '1', MELLAT_USERNAME: 'u', MELLAT_PASSWORD: 'p', SEP_TERMINAL_ID: '2', ZIBAL_MERCHANT: 'm' };
    expect(productionProblems({ ...READY, ...all, PAYMENT_GATEWAYS: 'sep,zarinpal,behpardakht,zibal' })).toEqual([]);
  });

  it('keeps a moved gateway address on https', () => {
    expect(named(productionProblems({ ...READY, ZARINPAL_BASE_URL: 'http://sandbox.zarinpal.com' }))).toEqual(['ZARINPAL_BASE_URL']);
    expect(productionProblems({ ...READY, ZARINPAL_BASE_URL: 'https://sandbox.zarinpal.com' })).toEqual([]);
  });

  it('refuses a plain-http address of a gateway not listed yet, so listing it later cannot open the hole', () => {
    expect(named(productionProblems({ ...READY, SEP_BASE_URL: 'http://sep.shaparak.ir', MELLAT_BASE_URL: 'HTTP://bpm.shaparak.ir' }))).toEqual([
      'SEP_BASE_URL',
      'MELLAT_BASE_URL',
    ]);
    expect(named(productionProblems({ ...READY, PAYMENT_GATEWAYS: 'sandbox', ZIBAL_BASE_URL: 'http://gateway.zibal.ir' }))).toEqual([
      'PAYMENT_GATEWAYS',
      'ZIBAL_BASE_URL',
    ]);
  });

  it('refuses http:// for Kavenegar and the public addresses, loopback hosts included', () => {
    for (const address of ['http://api.kavenegar.com', 'http://127.0.0.1:9999', 'http://localhost', 'ftp://api.kavenegar.com']) {
      expect(named(productionProblems({ ...READY, KAVENEGAR_BASE_URL: address }))).toEqual(['KAVENEGAR_BASE_URL']);
    }
    expect(productionProblems({ ...READY, KAVENEGAR_BASE_URL: 'https://api.kavenegar.com' })).toEqual([]);
    for (const address of ['http://shop.example', 'http://localhost:4321', 'http://[::1]:4321']) {
      const problems = productionProblems({ ...READY, SITE_URL: address });
      expect(named(problems)).toEqual(['SITE_URL']);
      expect(problems[0]).toContain('https');
    }
    expect(named(productionProblems({ ...READY, WHOLESALE_SITE_URL: 'http://b2b.shop.example' }))).toEqual(['WHOLESALE_SITE_URL']);
    expect(productionProblems({ ...READY, WHOLESALE_SITE_URL: 'https://b2b.shop.example' })).toEqual([]);
  });

  it('knows the settings of every real gateway the registry has', () => {
    expect(Object.keys(GATEWAY_SETTINGS).sort()).toEqual(
      knownGatewayIds()
        .filter((id) => id !== 'sandbox')
        .sort(),
    );
  });

  it('needs SITE_URL as an https address', () => {
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
      for (const name of [
        'AUTH_SECRET',
        'RETAIL_CLIENT_SECRET',
        'WHOLESALE_CLIENT_SECRET',
        'RETAIL_SIGNING_SECRET',
        'WHOLESALE_SIGNING_SECRET',
        'SMS_PROVIDER',
        'PAYMENT_GATEWAYS',
        'SITE_URL',
      ]) {
        expect(stderr).toContain(`- ${name} `);
      }
      expect(stderr).not.toContain('no build found');
      expect(existsSync(join(cwd, 'data'))).toBe(false);
    } finally {
      rmSync(cwd, { recursive: true, force: true });
    }
  });
});
