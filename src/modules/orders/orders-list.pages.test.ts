import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { usePageRenderer } from '#tests/page-render.ts';
import { twoDispatchOrder } from '#tests/factories/orders.ts';
import { issueLogin } from '#modules/account/auth/tokens.ts';

/**
 * The shopper's orders, rendered in-process: each status pill says in visible words what
 * it is the status of. Named `.pages.test`: the PostgreSQL run skips these and their Vite start.
 */
const t = useTestApi();
const pages = usePageRenderer(t);
const cookieOf = async (userId: number) => ({ Cookie: `bz_session=${(await issueLogin(t.db, userId, 'retail-web')).web}` });
/** The text a sighted shopper reads in each status pill (screen-reader-only text left out). */
const pillsOf = (html: string) =>
  [...html.matchAll(/<span[^>]*data-status="[^"]*"[^>]*>([\s\S]*?)<\/span>\s*<\/span>/g)].map((m) =>
    m[1]!
      .replace(/<span class="sr-only">[\s\S]*?<\/span>/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );

describe('status pills', () => {
  it('on /profile/orders and the order page carry a visible label beside the status', async () => {
    const order = await twoDispatchOrder(t);
    const headers = await cookieOf(order.shopper.userId);
    const list = await (await pages.render('profile/orders/index.astro', '/profile/orders', { headers })).text();
    expect(pillsOf(list)).toContain('وضعیت سفارش: در حال پردازش');
    // The tab row bleeds to the screen's edge by exactly the page's side padding (shop-container's
    // 0.75rem), never past it: a wider bleed made the whole page pan sideways on a phone.
    expect(list).toMatch(/<nav aria-label="[^"]*" class="-mx-3 overflow-x-auto px-3 /);
    const id = String(order.orderId);
    const detail = await (await pages.render('profile/orders/[id]/index.astro', `/profile/orders/${id}`, { params: { id }, headers })).text();
    const pills = pillsOf(detail);
    expect(pills.some((p) => p.startsWith('وضعیت پرداخت: '))).toBe(true);
    expect(pills.some((p) => p.startsWith('وضعیت ارسال: '))).toBe(true);
  });
});
