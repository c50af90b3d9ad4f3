import { expect, test } from './fixtures';
import { newMember } from './pages/checkout';
import { RecentSearches } from './pages/search-history';

/**
 * Recent searches without JavaScript (the `phone-nojs` project): the search form is the
 * plain GET form it always was, and the results page still records the shopper's search.
 */
test('without JavaScript a signed-in shopper searches as before and the search is recorded', async ({ page, context }) => {
  await newMember(page, context, 'empty');
  await page.goto('/');
  const recent = new RecentSearches(page);
  await expect(recent.shell.search).toBeVisible();
  await recent.search('هدفون');
  await expect(recent.grid).toHaveCount(0);
  const index = await page.request.get('/v10/search-history/index');
  expect(index.status()).toBe(200);
  const body = (await index.json()) as { data: { items: { query: string }[] } };
  expect(body.data.items.map((i) => i.query)).toEqual(['هدفون']);
});
