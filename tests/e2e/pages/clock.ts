import type { Page } from '@playwright/test';

/**
 * The page's timers and clocks (setTimeout, Date, performance.now) stand still from the
 * first script on, until the test moves them with `page.clock.runFor()`. For behaviour
 * that depends on elapsed time (a toast that closes after three seconds, a popup that
 * waits for a quiet moment): a busy machine must not let the time pass before the test
 * has acted. Call before the first navigation; the pause is replayed into every document.
 */
export async function freezePageClock(page: Page): Promise<void> {
  const now = Date.now();
  await page.clock.install({ time: now });
  await page.clock.pauseAt(now + 1_000);
}
