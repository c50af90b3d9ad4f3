import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { CLIENT, signed } from '../auth-helpers';
import { codeNumber, newMobile, toFa } from './pages/outbox';

/**
 * The prize wheel on /profile/customer-club (docs/adr/0027), at phone and desktop size: a
 * shopper signs in, finds the wheel with every prize's stated chance, spins with «بچرخان»,
 * hears the prize in the live region and finds the next spin's time; a coins prize is then
 * on their coins page (/profile/scores). The draw is the server's own, with the seeded odds
 * (65% coins, 10% a code, 25% nothing), and each shopper spins once a day, so the journey
 * signs up fresh shoppers until one wins coins: every spin's outcome, whatever it is, is
 * checked against the server's answer, and the coins path is walked all but certainly
 * (ten shoppers all missing it: 0.35¹⁰, about 3 in 100,000). No test-only route or switch.
 */
const FA_GROUPED = new Intl.NumberFormat('fa-IR');
const TRIES = 10;

type Won = { id: number; title: string; kind: 'coins' | 'code'; value: number; code: string | null } | null;

/**
 * A new shopper, registered with an SMS code through the page's own request context (so the
 * browser holds the session). X-Client-Id, as the shop's own scripts send it: after the
 * first shopper the context holds a session, and a cookie-borne POST must show it comes
 * from our pages.
 */
async function signUp(page: Page, context: BrowserContext): Promise<void> {
  const mobile = newMobile();
  const headers = { 'X-Client-Id': CLIENT.client_id };
  expect((await page.request.post('/v8/register/register', { data: signed(mobile), headers })).status()).toBe(200);
  const code = await codeNumber(context, mobile, 1);
  const done = await page.request.post('/v8/register/validate-code-register', { data: { mobile, code, ...CLIENT }, headers });
  expect(done.status(), await done.text()).toBe(200);
}

test('a shopper spins the prize wheel on the club page and finds the coins won on their coins page', async ({ page, context }) => {
  test.slow();
  let won: Won = null;
  const wonCoins = () => won?.kind === 'coins';
  for (let attempt = 1; attempt <= TRIES && !wonCoins(); attempt++) {
    await test.step(`shopper ${attempt} spins`, async () => {
      await signUp(page, context);
      await page.goto('/profile/customer-club');
      const wheel = page.getByRole('region', { name: 'گردونه شانس' });
      const odds = wheel.getByRole('table', { name: 'جایزه‌های گردونه و شانس هر کدام' });
      await expect(odds.getByRole('row', { name: /^پوچ/ })).toContainText('۲۵٪');
      await expect(odds.getByRole('row', { name: /^۱۰ سکه/ })).toContainText('۴۰٪');
      // The button comes alive when the wheel is on screen (a phone scrolls down to it).
      await wheel.scrollIntoViewIfNeeded();
      const spin = wheel.getByRole('button', { name: 'بچرخان' });
      await expect(spin).toBeEnabled();
      const [answer] = await Promise.all([
        page.waitForResponse((r) => new URL(r.url()).pathname === '/v10/wheel-prize/spin' && r.request().method() === 'POST'),
        spin.click(),
      ]);
      expect(answer.status()).toBe(200);
      const prize = ((await answer.json()) as { data: { prize: Won } }).data.prize;
      won = prize;

      const result = wheel.getByRole('status');
      if (prize?.kind === 'coins') await expect(result).toContainText(`${toFa(String(prize.value))} سکه به حساب شما اضافه شد`);
      else if (prize?.kind === 'code') {
        await expect(result).toContainText(`کد تخفیف ${toFa(String(prize.value))}٪ برنده شدید`);
        await expect(result).toContainText(prize.code!);
      } else await expect(result).toContainText('این بار پوچ بود');
      await expect(result).toContainText(/چرخش بعدی: .+ ساعت ۰۰:۰۰/);
      // One spin a day: the button stays off until the next one opens.
      await expect(spin).toBeDisabled();
    });
  }
  const final = won as Won;
  expect(final, `no coins in ${TRIES} spins`).toMatchObject({ kind: 'coins' });
  const coins = final!.value;

  await test.step('the coins are on the coins page, linked from the result', async () => {
    await page.getByRole('region', { name: 'گردونه شانس' }).getByRole('link', { name: 'دیدن سکه‌های من' }).click();
    await expect(page).toHaveURL(/\/profile\/scores#history$/);
    await expect(page.locator('[data-coins]')).toHaveText(`${FA_GROUPED.format(coins)} سکه`);
    const latest = page.getByRole('list', { name: 'تاریخچه سکه‌ها' }).getByRole('listitem').first();
    await expect(latest).toContainText(`جایزهٔ گردونه شانس: ${toFa(String(coins))} سکه`);
    await expect(latest).toContainText(`+${toFa(String(coins))}`);
  });

  await test.step('back on the club page, today’s prize is shown and the wheel waits for tomorrow', async () => {
    await page.goto('/profile/customer-club');
    const wheel = page.getByRole('region', { name: 'گردونه شانس' });
    await expect(wheel.getByRole('status')).toContainText(`جایزهٔ امروز شما: ${toFa(String(coins))} سکه به حساب شما اضافه شد`);
    await wheel.scrollIntoViewIfNeeded();
    await expect(wheel.getByRole('button', { name: 'بچرخان' })).toBeDisabled();
  });
});
