import { beforeEach, describe, expect, it } from 'vitest';
import { freshLimitStore, useTestApi } from '#tests/harness.ts';
import { usePageRenderer } from '#tests/page-render.ts';
import { twoDispatchOrder } from '#tests/factories/orders.ts';
import { issueLogin } from '#modules/account/auth/tokens.ts';
import { setLimitStore } from '#server/auth/rate-limit.ts';
import { toFaDigits } from '#lib/digits.ts';

/**
 * /chatbot rendered in-process: the conversation, its labelled box and live log, and without
 * JavaScript a question posted to the page answered under it (a signed-in shopper's orders
 * included). Never cached. Named `.pages.test`: the PostgreSQL run skips these.
 */
const t = useTestApi();
const pages = usePageRenderer(t);
beforeEach(async () => setLimitStore(await freshLimitStore()));

const askPage = (message: string, headers: Record<string, string> = {}) =>
  pages.render('chatbot.astro', '/chatbot', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ message }).toString(),
  });

describe('/chatbot', () => {
  it('shows the greeting, a labelled question box posting to the page and a live log, never cached', async () => {
    const res = await pages.render('chatbot.astro', '/chatbot');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('دستیار بازار');
    expect(html).toMatch(/<html[^>]*dir="rtl"/);
    expect(html).toMatch(/aria-live="polite"/);
    expect(html).toContain('<label for="chat-message"');
    expect(html).toMatch(/<form method="post" action="\/chatbot"/);
    expect(html).toContain('maxlength="300"');
    expect(html).toContain('هزینه ارسال چگونه محاسبه می‌شود؟');
  });

  it('answers a posted question from the FAQ without JavaScript', async () => {
    const res = await askPage('هزینه ارسال چگونه محاسبه می‌شود؟');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('بر اساس وزن و ابعاد مرسوله');
    expect(html).toMatch(/href="\/faq\/items\/\d+"/);
  });

  it('answers a signed-in shopper about their own order, and hands the unknown to people', async () => {
    const order = await twoDispatchOrder(t);
    const { web } = await issueLogin(t.db, order.shopper.userId, 'retail-web');
    const html = await (await askPage('سفارشم کجاست', { Cookie: `bz_session=${web}` })).text();
    expect(html).toContain(`سفارش ${toFaDigits(order.orderId)}`);
    expect(html).toContain(`href="/profile/orders"`);
    const unknown = await (await askPage('قیمت طلا امروز')).text();
    expect(unknown).toContain('href="/contact-us"');
    expect(unknown).toContain('data-handoff');
  });

  it('shows a refused question again with its Persian message (422)', async () => {
    const res = await askPage('س'.repeat(301));
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain('پرسش حداکثر ۳۰۰ نویسه است');
    expect(html).toContain('aria-invalid="true"');
  });
});
