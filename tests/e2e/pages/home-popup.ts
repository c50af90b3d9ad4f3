import type { BrowserContext, Page } from '@playwright/test';

/** localStorage key and format of src/modules/content/components/home-popup.ts. */
const SEEN_KEY = 'bazaar:home-popup-seen';

/** The home promotion popup: a non-modal card; data-popup-state says what its script is doing. */
export const homePopup = (page: Page) => page.locator('aside[data-home-popup]');

/**
 * For journeys that are not about the popup: mark the running campaign as already shown
 * to this visitor, as a shopper who closed it before would have it.
 */
export async function skipHomePopup(page: Page): Promise<void> {
  await quietHomePopup(page.context());
}

/** The same for every page of a browser context (tests/e2e/fixtures.ts does it for every test). */
export async function quietHomePopup(context: BrowserContext): Promise<void> {
  const answer = await context.request.get('/v8/promotion/active-popup?type=1');
  const id = (await answer.json()).data?.id;
  if (id === undefined || id === null) return;
  await context.addInitScript(([key, seen]) => localStorage.setItem(key, JSON.stringify([seen])), [SEEN_KEY, String(id)] as const);
}
