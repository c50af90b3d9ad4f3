import { expect, test } from './fixtures';
import { freezePageClock } from './pages/clock';
import { Shell } from './pages/shell';

test.describe('storefront shell', () => {
  test('the home page is Persian, right to left, in Vazirmatn, with header and footer', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fa');

    await page.evaluate(() => document.fonts.ready);
    const font = await page.evaluate(() => ({
      family: getComputedStyle(document.body).fontFamily,
      direction: getComputedStyle(document.body).direction,
      loaded: document.fonts.check('16px Vazirmatn'),
    }));
    expect(font.family).toMatch(/^"?Vazirmatn/);
    expect(font.direction).toBe('rtl');
    expect(font.loaded).toBe(true);

    const shell = new Shell(page);
    await expect(shell.search).toBeVisible();
    await expect(shell.loginEntry).toBeVisible();
    await expect(shell.cartLink).toBeVisible();
    await expect(shell.categoryMenu).toBeAttached();
    await expect(page.getByRole('contentinfo')).toContainText('تماس با ما');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('فروشگاه اینترنتی بازار');
  });

  test('one web font: the preloaded Vazirmatn subset draws every weight', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => document.fonts.ready);
    const fonts = await page.evaluate(() => ({
      preloaded: [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')].map((l) => l.href),
      fetched: performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((url) => /\.woff2$/.test(url)),
      // Persian and Latin text (model names, e-mail) in Regular, Medium and Bold never falls
      // back: measured with two different fallbacks behind Vazirmatn, it is as wide in both.
      fallsBack: ['400', '500', '700'].filter((w) => {
        const ctx = document.createElement('canvas').getContext('2d')!;
        const text = 'فلش مموری ۶۴ گیگابایت، «اچ‌پی» V250W USB 3.0 support@bazaar.example';
        const width = (fallback: string) => ((ctx.font = `${w} 16px Vazirmatn, ${fallback}`), ctx.measureText(text).width);
        return width('serif') !== width('monospace');
      }),
      faces: [...document.fonts].filter((f) => f.family.replace(/"/g, '') === 'Vazirmatn').map((f) => `${f.weight} ${f.status}`),
    }));
    expect(fonts.preloaded).toHaveLength(1);
    expect(fonts.fetched).toEqual(fonts.preloaded);
    expect(fonts.faces).toEqual(['400 700 loaded']);
    expect(fonts.fallsBack).toEqual([]);
  });

  test('the header lays out from the right: logo at the start edge', async ({ page }) => {
    await page.goto('/');
    const logo = await page.getByRole('link', { name: 'صفحه اصلی بازار' }).first().boundingBox();
    const cart = await new Shell(page).cartLink.boundingBox();
    expect(logo && cart).toBeTruthy();
    // In RTL the start edge is on the right: the logo sits right of the cart.
    expect(logo!.x).toBeGreaterThan(cart!.x);
  });

  test('the category menu shows the seeded tree without JavaScript help', async ({ page, isMobile }) => {
    await page.goto('/');
    const menu = new Shell(page).categoryMenu;
    if (isMobile) {
      await menu.getByText('دسته‌بندی کالاها').click();
      await menu.locator('summary').filter({ hasText: 'کالای دیجیتال' }).click();
      await expect(menu.getByRole('link', { name: 'همه کالاهای دیجیتال' })).toHaveAttribute('href', '/main/digital-devices');
      await expect(menu.getByRole('link', { name: 'موبایل', exact: true })).toHaveAttribute('href', '/search/category-mobile');
    } else {
      await menu.getByRole('link', { name: 'کالای دیجیتال' }).hover();
      const leaf = menu.getByRole('link', { name: 'گوشی هوشمند' });
      await expect(leaf).toBeVisible();
      await expect(leaf).toHaveAttribute('href', '/search/category-smartphone');
    }
  });

  test('the search box submits to /search as a plain form', async ({ page }) => {
    await page.goto('/');
    const shell = new Shell(page);
    await shell.search.fill('گوشی سامسونگ');
    await shell.search.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=/);
    expect(new URL(page.url()).searchParams.get('q')).toBe('گوشی سامسونگ');
  });

  test('an unknown path answers 404 with the Persian error page', async ({ page }) => {
    const response = await page.goto('/no/such/page-' + Date.now());
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('۴۰۴');
    await expect(page.getByText('صفحه مورد نظر یافت نشد')).toBeVisible();
    await page.getByRole('link', { name: 'بازگشت به صفحه اصلی' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a toast appears and closes by itself after about three seconds', async ({ page }) => {
    // A toast closes after three seconds: not before a busy machine has clicked it.
    await freezePageClock(page);
    await page.goto('/');
    const shell = new Shell(page);
    await shell.newsletterEmail.fill('not-an-email');
    await shell.newsletterSubmit.click();
    const toast = shell.toast('ایمیل وارد شده معتبر نیست');
    await expect(toast).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'ایمیل وارد شده معتبر نیست' })).toBeVisible();
    await page.clock.runFor(2_500);
    await expect(toast).toBeVisible();
    await page.clock.runFor(1_000);
    await expect(toast).toBeHidden();
  });

  test('a toast can be closed by hand', async ({ page }) => {
    // A toast closes after three seconds: not before a busy machine has clicked it.
    await freezePageClock(page);
    await page.goto('/');
    const shell = new Shell(page);
    await shell.newsletterSubmit.click();
    await expect(shell.toast('این فیلد الزامی است')).toBeVisible();
    await page.locator('#toaster').getByRole('button', { name: 'بستن' }).click();
    await expect(shell.toast('این فیلد الزامی است')).toBeHidden();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page and the 404 page are complete HTML', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('فروشگاه اینترنتی بازار');
    await expect(page.getByRole('searchbox', { name: 'جستجو در بازار' })).toBeVisible();
    const response = await page.goto('/missing-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('صفحه مورد نظر یافت نشد')).toBeVisible();
  });
});
