import { expect, test } from './fixtures';

/**
 * A catalogue a shopper can trust, as they see it on a phone: a product shows several pictures of
 * itself (not one placeholder), its key features agree with its spec table, and a product
 * without videos has no «ویدیوها» tab or broken player.
 */
test.describe('a catalogue that agrees with itself', () => {
  test('the product page shows several pictures, matching features and no video section', async ({ page, request }) => {
    const list = await (await request.get('/v10/product/index?per-page=1')).json();
    const slug = list.data.items[0].slug as string;
    await page.goto(`/product/${slug}`);

    const gallery = page.getByRole('region', { name: 'تصاویر کالا' });
    const pictures = gallery.getByRole('listitem').getByRole('img');
    expect(await pictures.count()).toBeGreaterThanOrEqual(3);
    const sources = await pictures.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).getAttribute('src')));
    expect(new Set(sources).size).toBe(sources.length);
    for (const picture of await pictures.all()) {
      await picture.scrollIntoViewIfNeeded();
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    }

    const tabs = page.getByRole('navigation', { name: 'بخش‌های صفحه کالا' });
    await expect(tabs.getByRole('link', { name: 'مشخصات', exact: true })).toBeVisible();
    await expect(tabs.getByRole('link', { name: 'ویدیوها' })).toHaveCount(0);
    await expect(page.locator('video')).toHaveCount(0);
    // /videos of a product without videos is the product page, not an empty player.
    const videos = await page.goto(`/product/${slug}/videos`);
    expect(videos?.status()).toBe(200);
    await expect(page.locator('video')).toHaveCount(0);

    // Each key feature is a row of the spec table with the same value.
    const res = await request.get(`/v6/product/view?slug=${slug}`);
    expect(res.ok()).toBe(true);
    const { data } = await res.json();
    const rows = new Map<string, string>(
      data.specifications.flatMap((g: { items: { title: string; value: string }[] }) => g.items.map((r) => [r.title, r.value] as const)),
    );
    expect(data.briefFeatures.length).toBeGreaterThan(0);
    for (const f of data.briefFeatures as { title: string; value: string }[]) expect(rows.get(f.title), f.title).toBe(f.value);
  });
});
