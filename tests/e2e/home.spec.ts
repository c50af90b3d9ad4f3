import { expect, test } from './fixtures';
import { Shell } from './pages/shell';
import type { Page } from '@playwright/test';
import { freezePageClock } from './pages/clock';
import { homePopup, skipHomePopup } from './pages/home-popup';

/** The home page (spec section 7 "/v10/site/index"), found by role and Persian names. */
class Home {
  constructor(readonly page: Page) {}
  get carousel() {
    return this.page.getByRole('region', { name: 'پیشنهادهای ویژه بازار' });
  }
  get categories() {
    return this.page.getByRole('region', { name: 'خرید بر اساس دسته‌بندی' });
  }
  get amazing() {
    return this.page.getByRole('region', { name: 'پیشنهاد شگفت‌انگیز', exact: true });
  }
  get countdown() {
    return this.amazing.getByRole('timer');
  }
  row(title: string) {
    return this.page.getByRole('region', { name: title, exact: true });
  }
  get brands() {
    return this.page.getByRole('region', { name: 'محبوب‌ترین برندها' });
  }
  get magazine() {
    return this.page.getByRole('region', { name: 'خواندنی‌های مجله بازار' });
  }
  get popup() {
    return homePopup(this.page);
  }
}

/** hh:mm:ss in Persian digits (hours may pass 24). */
const COUNTDOWN = /^[۰-۹]{2,}:[۰-۹]{2}:[۰-۹]{2}$/;

/** Most tests do not want the promotion popup over the page: mark it as already shown. */
const skipPopup = skipHomePopup;

async function expectHomeContent(home: Home) {
  await expect(home.page.getByRole('heading', { level: 1 })).toHaveText('فروشگاه اینترنتی بازار');
  await expect(home.carousel).toBeVisible();
  await expect(home.amazing.getByRole('heading', { name: 'پیشنهاد شگفت‌انگیز', exact: true })).toBeVisible();
  await expect(home.countdown).toHaveText(COUNTDOWN);
  await expect(home.amazing.locator('a[href^="/product/"]').first()).toBeVisible();

  const bestSelling = home.row('پرفروش‌ترین کالاها');
  await expect(bestSelling.getByRole('heading', { name: 'پرفروش‌ترین کالاها' })).toBeVisible();
  expect(await bestSelling.locator('a[href^="/product/"]').count()).toBeGreaterThan(0);
  await expect(bestSelling.getByRole('link', { name: /مشاهده همه/ })).toHaveAttribute('href', '/search?sort=best-selling');

  expect(await home.brands.locator('a[href^="/brand/"]').count()).toBeGreaterThan(0);
  await expect(home.brands.getByRole('link').first()).toHaveAttribute('href', /^\/brand\/[a-z0-9-]+$/);
  await expect(home.magazine.getByRole('article').first()).toBeVisible();
}

