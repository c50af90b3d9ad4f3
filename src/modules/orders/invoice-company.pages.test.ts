import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { twoDispatchOrder } from '#tests/factories/orders.ts';
import { useTestApi } from '#tests/harness.ts';
import { usePageRenderer } from '#tests/page-render.ts';
import { issueLogin } from '#modules/account/auth/tokens.ts';
import { legalFixture } from '#modules/account/legal/legal.fixture.ts';
import { orders } from './schema.ts';

/**
 * The order invoice page's form «صدور فاکتور به نام شرکت» (/profile/factors/{id}): the shopper's
 * companies offered, the choice posted to the page (303 back), and the sheet then naming the
 * company with its details.
 */
const t = useTestApi();
const pages = usePageRenderer(t);
const { company } = legalFixture(t);
const FILE = 'profile/factors/[id].astro';

describe('/profile/factors/{id}: the invoice issued to a company', { timeout: 90_000 }, () => {
  it('offers the shopper’s companies, saves the choice and shows the company on the invoice', async () => {
    const o = await twoDispatchOrder(t);
    const login = await issueLogin(t.db, o.shopper.userId, 'retail-web');
    const headers = { Cookie: `bz_session=${login.web}` };
    const url = `/profile/factors/${o.orderId}`;
    const render = (init: Record<string, unknown> = {}) => pages.render(FILE, url, { params: { id: String(o.orderId) }, headers, ...init });

    const none = await (await render()).text();
    expect(none).toContain('صدور فاکتور به نام شرکت');
    expect(none).toContain('href="/profile/edit-legal-info"');
    expect(none).not.toContain('name="legal_id"');

    const mine = await company(o.shopper.headers);
    const offered = await (await render()).text();
    expect(offered).toContain('name="legal_id"');
    expect(offered).toContain(`<option value="${mine.id}"`);

    const bad = await render({ method: 'POST', body: 'legal_id=99999999', headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(bad.status).toBe(422);
    expect(await bad.text()).toContain('شرکت انتخاب‌شده در فهرست شرکت‌های شما نیست');

    const chosen = await render({ method: 'POST', body: `legal_id=${mine.id}`, headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get('location')).toBe(`${url}?done=company#invoice-company`);
    expect((await t.db.select({ legalId: orders.legalId }).from(orders).where(eq(orders.id, o.orderId)))[0]!.legalId).toBe(mine.id);

    const sheet = await (await pages.render(FILE, `${url}?done=company`, { params: { id: String(o.orderId) }, headers })).text();
    expect(sheet).toContain('فاکتور این سفارش به نام شرکت انتخاب‌شده صادر شد.');
    expect(sheet).toContain('نام شرکت');
    expect(sheet).toContain('بازرگانی آفتاب');
    expect(sheet).toContain('۱۰۳۸۰۲۸۴۷۹۰');
    expect(sheet).toContain('نشانی شرکت');
    expect(sheet).toMatch(new RegExp(`<option value="${mine.id}" selected`));
  });
});
