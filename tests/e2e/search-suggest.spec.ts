import { expect, test } from './fixtures';
import { Shell } from './pages/shell';

/** Header search suggestions: an ARIA combobox over the plain GET form (from the first focus or key on). */
test.describe('search suggestions', () => {
  test('typing «سامسونگ» shows a listbox of products and categories', async ({ page }) => {
    await page.goto('/');
    const box = new Shell(page).search;
    await box.click();
    // Under load, typing can outlast the debounce: wait for the answer to the whole word.
    const answered = page.waitForResponse((r) => r.url().includes('/v6/product/search') && new URL(r.url()).searchParams.get('q') === 'سامسونگ');
    await box.pressSequentially('سامسونگ', { delay: 40 });
    await answered;
    const list = page.getByRole('listbox', { name: 'پیشنهادهای جستجو' });
    await expect(list).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(list.getByRole('option').first()).toContainText('سامسونگ');
    await expect(list.getByRole('group', { name: 'دسته‌بندی‌ها' })).toBeVisible();

    // Arrow keys highlight options; Escape closes the list.
    await box.press('ArrowDown');
    const first = list.getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await box.press('Escape');
    await expect(list).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  test('Arabic ي and ك find the same products', async ({ page }) => {
    await page.goto('/');
    const box = new Shell(page).search;
    await box.fill('كيبورد');
    const list = page.getByRole('listbox', { name: 'پیشنهادهای جستجو' });
    await expect(list.getByRole('option').first()).toContainText('کیبورد');
  });

  test('Enter on a highlighted option opens it', async ({ page }) => {
    await page.goto('/');
    const box = new Shell(page).search;
    await box.fill('گوشی');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/product\/[^/?]+/);
  });

  test('Enter without a highlighted option submits the form to /search?q=', async ({ page }) => {
    await page.goto('/');
    const box = new Shell(page).search;
    await box.fill('سامسونگ');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=/);
    expect(new URL(page.url()).searchParams.get('q')).toBe('سامسونگ');
  });
});
