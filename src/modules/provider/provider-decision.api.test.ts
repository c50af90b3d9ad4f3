import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { newMember } from '#tests/factories/members.ts';
import { readyStaff } from '#tests/factories/staff.ts';
import { products, sellers } from '#modules/catalog/schema.ts';
import { fields, LEGAL, pdfBlob, providerFixture, REAL, SHOP, smallPng } from './provider.fixture.ts';

/**
 * A seller's application in the decisions inbox: submitted only with the
 * contract accepted and the documents, locked while it waits, sent back, refused and
 * approved with an SMS each way; approval makes a seller whose offers staff add.
 */
const t = useTestApi();
const { smsTo, upload, throughStep3 } = providerFixture(t);

describe('seller registration: submission and the decision', () => {
  it('submits only with the contract accepted and the required documents, then waits locked', async () => {
    const shopper = await newMember(t.db);
    await throughStep3(shopper.auth);
    expect(fields((await t.call('POST', '/v6/provider/register/preconfirm', {}, shopper.auth)).body)).toEqual({
      accept: 'برای ارسال درخواست، پذیرفتن مفاد قرارداد لازم است',
    });
    await upload(shopper.auth, 'national_card', await smallPng());
    const missing = await t.call('POST', '/v6/provider/register/preconfirm', { accept: 1 }, shopper.auth);
    expect(missing.status).toBe(409);
    expect(missing.body.message).toContain('روزنامهٔ رسمی');
    await upload(shopper.auth, 'gazette', pdfBlob());
    const sent = await t.call('POST', '/v6/provider/register/preconfirm', { accept: 1 }, shopper.auth);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data).toMatchObject({ status: { code: 'waiting', title: 'در انتظار بررسی' }, next_path: '/provider/complete' });
    expect((await t.call('POST', '/v6/provider/register/step1', LEGAL, shopper.auth)).status).toBe(409);
    expect((await upload(shopper.auth, 'license', pdfBlob())).status).toBe(409);
    expect((await t.call('POST', '/v6/provider/register/preconfirm', { accept: 1 }, shopper.auth)).status).toBe(409);
  });

  it('staff send it back, the seller corrects it, staff approve: a seller linked to the account, told by SMS', async () => {
    const shopper = await newMember(t.db);
    const owner = await readyStaff(t, 'owner');
    await throughStep3(shopper.auth, LEGAL, { ...SHOP, shop_name: 'فروشگاه مهتاب' });
    await upload(shopper.auth, 'national_card', await smallPng());
    await upload(shopper.auth, 'gazette', pdfBlob());
    await t.call('POST', '/v6/provider/register/preconfirm', { accept: 1 }, shopper.auth);

    const inbox = async () =>
      (
        (await t.call('GET', '/v10/admin/decisions?per-page=50', undefined, owner.auth)).body.data.items as {
          id: number;
          kind: string;
          title: string;
          lines: string[];
          links: { href: string }[];
        }[]
      ).filter((c) => c.kind === 'provider' && c.title === 'فروشگاه مهتاب (حقوقی)');
    const [first] = await inbox();
    expect(first!.lines[0]).toContain('شناسهٔ ملی ۱۰۳۸۰۲۸۴۷۹۰');
    expect(first!.links.map((l) => l.href)).toContainEqual(expect.stringMatching(/^\/v10\/admin\/provider\/contract\?id=\d+$/));
    expect(
      (await t.call('POST', '/v10/admin/decisions/decide', { id: first!.id, verdict: 'return', reason: 'تصویر کارت ملی خوانا نیست' }, owner.auth)).status,
    ).toBe(200);
    expect((await smsTo(shopper.mobile))[0]!.body).toContain('نیاز به اصلاح دارد: تصویر کارت ملی خوانا نیست');
    const view = await t.call('GET', '/v6/provider/register/view', undefined, shopper.auth);
    expect(view.body.data).toMatchObject({ status: { code: 'needsChanges' }, staff_note: 'تصویر کارت ملی خوانا نیست', next_step: 'preconfirm' });

    await upload(shopper.auth, 'national_card', await smallPng());
    expect((await t.call('POST', '/v6/provider/register/preconfirm', { accept: 1 }, shopper.auth)).status).toBe(200);
    const [second] = await inbox();
    expect(second!.id).toBe(first!.id);
    expect((await t.call('POST', '/v10/admin/decisions/decide', { id: second!.id, verdict: 'approve' }, owner.auth)).status).toBe(200);
    expect((await smsTo(shopper.mobile))[0]!.body).toContain('درخواست فروشندگی «فروشگاه مهتاب» تأیید شد');
    const [seller] = await t.db.select().from(sellers).where(eq(sellers.userId, shopper.id));
    expect(seller).toMatchObject({ name: 'فروشگاه مهتاب', isActive: true });
    expect((await t.call('GET', '/v6/profile/identity', undefined, shopper.auth)).body.data.companies).toEqual([
      { id: seller!.id, slug: seller!.slug, company_name: 'فروشگاه مهتاب' },
    ]);
    const done = await t.call('GET', '/v6/provider/register/view', undefined, shopper.auth);
    expect(done.body.data).toMatchObject({ status: { code: 'approved' }, seller_id: seller!.id, next_step: 'complete' });
    expect((await t.call('POST', '/v6/provider/register/step1', LEGAL, shopper.auth)).status).toBe(409);

    // A catalogue editor adds the new seller's first offer; the product page sells it.
    const editor = await readyStaff(t, 'catalog-editor');
    const choices = (await t.call('GET', '/v10/admin/variety/choices', undefined, editor.auth)).body.data;
    expect(choices.sellers[0]).toMatchObject({ id: seller!.id, name: 'فروشگاه مهتاب', registered: true });
    const [product] = await t.db
      .select({ id: products.id, slug: products.slug })
      .from(products)
      .where(eq(products.status, 1))
      .orderBy(desc(products.id))
      .limit(1);
    const offer = {
      product_id: product!.id,
      seller_id: seller!.id,
      guarantee_id: choices.guarantees[0].id,
      price_main: 12_000_000,
      price: 11_500_000,
      stock: 7,
    };
    const made = await t.call('POST', '/v10/admin/variety/create', offer, editor.auth);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.data).toMatchObject({ seller_id: seller!.id, price: 11_500_000, stock: 7, max_order_count: 5 });
    expect((await t.call('POST', '/v10/admin/variety/create', offer, editor.auth)).status).toBe(409);
    const page = (await t.call('GET', `/v6/product/view?slug=${product!.slug}`)).body.data as { varieties: { id: number; seller: { company_name: string } }[] };
    expect(page.varieties.find((v) => v.id === made.body.data.id)?.seller.company_name).toBe('فروشگاه مهتاب');
    // Deciding the same case again is refused.
    expect((await t.call('POST', '/v10/admin/decisions/decide', { id: second!.id, verdict: 'refuse', reason: 'دوباره' }, owner.auth)).status).toBe(409);
  });

  it('a refused seller reads why, corrects and submits again into the inbox', async () => {
    const shopper = await newMember(t.db);
    const owner = await readyStaff(t, 'owner');
    await throughStep3(shopper.auth, REAL);
    await upload(shopper.auth, 'national_card', await smallPng());
    await t.call('POST', '/v6/provider/register/preconfirm', { accept: 'on' }, shopper.auth);
    const cases = async () =>
      (
        (await t.call('GET', '/v10/admin/decisions?per-page=50', undefined, owner.auth)).body.data.items as { id: number; kind: string; title: string }[]
      ).filter((c) => c.kind === 'provider' && c.title === 'فروشگاه آفتاب (حقیقی)');
    const [one] = await cases();
    await t.call('POST', '/v10/admin/decisions/decide', { id: one!.id, verdict: 'refuse', reason: 'شبا به نام فروشنده نیست' }, owner.auth);
    expect((await smsTo(shopper.mobile))[0]!.body).toContain('دلیل: شبا به نام فروشنده نیست');
    expect((await t.call('POST', '/v6/provider/register/step2', { ...SHOP, sheba_holder: 'علی رضایی' }, shopper.auth)).status).toBe(200);
    expect((await t.call('POST', '/v6/provider/register/preconfirm', { accept: 1 }, shopper.auth)).status).toBe(200);
    expect(await cases()).toHaveLength(1);
    expect(await t.db.select().from(sellers).where(eq(sellers.userId, shopper.id))).toEqual([]);
  });
});

