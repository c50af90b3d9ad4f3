import { expect, test } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../scripts/lib/ports.mjs';
import { startServer } from './support/server';

/**
 * The e-Namad and Samandehi seals in the footer, at phone size. Configured
 * (a server of its own with the settings, support/server.ts), the footer shows both
 * official badges and the page's CSP lets their pictures in; not configured (the suite's
 * server), no badge and nothing asked of another site.
 */
const SEALS = { ENAMAD_ID: '123456', ENAMAD_CODE: 'TestCode1', SAMANDEHI_ID: '98765', SAMANDEHI_CODE: 'verifyP', SAMANDEHI_LOGO_CODE: 'logoP' };
const SEAL_HOSTS = /^https:\/\/(trustseal\.enamad\.ir|logo\.samandehi\.ir)\//;
const PICTURE = '<svg xmlns="http://www.w3.org/2000/svg" width="85" height="85"><rect width="85" height="85" fill="#2e7d32"/></svg>';

test.describe('trust seals in the footer', () => {
  test.skip(({ isMobile }) => !isMobile, 'checked at phone size');

  test('configured: both official badges, linked to their verification pages, pictures allowed by the CSP', async ({ page }) => {
    // A cold start of a server of its own: minutes on a busy machine.
    test.setTimeout(300_000);
    const dataDir = mkdtempSync(join(tmpdir(), 'bazaar-seals-'));
    const port = await freePort();
    const server = await startServer(port, dataDir, SEALS);
    try {
      // The seals' pictures come from their sites: answered here, the tests use no network.
      const asked: string[] = [];
      await page.route(SEAL_HOSTS, (route) => {
        asked.push(route.request().url());
        return route.fulfill({ contentType: 'image/svg+xml', body: PICTURE });
      });
      const res = await page.goto(`http://127.0.0.1:${port}/page/no-such-page`);
      expect(res?.headers()['content-security-policy']).toMatch(/img-src [^;]*https:\/\/trustseal\.enamad\.ir https:\/\/logo\.samandehi\.ir/);
      const seals = page.getByRole('list', { name: 'مجوزها و نمادهای اعتماد' });
      await seals.scrollIntoViewIfNeeded();
      await expect(seals.getByRole('link')).toHaveCount(2);
      const enamad = seals.getByRole('link', { name: 'نماد اعتماد الکترونیکی (اینماد)' });
      const samandehi = seals.getByRole('link', { name: 'نشان ملی ثبت رسانه‌های دیجیتال (ساماندهی)' });
      await expect(enamad).toHaveAttribute('href', 'https://trustseal.enamad.ir/?id=123456&Code=TestCode1');
      await expect(samandehi).toHaveAttribute('href', 'https://logo.samandehi.ir/Verify.aspx?id=98765&p=verifyP');
      for (const link of [enamad, samandehi]) {
        await expect(link).toHaveAttribute('referrerpolicy', 'origin');
        await expect(link).toBeInViewport();
        // Loaded, so the CSP let it through.
        await expect.poll(() => link.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      }
      expect(asked.sort()).toEqual(['https://logo.samandehi.ir/logo.aspx?id=98765&p=logoP', 'https://trustseal.enamad.ir/logo.aspx?id=123456&Code=TestCode1']);
      const box = (await seals.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('not configured: no badge, nothing asked of another site', async ({ page, baseURL }) => {
    const foreign: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(baseURL!) && !r.url().startsWith('data:')) foreign.push(r.url());
    });
    await page.goto('/');
    await page.locator('footer').scrollIntoViewIfNeeded();
    await expect(page.locator('footer')).toContainText('تمامی حقوق');
    await expect(page.getByRole('list', { name: 'مجوزها و نمادهای اعتماد' })).toHaveCount(0);
    expect(foreign).toEqual([]);
  });
});
