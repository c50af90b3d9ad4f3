import { expect, test } from './fixtures';
import { hasUserHint } from './pages/login';
import { Shell } from './pages/shell';
import { expectToastShown } from './pages/toasts';

/**
 * The header's menus: a signed-in shopper's account entry opens a small
 * menu (orders, wallet, wish list, profile, sign out) from the keyboard and by tap; the
 * phone category menu dims the page behind a backdrop that closes it, and its first link
 * under a main category reads naturally («همه کالاهای دیجیتال», not «همه کالاهای کالای …»).
 */
const CLIENT = { client_id: 'retail-web', client_secret: 'retail-web-secret' };
const LINKS: [string, string][] = [
  ['سفارش‌های من', '/profile/orders'],
  ['کیف پول', '/profile/paybuy'],
  ['علاقه‌مندی‌ها', '/profile/wish-list'],
  ['حساب کاربری', '/profile'],
];

test.describe('the account menu', () => {
  test.beforeEach(async ({ page }, info) => {
    // A demo account per project (as alerts.spec.ts): signing out ends only this browser's session.
    const mobile = info.project.name === 'phone' ? '09120000003' : '09120000005';
    const res = await page.request.post('/v6/register/login-by-password', { data: { mobile, password: 'bazaar123', ...CLIENT } });
    expect(res.ok()).toBe(true);
  });

  test('the cached page holds nobody’s name; the signed-in entry is a button that opens the menu from the keyboard', async ({ page }) => {
    // The page as the shared cache holds it: the button is there for everyone, hidden, with no name in it.
    const html = await (await page.request.get('/')).text();
    expect(html).toMatch(/<button[^>]*hidden[^>]*data-account-toggle/);
    expect(html).toMatch(/data-account-name[^>]*>حساب کاربری</);

    await page.goto('/');
    const shell = new Shell(page);
    await expect(shell.loginEntry).toHaveCount(0);
    const button = shell.accountButton;
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(shell.accountMenu).toBeHidden();

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    for (const [name, href] of LINKS) await expect(shell.accountMenu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    await expect(shell.accountMenu.getByRole('button', { name: 'خروج' })).toBeVisible();

    // Into the menu and out again with Escape: closed, focus back on the button.
    await page.keyboard.press('Tab');
    await expect(shell.accountMenu.getByRole('link', { name: 'سفارش‌های من' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(shell.accountMenu).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // Space opens it too; Tab past its last item closes it.
    await page.keyboard.press('Space');
    await expect(shell.accountMenu).toBeVisible();
    for (let i = 0; i < LINKS.length + 2; i++) await page.keyboard.press('Tab');
    await expect(shell.accountMenu).toBeHidden();

    // A link goes where it says.
    await button.click();
    await shell.accountMenu.getByRole('link', { name: 'سفارش‌های من' }).click();
    await expect(page).toHaveURL(/\/profile\/orders$/);
  });

  test('opens by tap, closes on a tap elsewhere, and signs out with a POST', async ({ page, context, isMobile }) => {
    await page.goto('/');
    const shell = new Shell(page);
    const button = shell.accountButton;
    const tap = async (target: typeof button) => (isMobile ? target.tap() : target.click());

    await tap(button);
    await expect(shell.accountMenu).toBeVisible();
    // The menu fits the screen.
    const box = (await shell.accountMenu.boundingBox())!;
    const width = page.viewportSize()!.width;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    // A tap elsewhere (the empty header between the logo and the button) closes it.
    const logo = (await page.getByRole('link', { name: 'صفحه اصلی بازار' }).first().boundingBox())!;
    const entry = (await button.boundingBox())!;
    const [x, y] = [(entry.x + entry.width + logo.x) / 2, entry.y + entry.height / 2];
    await (isMobile ? page.touchscreen.tap(x, y) : page.mouse.click(x, y));
    await expect(shell.accountMenu).toBeHidden();

    await tap(button);
    const logout = page.waitForRequest((r) => r.url().endsWith('/v6/user/logout'));
    await tap(shell.accountMenu.getByRole('button', { name: 'خروج' }));
    expect((await logout).method()).toBe('POST');
    await expectToastShown(page, 'با موفقیت از حساب خود خارج شدید');
    await expect(shell.loginEntry).toBeVisible();
    await expect(button).toBeHidden();
    expect(await hasUserHint(context)).toBe(false);
    // The session really ended: the profile asks to sign in.
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/auth/);
  });
});

test.describe('the phone category menu', () => {
  test.beforeEach(({ isMobile }) => test.skip(!isMobile, 'the phone menu is hidden from lg up'));

  test('a backdrop dims the page and closes the menu when tapped; Escape closes it too', async ({ page }) => {
    await page.goto('/');
    const shell = new Shell(page);
    const menu = shell.phoneMenu;
    const summary = menu.locator('> summary');
    const backdrop = menu.locator('[data-menu-backdrop]');
    await expect(backdrop).toBeHidden();

    await summary.tap();
    await expect(menu).toHaveAttribute('open', '');
    await expect(backdrop).toBeVisible();
    const view = page.viewportSize()!;
    const dim = (await backdrop.boundingBox())!;
    expect(dim.width).toBeGreaterThanOrEqual(view.width - 1);
    expect(dim.height).toBeGreaterThanOrEqual(view.height - 1);
    // The list stays above the backdrop and takes taps.
    await menu.locator('summary').filter({ hasText: 'کالای دیجیتال' }).tap();
    await expect(menu.getByRole('link', { name: 'همه کالاهای دیجیتال' })).toBeVisible();

    // A tap on the dimmed page (below the list, at the far end) closes the menu, and the page did not follow it.
    await page.touchscreen.tap(8, view.height - 8);
    await expect(menu).not.toHaveAttribute('open');
    await expect(backdrop).toBeHidden();
    await expect(page).toHaveURL(/\/$/);

    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('open', '');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(menu).not.toHaveAttribute('open');
    await expect(summary).toBeFocused();
  });

  test('«همه …» reads naturally for every main category', async ({ page }) => {
    await page.goto('/');
    const menu = new Shell(page).phoneMenu;
    await menu.locator('> summary').tap();
    const expected: [string, string, string][] = [
      ['کالای دیجیتال', 'همه کالاهای دیجیتال', '/main/digital-devices'],
      ['آرایشی و بهداشتی', 'همه کالاهای آرایشی و بهداشتی', '/main/beauty-and-health'],
      ['خانه و آشپزخانه', 'همه کالاهای خانه و آشپزخانه', '/main/home-kitchen'],
      ['لوازم جانبی خودرو', 'همه لوازم جانبی خودرو', '/main/car-accessories'],
    ];
    for (const [main, label, href] of expected) {
      const item = menu.locator('li > details').filter({ has: page.locator('summary', { hasText: main }) });
      await item.locator('> summary').tap();
      await expect(item.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
    await expect(menu.getByText(/همه کالاهای کالا/)).toHaveCount(0);
  });
});