describe('adding a seller’s offer in the back office', () => {
  it('refuses every missing or wrong field in Persian, and roles without catalog.edit', async () => {
    const editor = await readyStaff(t, 'catalog-editor');
    const empty = await t.call('POST', '/v10/admin/variety/create', {}, editor.auth);
    expect(empty.status).toBe(422);
    expect(fields(empty.body)).toEqual({
      product_id: 'شمارهٔ کالا را وارد کنید',
      seller_id: 'فروشنده را انتخاب کنید',
      guarantee_id: 'گارانتی را انتخاب کنید',
      stock: 'موجودی باید عددی صحیح از ۰ تا ۱٬۰۰۰٬۰۰۰ باشد',
      price_main: 'مبلغ باید عددی صحیح و نامنفی باشد',
    });
    const wrong = await t.call(
      'POST',
      '/v10/admin/variety/create',
      { product_id: 99999999, seller_id: 99999999, guarantee_id: 99999, color_id: 99999, price_main: 100, price: 200, stock: 1 },
      editor.auth,
    );
    expect(fields(wrong.body)).toEqual({
      product_id: 'کالایی با این شماره پیدا نشد',
      seller_id: 'فروشنده را انتخاب کنید',
      guarantee_id: 'گارانتی را انتخاب کنید',
      color_id: 'رنگ انتخاب‌شده معتبر نیست',
      price: 'قیمت با تخفیف نمی‌تواند از قیمت اصلی بیشتر باشد',
    });
    const operator = await readyStaff(t, 'order-operator');
    expect((await t.call('POST', '/v10/admin/variety/create', { product_id: 1 }, operator.auth)).status).toBe(403);
  });
});

