import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { usePageRenderer } from '#tests/page-render.ts';
import { makeShopper } from '#tests/factories/shopper.ts';
import { issueLogin } from '#modules/account/auth/tokens.ts';
import { bulkVariety, makePartner } from '#modules/wholesale/bulk-ordering.fixture.ts';
import { variantConfig } from '#routing/variant.ts';
import { formatToman } from '#lib/money.ts';

/**
 * A partner on the wholesale storefront types how many (the product page's buy box and the
 * cart's lines), and the page, as the server renders it before any script, shows the unit
 * price and line total at the tier the current count reaches and the partner's limit
 * (the variety's 10 raised to its 50-unit tier). A shopper keeps the − + stepper and the
 * variety's own limit.
 */
const t = useTestApi();
const pages = usePageRenderer(t);
const WHOLESALE = { variant: 'wholesale' as const, variantConfig: variantConfig('wholesale') };
const PRODUCT = 'product/[slug]/[...tab].astro';

/** Whether some `<name …>` tag carries every one of these attributes (in any order; names in any case, as HTML reads them). */
const hasTag = (html: string, name: string, ...attrs: string[]) =>
  (html.match(new RegExp(`<${name}[^>]*>`, 'g')) ?? []).some((tag) => attrs.every((a) => tag.toLowerCase().includes(a.toLowerCase())));
/** The buy box alone (cards elsewhere on the page have their own add buttons). */
const buyBox = (html: string) => {
  const start = html.indexOf('data-buy-box');
  return html.slice(start, html.indexOf('</section>', start));
};
const unitAt = (rial: number) => `هر عدد ${formatToman(rial)}`;
const totalOf = (rial: number) => `جمع ${formatToman(rial)}`;

describe('typing a quantity on the wholesale storefront', { timeout: 120_000 }, () => {
  it('the product page gives a partner a quantity field with the tier price beside the button, and their limit', async () => {
    const v = await bulkVariety(t);
    const partner = await makePartner(t);
    const product = (cookie: string, locals: Record<string, unknown> = WHOLESALE) =>
      pages
        .render(PRODUCT, `/product/${v.slug}?variety=${v.id}`, { params: { slug: v.slug }, headers: { Cookie: cookie }, locals })
        .then(async (r) => buyBox(await r.text()));

    const fresh = await product(partner.cookie);
    expect(hasTag(fresh, 'form', 'method="post"', 'action="/cart/add"', `data-bulk-buy="${v.id}"`)).toBe(true);
    expect(hasTag(fresh, 'input', 'name="count"', 'inputmode="numeric"', 'value="۱"', 'data-bulk-count')).toBe(true);
    expect(fresh).toContain(unitAt(v.off));
    expect(fresh).toContain('قیمت تکی');
    expect(fresh).toContain('حداکثر تعداد سفارش: ۵۰');
    expect(fresh).not.toContain('حداکثر تعداد سفارش: ۱۰');
    expect(fresh).not.toContain('data-add-to-cart');

    // With 50 in the cart the form sets the count, priced at the 50-unit tier.
    expect((await t.call('POST', '/v10/cart/add', { id: v.id, count: 50 }, partner.headers)).status).toBe(200);
    const held = await product(partner.cookie);
    expect(hasTag(held, 'form', 'action="/cart/change"', `data-bulk-buy="${v.id}"`, 'data-in-cart="50"')).toBe(true);
    expect(hasTag(held, 'input', 'name="count"', 'value="۵۰"')).toBe(true);
    expect(held).toContain(unitAt(v.tier[50]));
    expect(held).toContain(totalOf(v.tier[50] * 50));
    expect(held).toContain('قیمت عمده از ۵۰ عدد');
    expect(held).toContain('ثبت تعداد در سبد');

    // The same partner on the retail storefront, and a shopper on the wholesale one: the stepper and the limit of 10.
    const retail = await product(partner.cookie, {});
    const shopper = await makeShopper(t.db);
    const { web } = await issueLogin(t.db, shopper.userId, 'wholesale-web');
    const notPartner = await product(`bz_session=${web}`);
    for (const html of [retail, notPartner]) {
      expect(html).not.toContain('data-bulk-buy');
      expect(html).toContain('data-add-to-cart');
      expect(html).toContain('حداکثر تعداد سفارش: ۱۰');
    }
  });

  it('the cart page gives a partner’s line a quantity field priced at its tier', async () => {
    const v = await bulkVariety(t);
    const partner = await makePartner(t);
    expect((await t.call('POST', '/v10/cart/add', { id: v.id, count: 12 }, partner.headers)).status).toBe(200);
    const cart = (locals: Record<string, unknown>) =>
      pages.render('cart/index.astro', '/cart', { headers: { Cookie: partner.cookie }, locals }).then((r) => r.text());

    const html = await cart(WHOLESALE);
    expect(hasTag(html, 'form', 'action="/cart/change"', `data-bulk-line="${v.id}"`)).toBe(true);
    expect(hasTag(html, 'input', 'name="count"', 'inputmode="numeric"', 'value="۱۲"', 'data-bulk-count')).toBe(true);
    expect(html).toContain(unitAt(v.tier[10]));
    expect(html).toContain(totalOf(v.tier[10] * 12));
    expect(html).toContain('تا ۵۰ عدد');

    // On the retail storefront the partner's line has the stepper (and the retail limit).
    const retail = await cart({});
    expect(retail).not.toContain('data-bulk-count');
    expect(retail).toContain('aria-label="افزایش تعداد"');
  });
});
