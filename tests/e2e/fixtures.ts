import { test as base } from '@playwright/test';
import { quietHomePopup } from './pages/home-popup';
import { recordToasts } from './pages/toasts';

export { expect } from '@playwright/test';

/**
 * The test every journey uses. The home promotion popup opens once the page has been
 * quiet for a few seconds; on a busy machine that happens in the middle of journeys that
 * are not about it (on a phone the card covers the bottom of the screen). So every
 * browser context starts as a visitor who has already seen it; home.spec.ts tests the
 * popup itself with `test.use({ homePopup: 'show' })`. Every page records the toasts it
 * shows (pages/toasts.ts), so a test can check one was shown however busy the machine is.
 */
const hash = (text: string) => [...text].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 7);

/** A slow mobile network for every page of a test (the `phone-slow` project). */
export interface SlowNetwork {
  /** Added to every request's round trip, ms. */
  latencyMs: number;
  /** Bytes per second each way. */
  throughput: number;
}

export interface ShopOptions {
  homePopup: 'show' | 'seen';
  slowNetwork: SlowNetwork | null;
}

export const test = base.extend<ShopOptions>({
  homePopup: ['seen', { option: true }],
  slowNetwork: [null, { option: true }],
  // Chromium's own throttling (CDP), so the page's requests really wait; `request` (the
  // tests' set-up calls) is not slowed.
  page: async ({ page, slowNetwork }, use) => {
    if (slowNetwork) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: slowNetwork.latencyMs,
        downloadThroughput: slowNetwork.throughput,
        uploadThroughput: slowNetwork.throughput,
      });
    }
    await use(page);
  },
  // Each test is a shopper of their own address (the server trusts loopback as its proxy,
  // playwright.config.ts): per-address limits such as 20 SMS an hour then count one
  // journey's sends, not the whole suite's.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, info) => {
    const n = (info.workerIndex * 4099 + info.repeatEachIndex * 131 + hash(info.testId)) % 16_000_000;
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` });
  },
  context: async ({ context, homePopup }, use) => {
    if (homePopup === 'seen') await quietHomePopup(context);
    await recordToasts(context);
    await use(context);
  },
});