describe('a double click or a retry', () => {
  it('submits an application once: one case in the inbox, the second submission refused', async () => {
    const shopper = await newMember(t.db);
    await throughStep3(shopper.auth, REAL, { ...SHOP, shop_name: 'فروشگاه دوبار' });
    await upload(shopper.auth, 'national_card', await smallPng());
    const [a, b] = await Promise.all([
      t.call('POST', '/v6/provider/register/preconfirm', { accept: 1 }, shopper.auth),
      t.call('POST', '/v6/provider/register/preconfirm', { accept: 1 }, shopper.auth),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const owner = await readyStaff(t, 'owner');
    const cases = (
      (await t.call('GET', '/v10/admin/decisions?per-page=50', undefined, owner.auth)).body.data.items as { kind: string; title: string }[]
    ).filter((c) => c.kind === 'provider' && c.title === 'فروشگاه دوبار (حقیقی)');
    expect(cases).toHaveLength(1);
  });

  it('adds the same offer once when two editors send it at the same time', async () => {
    const editor = await readyStaff(t, 'catalog-editor');
    const choices = (await t.call('GET', '/v10/admin/variety/choices', undefined, editor.auth)).body.data;
    const [product] = await t.db.select({ id: products.id }).from(products).where(eq(products.status, 1)).orderBy(products.id).limit(1);
    const offer = {
      product_id: product!.id,
      seller_id: choices.sellers.at(-1).id,
      guarantee_id: choices.guarantees.at(-1).id,
      color_id: choices.colors.at(-1).id,
      price_main: 50_000_000,
      stock: 2,
    };
    const answers = await Promise.all([1, 2, 3].map(() => t.call('POST', '/v10/admin/variety/create', offer, editor.auth)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
  });
});
