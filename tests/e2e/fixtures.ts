import { test as base } from '@playwright/test';
import { quietHomePopup } from './pages/home-popup';

export { expect } from '@playwright/test';

/**
 * The test every journey uses. The home promotion popup opens once the page has been
 * quiet for a few seconds; on a busy machine that happens in the middle of journeys that
 * are not about it (on a phone the card covers the bottom of the screen). So every
 * browser context starts as a visitor who has already seen it; home.spec.ts tests the
 * popup itself with `test.use({ homePopup: 'show' })`.
 */
export const test = base.extend<{ homePopup: 'show' | 'seen' }>({
  homePopup: ['seen', { option: true }],
  context: async ({ context, homePopup }, use) => {
    if (homePopup === 'seen') await quietHomePopup(context);
    await use(context);
  },
});
