import { expect, type BrowserContext, type Page } from '@playwright/test';

/**
 * Toasts close by themselves after three seconds; a machine stalled for longer than that
 * (two suites at once on two cores) could miss one that was shown. Every document of a test
 * context records the toasts it shows (tests/e2e/fixtures.ts installs this), so a test
 * waits for the state "this toast was shown on this page" rather than racing the timer.
 */
export async function recordToasts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const shown: string[] = [];
    (window as unknown as { __toastsShown: string[] }).__toastsShown = shown;
    new MutationObserver((changes) => {
      for (const change of changes) {
        for (const node of change.addedNodes) {
          if (node instanceof HTMLElement && node.dataset.toastId) shown.push(node.textContent ?? '');
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The current page showed a toast with this text (it may have closed since). */
export async function expectToastShown(page: Page, text: string): Promise<void> {
  await expect
    .poll(
      async () => {
        try {
          return await page.evaluate(() => (window as unknown as { __toastsShown?: string[] }).__toastsShown ?? []);
        } catch {
          // The page is between documents: ask again.
          return [];
        }
      },
      { message: `a toast «${text}» on ${page.url()}`, timeout: 15_000 },
    )
    .toContainEqual(expect.stringContaining(text));
}
