import { expect, test } from './fixtures';
import { newMember } from './pages/checkout';
import { RecentSearches } from './pages/search-history';

/**
 * Recent searches: a signed-in shopper's searches are recorded when the
 * results page renders and offered under the search box when they focus it empty; one can
 * be removed, or all cleared. Guests see nothing new and load nothing for it.
 */
test('a signed-in shopper sees their recent searches under the empty box, removes one and clears them', async ({ page, context }) => {
  test.slow(); // registration, several pages
  await newMember(page, context, 'empty');
  const recent = new RecentSearches(page);

  await test.step('two searches through the header form', async () => {
    await page.goto('/');
    await recent.search('هدفون');
    await recent.search('کیبورد');
    await recent.search('ماوس');
  });

  await test.step('emptying the box on the results page offers them, newest first', async () => {
    await recent.box.fill('');
    await expect(recent.grid).toBeVisible();
    await expect(recent.box).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => recent.queries()).toEqual(['ماوس', 'کیبورد', 'هدفون']);
    await expect(recent.link('هدفون')).toHaveAttribute('href', `/search?q=${encodeURIComponent('هدفون')}`);
    // Typing hides them (the suggestions take over); emptying again brings them back.
    await recent.box.fill('ک');
    await expect(recent.grid).toBeHidden();
    await recent.box.fill('');
    await expect(recent.grid).toBeVisible();
  });

  await test.step('focusing the empty box on another page shows them; keys move through them and remove one', async () => {
    await page.goto('/');
    await recent.box.click();
    await expect(recent.grid).toBeVisible();
    await expect.poll(() => recent.queries()).toEqual(['ماوس', 'کیبورد', 'هدفون']);
    await recent.box.press('ArrowDown');
    const first = recent.grid.getByRole('gridcell').filter({ has: page.getByRole('link', { name: 'ماوس', exact: true }) });
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(recent.box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    // Right to left: ArrowLeft goes on to the row's remove button; Enter presses it.
    await recent.box.press('ArrowLeft');
    const removeCell = recent.grid.getByRole('gridcell').filter({ has: page.getByRole('button', { name: 'حذف جستجوی ماوس' }) });
    await expect(removeCell).toHaveAttribute('aria-selected', 'true');
    await recent.box.press('Enter');
    await expect.poll(() => recent.queries()).toEqual(['کیبورد', 'هدفون']);
    await expect(page).toHaveURL(/\/$/);
    await recent.box.press('Escape');
    await expect(recent.grid).toBeHidden();
  });

  await test.step('tapping a remove button keeps the box focused and the rest shown', async () => {
    await recent.box.press('ArrowDown');
    await expect(recent.grid).toBeVisible();
    await recent.remove('هدفون').click();
    await expect(recent.link('هدفون')).toHaveCount(0);
    await expect.poll(() => recent.queries()).toEqual(['کیبورد']);
    await expect(recent.box).toBeFocused();
    await page.reload();
    await recent.box.click();
    await expect.poll(() => recent.queries()).toEqual(['کیبورد']);
  });

  await test.step('clearing all closes the list and nothing is offered again', async () => {
    await recent.clearAll.click();
    await expect(recent.grid).toBeHidden();
    await expect(recent.box).toHaveAttribute('aria-expanded', 'false');
    await page.reload();
    const answered = page.waitForResponse((r) => r.url().includes('/v10/search-history/index'));
    await recent.box.click();
    expect(((await (await answered).json()) as { data: { items: unknown[] } }).data.items).toEqual([]);
    await expect(recent.grid).toBeHidden();
  });
});

test('a guest focusing the empty box gets nothing new and loads nothing for it', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/v10/search-history/')) calls.push(r.url());
  });
  await page.goto(`/search?q=${encodeURIComponent('هدفون')}`);
  const recent = new RecentSearches(page);
  await recent.box.fill('');
  await recent.box.click();
  await expect(recent.box).toHaveAttribute('aria-expanded', 'false');
  await expect(recent.grid).toHaveCount(0);
  expect(calls).toEqual([]);
});
