import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { newMember } from '#tests/factories/members.ts';
import { fields, LEGAL, providerFixture, REAL, SHOP } from './provider.fixture.ts';

/**
 * Seller (provider) registration's three steps: the public "why sell
 * with us", every field's Persian 422 for a person and a company, saved progress, and
 * steps that cannot be skipped.
 */
const t = useTestApi();
const { categoryIds } = providerFixture(t);

describe('seller registration: the steps', () => {
  it('shows why to sell with us to anyone, and asks guests to sign in to register', async () => {
    const res = await t.call('GET', '/v6/provider/default/present-sell');
    expect(res.status).toBe(200);
    expect(res.body.data.steps).toHaveLength(4);
    expect(res.body.data.documents.map((d: { kind: string }) => d.kind)).toEqual(['national_card', 'gazette', 'license']);
    expect(res.body.data.stats.sellers).toBeGreaterThan(0);
    expect((await t.call('POST', '/v6/provider/register/step1', LEGAL)).status).toBe(401);
    expect((await t.call('GET', '/v6/provider/register/contract')).status).toBe(401);
  });

  it('refuses every bad field of step 1 with its Persian message, and a company without its details', async () => {
    const shopper = await newMember(t.db);
    const bad = await t.call(
      'POST',
      '/v6/provider/register/step1',
      {
        person_type: 'x',
        first_name: 'a',
        last_name: '',
        national_code: '1234567890',
        phone: '12345',
        email: 'no',
        economic_code: '12',
        registration_number: 'abc',
      },
      shopper.auth,
    );
    expect(bad.status).toBe(422);
    expect(fields(bad.body)).toEqual({
      person_type: 'نوع شخصیت (حقیقی یا حقوقی) را انتخاب کنید',
      first_name: 'بین ۲ تا ۶۰ نویسه بنویسید',
      last_name: 'این فیلد الزامی است',
      national_code: 'کد ملی معتبر نیست',
      phone: 'شمارهٔ تماس را به‌صورت تلفن ثابت با کد شهر یا موبایل وارد کنید',
      email: 'ایمیل وارد شده معتبر نیست',
      economic_code: 'کد اقتصادی ۱۲ رقم است',
      registration_number: 'شمارهٔ ثبت شرکت را (تا ۱۰ رقم) وارد کنید',
    });
    const company = await t.call('POST', '/v6/provider/register/step1', { ...REAL, person_type: 'legal', legal_national_id: '10380284792' }, shopper.auth);
    expect(fields(company.body)).toEqual({
      legal_national_id: 'شناسه ملی شرکت معتبر نیست',
      company_name: 'نام شرکت را بین ۲ تا ۱۲۰ نویسه بنویسید',
      company_type: 'نوع شرکت را انتخاب کنید',
      registration_number: 'شمارهٔ ثبت شرکت را (تا ۱۰ رقم) وارد کنید',
    });
    // Every missing field at once, the company's too, for a form sent empty.
    const empty = await t.call('POST', '/v6/provider/register/step1', { person_type: 'legal' }, shopper.auth);
    expect(Object.keys(fields(empty.body)).sort()).toEqual([
      'company_name',
      'company_type',
      'first_name',
      'last_name',
      'legal_national_id',
      'national_code',
      'phone',
      'registration_number',
    ]);
    expect((await t.call('GET', '/v6/provider/register/view', undefined, shopper.auth)).body.data).toBeNull();
  });

  it('keeps each step so a seller who leaves continues where they stopped; steps cannot be skipped', async () => {
    const shopper = await newMember(t.db);
    expect((await t.call('POST', '/v6/provider/register/step2', SHOP, shopper.auth)).status).toBe(409);
    const one = await t.call('POST', '/v6/provider/register/step1', LEGAL, shopper.auth);
    expect(one.body.data).toMatchObject({
      person_type: 'legal',
      national_code: '0499370899',
      phone: '02188776655',
      registration_number: '45678',
      step: 1,
      next_path: '/provider/register?step=2',
      status: { code: 'draft' },
    });
    expect((await t.call('POST', '/v6/provider/register/step3', { category_ids: [1], sales_channel: 'shop', product_count: 5 }, shopper.auth)).status).toBe(
      409,
    );

    const badShop = await t.call(
      'POST',
      '/v6/provider/register/step2',
      { shop_name: 'ا', city_id: '', address: 'کوتاه', postal_code: '0123456789', sheba: 'IR820540102680020817909003', sheba_holder: '' },
      shopper.auth,
    );
    expect(fields(badShop.body)).toEqual({
      shop_name: 'نام فروشگاه را بین ۲ تا ۶۰ نویسه بنویسید',
      city_id: 'شهر را انتخاب کنید',
      address: 'نشانی را بین ۱۰ تا ۳۰۰ نویسه بنویسید',
      postal_code: 'کد پستی باید ۱۰ رقم و معتبر باشد',
      sheba: 'شماره شبا معتبر نیست',
      sheba_holder: 'این فیلد الزامی است',
    });
    expect(fields((await t.call('POST', '/v6/provider/register/step2', { ...SHOP, city_id: 999999 }, shopper.auth)).body)).toEqual({
      city_id: 'شهر را انتخاب کنید',
    });
    expect((await t.call('POST', '/v6/provider/register/step2', SHOP, shopper.auth)).body.data.next_path).toBe('/provider/register?step=3');

    const badKinds = await t.call('POST', '/v6/provider/register/step3', { category_ids: [], sales_channel: 'moon', product_count: 0 }, shopper.auth);
    expect(fields(badKinds.body)).toEqual({
      category_ids: 'دست‌کم یک دسته‌بندی (و حداکثر ۱۰) را انتخاب کنید',
      sales_channel: 'بگویید امروز کالاهایتان را کجا می‌فروشید',
      product_count: 'تعداد تقریبی کالاها را بین ۱ و ۱۰۰٬۰۰۰ وارد کنید',
    });
    expect(
      fields((await t.call('POST', '/v6/provider/register/step3', { category_ids: [987654], sales_channel: 'shop', product_count: 3 }, shopper.auth)).body),
    ).toEqual({
      category_ids: 'دست‌کم یک دسته‌بندی (و حداکثر ۱۰) را انتخاب کنید',
    });
    const three = await t.call(
      'POST',
      '/v6/provider/register/step3',
      { category_ids: (await categoryIds()).join(','), sales_channel: 'online', product_count: '۴۰' },
      shopper.auth,
    );
    expect(three.body.data).toMatchObject({ step: 3, product_count: 40, next_path: '/provider/upload', required_documents: ['national_card', 'gazette'] });

    // Coming back later: the view says where to go on, with everything they typed.
    const view = await t.call('GET', '/v6/provider/register/view', undefined, shopper.auth);
    expect(view.body.data).toMatchObject({ shop_name: 'فروشگاه آفتاب', sheba: 'IR820540102680020817909002', next_step: 'upload' });
    // Going back to step 1 to fix a name keeps the later steps.
    const fixed = await t.call('POST', '/v6/provider/register/step1', { ...LEGAL, first_name: 'مریم‌السادات' }, shopper.auth);
    expect(fixed.body.data).toMatchObject({ first_name: 'مریم‌السادات', step: 3, shop_name: 'فروشگاه آفتاب' });
  });
});
