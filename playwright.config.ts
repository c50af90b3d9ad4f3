import { defineConfig } from '@playwright/test';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './scripts/lib/ports.mjs';
import type { ShopOptions } from './tests/e2e/fixtures';

// scripts/test.mjs chooses the port; run directly, pick a free one and share it with the
// workers through the environment (they load this file again).
process.env.E2E_PORT ??= String(await freePort());
const port = Number(process.env.E2E_PORT);
// A fresh shop per run: its own PGlite directory, seeded on start.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'bazaar-e2e-'));
const baseURL = `http://127.0.0.1:${port}`;

// Debian's Chromium (browser downloads cannot work here); the binary behind the wrapper
// avoids the wrapper's warning. scripts/test.mjs installs it when missing.
const executablePath = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((p) => existsSync(p));

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
// Journeys written for a slow network (`*-slow.spec.ts`) or for JavaScript off
// (`*-nojs.spec.ts`) run only in their own project
// (issue 14): they would be pointless or wrong at full speed with JavaScript, and the
// whole suite stays short.
const SLOW_SPECS = /[.-]slow\.spec\.ts$/;
const NOJS_SPECS = /[.-]nojs\.spec\.ts$/;

export default defineConfig<ShopOptions>({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  // Tests wait for states, never for fixed times, so generous limits cost nothing when all
  // is well and keep a busy machine (two suites at once on two cores) from failing good
  // work. Long journeys ask for more with test.slow().
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL,
    locale: 'fa-IR',
    timezoneId: 'Asia/Tehran',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'phone', use: phone, testIgnore: [SLOW_SPECS, NOJS_SPECS] },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } }, testIgnore: [SLOW_SPECS, NOJS_SPECS] },
    // A phone on a slow mobile network: 1.5 s added to every round trip, ~1.6 Mbit/s.
    { name: 'phone-slow', use: { ...phone, slowNetwork: { latencyMs: 1500, throughput: 200 * 1024 } }, testMatch: SLOW_SPECS },
    // A phone with JavaScript off: every journey must still work as plain HTML.
    { name: 'phone-nojs', use: { ...phone, javaScriptEnabled: false }, testMatch: NOJS_SPECS },
  ],
  webServer: {
    // start.mjs builds first when the build is missing or stale.
    command: 'node scripts/start.mjs',
    url: `${baseURL}/health`,
    // TRUST_PROXY: the tests act as the proxy and give each journey its own address (tests/e2e/fixtures.ts).
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      DATABASE_URL: '',
      ASTRO_TELEMETRY_DISABLED: '1',
      TRUST_PROXY: 'loopback',
    },
    reuseExistingServer: false,
    // Includes the build when dist/ is stale, which a busy machine can take minutes over.
    timeout: 600_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