test.describe('home', () => {
  // This file tests the popup itself: visitors here have not seen it yet.
  test.use({ homePopup: 'show' });
  test('shows the carousel, amazing offers with a running countdown, product rows, brands and news', async ({ page }) => {
    await skipPopup(page);
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    const home = new Home(page);
    await expectHomeContent(home);

    // The first hero picture is the largest paint: eager, high priority, sized.
    const hero = home.carousel.locator('img').first();
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    await expect(hero).toHaveAttribute('width', '1200');
    await expect(hero).toHaveAttribute('height', '600');
    await expect(home.carousel.getByRole('group').first()).toHaveAttribute('aria-roledescription', 'اسلاید');

    // The countdown ticks every second (a busy machine may throttle the timer: wait for the tick, not for a time).
    const first = await home.countdown.textContent();
    await expect(home.countdown).not.toHaveText(first ?? '');
    await expect(home.countdown).toHaveText(COUNTDOWN);
  });

  test('every picture on the page has its size set (no layout shift)', async ({ page }) => {
    await skipPopup(page);
    await page.goto('/');
    const unsized = await page.locator('main img:not([width]), main img:not([height])').count();
    expect(unsized).toBe(0);
  });

  test('clicking a main category tile opens /main/{slug}', async ({ page }) => {
    await skipPopup(page);
    await page.goto('/');
    const tile = new Home(page).categories.getByRole('link', { name: 'کالای دیجیتال', exact: true });
    await expect(tile).toHaveAttribute('href', '/main/digital-devices');
    await tile.click();
    await expect(page).toHaveURL(/\/main\/digital-devices$/);
  });

  test('a banner seen for a second is counted once', async ({ page }) => {
    await skipPopup(page);
    await page.goto('/');
    const banner = page.locator('[data-banner-slot="middle"] [data-banner-id]').first();
    const id = Number(await banner.getAttribute('data-banner-id'));
    const counted = page.waitForRequest((r) => r.url().endsWith('/v6/banner/update-view-counter') && r.method() === 'POST' && r.postDataJSON()?.id === id);
    await banner.scrollIntoViewIfNeeded();
    const request = await counted;
    expect(request.headers()['content-type']).toContain('application/json');
    expect((await request.response())?.status()).toBe(200);
  });

  test('offers the promotion popup once per visitor and campaign, without taking the focus', async ({ page }) => {
    await page.goto('/');
    const home = new Home(page);
    // It opens once the page has been quiet for a few seconds.
    await expect(home.popup).toBeVisible({ timeout: 20_000 });
    await expect(home.popup).toHaveAttribute('data-popup-state', 'open');
    await expect(home.popup.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(home.popup.getByRole('link', { name: 'مشاهده همه پیشنهادها' })).toHaveAttribute('href', '/promotion');
    // Non-modal, and the focus stays where it was.
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const close = home.popup.getByRole('button', { name: 'بستن' });
    await close.focus();
    await page.keyboard.press('Enter');
    await expect(home.popup).toBeHidden();
    await expect(home.popup).toHaveAttribute('data-popup-state', 'closed');

    // Never again for this campaign, in this tab or a new one.
    await page.reload();
    await expect(home.popup).toHaveAttribute('data-popup-state', 'seen');
    await expect(home.popup).toBeHidden();
    const other = await page.context().newPage();
    await other.goto('/');
    await expect(homePopup(other)).toHaveAttribute('data-popup-state', 'seen');
    await expect(homePopup(other)).toBeHidden();
  });

  test('a shopper typing a search when the popup is due keeps the focus, and Enter submits the search', async ({ page }) => {
    // The page's clock stands still until the test moves it: on a busy machine the popup
    // must not come due before the shopper has even reached the field.
    await freezePageClock(page);
    await page.goto('/');
    const home = new Home(page);
    await expect(home.popup).toHaveAttribute('data-popup-state', 'waiting');
    const box = new Shell(page).search;
    await box.click();
    await box.pressSequentially('هدفون');
    // The popup comes due while the shopper is in the field, and holds back.
    await page.clock.runFor(10_000);
    await expect(home.popup).toHaveAttribute('data-popup-state', 'held');
    await expect(home.popup).toBeHidden();
    await expect(box).toBeFocused();
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=/);
    expect(new URL(page.url()).searchParams.get('q')).toBe('هدفون');
  });

  test('the popup closes with Escape from inside it', async ({ page }) => {
    await page.goto('/');
    const home = new Home(page);
    await expect(home.popup).toBeVisible({ timeout: 20_000 });
    await home.popup.getByRole('link', { name: 'مشاهده همه پیشنهادها' }).focus();
    await page.keyboard.press('Escape');
    await expect(home.popup).toBeHidden();
  });

  test('the back button closes the popup and stays on the page (spec section 2)', async ({ page }) => {
    await page.goto('/');
    const home = new Home(page);
    await expect(home.popup).toBeVisible({ timeout: 20_000 });
    await page.goBack();
    await expect(home.popup).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('فروشگاه اینترنتی بازار');
  });

  test('describes the shop and its search to search engines', async ({ page }) => {
    await skipPopup(page);
    await page.goto('/');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
    const json = await page.locator('head script[type="application/ld+json"]').first().textContent();
    const data = JSON.parse(json ?? '{}');
    const types = (data['@graph'] as { '@type': string }[]).map((n) => n['@type']);
    expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
    const site = data['@graph'].find((n: { '@type': string }) => n['@type'] === 'WebSite');
    expect(site.potentialAction.target.urlTemplate).toMatch(/^https:\/\/[^/]+\/search\?q=\{search_term_string\}$/);
  });
});

test.describe('home without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('has the same content, server-rendered, and no popup in the way', async ({ page }) => {
    await page.goto('/');
    const home = new Home(page);
    await expectHomeContent(home);
    await expect(home.popup).toBeHidden();
    // The carousel scrolls natively; its previous/next buttons are a JavaScript extra.
    await expect(home.carousel.getByRole('button')).toHaveCount(0);
  });
});
