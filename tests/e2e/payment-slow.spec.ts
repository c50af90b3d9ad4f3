import { expect, test } from './fixtures';
import { addAddress, fillCart, newMember } from './pages/checkout';

/**
 * /payment on a slow network (the `phone-slow` project: 1.5 s added to every round trip).
 * «پرداخت» is a plain form first: the first tap, made as soon as the button shows and long
 * before the page's island has woken, shows busy at once and reaches the bank.
 */
test('the first tap on «پرداخت» right after the first paint shows busy and reaches the bank', async ({ page, context }) => {
  test.slow();
  await newMember(page, context);
  const addressId = await addAddress(page);
  await fillCart(page);
  const checkout = (
    (await (await page.request.get(`/v10/cart/checkout?address_id=${addressId}`, { headers: { 'X-Client-Id': 'retail-web' } })).json()) as {
      data: { dispatches: { key: string; slots: { id: number; full: boolean }[] }[] };
    }
  ).data;
  const query = new URLSearchParams({ address_id: String(addressId) });
  for (const d of checkout.dispatches) query.set(`slots[${d.key}]`, String(d.slots.find((s) => !s.full)!.id));

  // Scripts held back on top of the slow network: the page is only HTML and CSS when the finger lands.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/*.js', async (route) => (await held, route.continue()));
  await page.goto(`/payment?${query}`, { waitUntil: 'commit' });
  const pay = page.getByRole('button', { name: /^پرداخت/ });
  await expect(pay).toBeVisible();
  expect(await page.locator('astro-island[ssr]').filter({ has: pay }).count()).toBe(1);
  // What the button showed at the tap, kept across the form's page change.
  await page.evaluate(() => {
    document.addEventListener('submit', () =>
      setTimeout(() => {
        const b = document.querySelector('[data-payment-form] button[type=submit]')!;
        sessionStorage.setItem(
          'seen-at-tap',
          JSON.stringify({ busy: b.getAttribute('aria-busy'), label: b.querySelector('[data-continue-label]')?.textContent }),
        );
      }),
    );
  });
  const box = (await pay.boundingBox())!;
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page.getByRole('heading', { name: 'درگاه پرداخت آزمایشی' })).toBeVisible({ timeout: 45_000 });
  release();
  // The sandbox bank is on our origin: the tab's storage still holds what the button showed at the tap.
  expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('seen-at-tap'))) ?? 'null')).toEqual({ busy: 'true', label: 'در حال ثبت سفارش' });
});
