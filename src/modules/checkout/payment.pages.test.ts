import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { usePageRenderer } from '#tests/page-render.ts';
import { buyableVarieties, fillCart, makeShopper } from '#tests/factories/shopper.ts';
import { firstSlots, readCheckout } from '#tests/checkout-helpers.ts';
import { issueLogin } from '#modules/account/auth/tokens.ts';
import { orders } from '#modules/orders/schema.ts';

/**
 * /payment's «پرداخت» is a plain form: what a tap sends before the island wakes on a slow
 * network, or without JavaScript. Posted to the page, it places the order once per page
 * view (its Idempotency-Key) and goes to the bank; a refusal comes back beside its part.
 */
const t = useTestApi();
const pages = usePageRenderer(t);
const FILE = 'payment.astro';
const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };

async function readyToPay() {
  const shopper = await makeShopper(t.db);
  const [variety] = await buyableVarieties(t.db, 1, { skip: 41 });
  await fillCart(t.db, shopper.userId, [{ id: variety!.id, count: 1 }]);
  const checkout = await readCheckout(t, shopper);
  const slots = firstSlots(checkout);
  const query = new URLSearchParams({ address_id: String(checkout.address_id) });
  for (const [key, id] of Object.entries(slots)) query.set(`slots[${key}]`, String(id));
  const login = await issueLogin(t.db, shopper.userId, 'retail-web');
  const headers = { Cookie: `bz_session=${login.web}` };
  const render = (init: { method?: string; body?: string } = {}) =>
    pages.render(FILE, `/payment?${query}`, { headers: init.body ? { ...headers, ...FORM } : headers, ...init });
  return { shopper, render };
}

const placedOrders = async (userId: number) => (await t.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId))).length;

describe('/payment without the island', { timeout: 90_000 }, () => {
  it('renders «پرداخت» as a form with the page view’s key and the payment choice', async () => {
    const { render } = await readyToPay();
    const html = await (await render()).text();
    const form = html.match(/<form[^>]*data-payment-form[^>]*>/)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(html).toMatch(/name="idempotency_key" value="[0-9a-f-]{36}"/);
    expect(html).toMatch(/name="paymentBtn"[^>]*value="sandbox"/);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>.*پرداخت/s);
    expect(html).not.toContain('جاوااسکریپت');
  });

  it('places the order once per page view and goes to the bank; a refusal stays on the page beside its part', async () => {
    const { shopper, render } = await readyToPay();
    const key = 'page-view-key-0001';
    const refused = await render({ method: 'POST', body: `paymentBtn=nope!&idempotency_key=${key}` });
    expect(refused.status).toBe(422);
    const again = await refused.text();
    expect(again).toContain('درگاه پرداخت معتبر نیست');
    // The same page view's key stays in the form, so the next tap is still one order.
    expect(again).toContain(`name="idempotency_key" value="${key}"`);
    expect(await placedOrders(shopper.userId)).toBe(0);

    const first = await render({ method: 'POST', body: `paymentBtn=sandbox&idempotency_key=${key}` });
    expect(first.status).toBe(303);
    const bank = first.headers.get('location')!;
    expect(new URL(bank, 'http://localhost:4321').pathname).toMatch(/^\/payment\/go\/\d+$|^\/sandbox-bank\//);
    // A second tap that went out before the first answered: the same order, the same bank.
    const second = await render({ method: 'POST', body: `paymentBtn=sandbox&idempotency_key=${key}` });
    expect(second.status).toBe(303);
    expect(second.headers.get('location')).toBe(bank);
    expect(await placedOrders(shopper.userId)).toBe(1);
  });
});
