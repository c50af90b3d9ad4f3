import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { newMember } from '#tests/factories/members.ts';
import { readPrivateFile } from '#server/media/private-files.ts';
import { userLegals } from '../schema.ts';
import { COMPANY, fakePng, fields, legalFixture, noisyPng, OTHER_LEGAL_ID, smallPng } from './legal.fixture.ts';

/**
 * A shopper's companies for legal invoices (/v6/user-legal/*, /v6/profile/legal-info and the
 * identity's hasLegal and userLegal): the spec's fields in and out, Persian 422s per field,
 * pictures checked by their real type and size, everything scoped to the owner, and a soft
 * delete.
 */
const t = useTestApi();
const { multipart, company } = legalFixture(t);

describe('legal info: companies for invoices', () => {
  it('adds a company with the spec’s fields, lists and shows it, and the identity says so', async () => {
    const shopper = await newMember(t.db);
    const before = await t.call('GET', '/v6/profile/identity', undefined, shopper.auth);
    expect(before.body.data).toMatchObject({ hasLegal: false, userLegal: null });

    const created = await t.call('POST', '/v6/user-legal/create', COMPANY, shopper.auth);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.msg).toBe('اطلاعات شرکت ثبت شد');
    expect(created.body.data).toMatchObject({
      company_name: 'بازرگانی آفتاب',
      company_name_en: 'Aftab Trading Co.',
      company_type: 2,
      company_type_title: 'سهامی خاص',
      national_id: '10380284790',
      eghtesad_code: '411111111111',
      recorde_code: '45678',
      is_tax: true,
      tax_date: '2023-04-04',
      phone: '02188776655',
      postal_code: '1619735744',
      address: 'تهران، خیابان ولیعصر، پلاک ۱۲',
      gazette_image: null,
      tax_image: null,
    });
    const id = created.body.data.id;

    const index = await t.call('GET', '/v6/user-legal/index', undefined, shopper.auth);
    expect(index.status).toBe(200);
    expect(index.body.data.items.map((c: { id: number }) => c.id)).toEqual([id]);
    expect(index.body.data._meta).toMatchObject({ totalCount: 1, currentPage: 1 });
    expect(index.headers.get('X-Pagination-Total-Count')).toBe('1');
    const info = await t.call('GET', '/v6/profile/legal-info', undefined, shopper.auth);
    expect(info.body.data.items).toEqual(index.body.data.items);
    const view = await t.call('GET', `/v6/user-legal/view?id=${id}`, undefined, shopper.auth);
    expect(view.body.data).toEqual(created.body.data);

    // A second company is the identity's latest.
    const second = await company(shopper.auth, { company_name: 'تعاونی نور', national_id: OTHER_LEGAL_ID, company_type: 4, is_tax: false, tax_date: '' });
    const identity = (await t.call('GET', '/v6/profile/identity', undefined, shopper.auth)).body.data;
    expect(identity.hasLegal).toBe(true);
    expect(identity.userLegal).toMatchObject({ id: second.id, company_name: 'تعاونی نور', company_type_title: 'تعاونی', is_tax: false, tax_date: null });
  });

  it('answers 422 with a Persian message on each wrong field', async () => {
    const shopper = await newMember(t.db);
    const res = await t.call(
      'POST',
      '/v6/user-legal/create',
      {
        company_name: '',
        company_name_en: 'شرکت',
        company_type: 5,
        national_id: '12345678901',
        eghtesad_code: '123',
        recorde_code: '12a',
        is_tax: true,
        phone: '12345',
        postal_code: '1234',
      },
      shopper.auth,
    );
    expect(res.status).toBe(422);
    expect(res.body.success).toBe(false);
    expect(fields(res.body)).toEqual({
      company_name: 'این فیلد الزامی است',
      company_name_en: 'نام لاتین شرکت را فقط با حروف انگلیسی و بین ۲ تا ۱۲۰ نویسه بنویسید',
      company_type: 'نوع شرکت را انتخاب کنید',
      national_id: 'شناسه ملی شرکت معتبر نیست',
      eghtesad_code: 'کد اقتصادی ۱۲ رقم است',
      recorde_code: 'شمارهٔ ثبت شرکت را (تا ۱۰ رقم) وارد کنید',
      tax_date: 'تاریخ ثبت‌نام در نظام مالیات بر ارزش افزوده را وارد کنید',
      phone: 'شمارهٔ تماس را به‌صورت تلفن ثابت با کد شهر یا موبایل وارد کنید',
      postal_code: 'کد پستی باید ۱۰ رقم و معتبر باشد',
    });
    // A name missing altogether, and a tax date in the future.
    const missing = await t.call('POST', '/v6/user-legal/create', { ...COMPANY, company_name: undefined, tax_date: '2999-01-01' }, shopper.auth);
    expect(fields(missing.body)).toEqual({
      company_name: 'این فیلد الزامی است',
      tax_date: 'تاریخ معتبر نیست؛ مانند ۱۴۰۲/۰۱/۱۵ وارد کنید و از امروز جلوتر نباشد',
    });
    expect(await t.db.select().from(userLegals).where(eq(userLegals.userId, shopper.id))).toEqual([]);
  });

  it('reads the Jalali date people type and Persian digits; refuses the same company twice', async () => {
    const shopper = await newMember(t.db);
    const res = await t.call(
      'POST',
      '/v6/user-legal/create',
      { ...COMPANY, national_id: '۱۰۳۸۰۲۸۴۷۹۰', tax_date: '۱۴۰۲/۰۱/۱۵', company_type: '۳' },
      shopper.auth,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ national_id: '10380284790', tax_date: '2023-04-04', company_type: 3 });
    const twice = await t.call('POST', '/v6/user-legal/create', COMPANY, shopper.auth);
    expect(twice.status).toBe(422);
    expect(fields(twice.body)).toEqual({ national_id: 'شرکتی با این شناسهٔ ملی را پیش‌تر ثبت کرده‌اید' });
  });

  it('takes the gazette and VAT certificate as pictures by their real type, kept at most 25 KB, private to the owner', async () => {
    const shopper = await newMember(t.db);
    const other = await newMember(t.db);
    const fake = await multipart('POST', '/v6/user-legal/create', { ...COMPANY, gazette_image: fakePng() }, shopper.auth);
    expect(fake.status).toBe(422);
    expect(fields(fake.body)).toEqual({ gazette_image: 'تصویر روزنامهٔ رسمی باید JPG، PNG یا WebP باشد' });
    const huge = new Blob([new Uint8Array(await (await noisyPng()).arrayBuffer()), new Uint8Array(5 * 1024 * 1024)], { type: 'image/png' });
    const big = await multipart('POST', '/v6/user-legal/create', { ...COMPANY, company_name: '', tax_image: huge }, shopper.auth);
    // Every field's problem at once: the text and the picture.
    expect(fields(big.body)).toEqual({ company_name: 'این فیلد الزامی است', tax_image: 'حجم تصویر بیش از ۵ مگابایت است؛ تصویر کوچک‌تری انتخاب کنید' });
    // A picture over 25 KB that the browser did not shrink is shrunk here, not refused.
    const shrunk = await multipart(
      'POST',
      '/v6/user-legal/create',
      { ...COMPANY, national_id: OTHER_LEGAL_ID, company_name: 'بازرگانی نمونه', tax_image: await noisyPng() },
      shopper.auth,
    );
    expect(shrunk.status, JSON.stringify(shrunk.body)).toBe(200);
    const [kept] = await t.db.select().from(userLegals).where(eq(userLegals.id, shrunk.body.data.id));
    expect((await readPrivateFile('legals', kept!.taxCertificatePath!))!.byteLength).toBeLessThanOrEqual(25 * 1024);

    const res = await multipart('POST', '/v6/user-legal/create', { ...COMPANY, gazette_image: await smallPng(), tax_image: await smallPng() }, shopper.auth);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { id, gazette_image, tax_image } = res.body.data;
    expect(gazette_image).toBe(`/v6/user-legal/image?id=${id}&kind=gazette`);
    expect(tax_image).toBe(`/v6/user-legal/image?id=${id}&kind=tax`);
    const mine = await t.app.request(gazette_image, { headers: shopper.auth });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/webp');
    expect(mine.headers.get('cache-control')).toContain('no-store');
    expect(mine.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await t.app.request(gazette_image, { headers: other.auth })).status).toBe(404);
    expect((await t.app.request(gazette_image)).status).toBe(401);
    expect((await t.app.request(`/v6/user-legal/image?id=${id}&kind=passport`, { headers: shopper.auth })).status).toBe(422);

    // A new gazette replaces the old one, whose file goes; the certificate stays.
    const [before] = await t.db.select().from(userLegals).where(eq(userLegals.id, id));
    const replaced = await multipart('POST', `/v6/user-legal/update?id=${id}`, { gazette_image: await smallPng() }, shopper.auth);
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    const [after] = await t.db.select().from(userLegals).where(eq(userLegals.id, id));
    expect(after!.gazettePath).not.toBe(before!.gazettePath);
    expect(after!.taxCertificatePath).toBe(before!.taxCertificatePath);
    expect(await readPrivateFile('legals', before!.gazettePath!)).toBeNull();
    expect(await readPrivateFile('legals', after!.gazettePath!)).not.toBeNull();
  });

  it('updates what is sent (PATCH, PUT or a multipart POST) and keeps the rest; clears a field sent empty', async () => {
    const shopper = await newMember(t.db);
    const { id } = await company(shopper.auth);
    const patched = await t.call('PATCH', `/v6/user-legal/update?id=${id}`, { phone: '09121234567', address: '' }, shopper.auth);
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body.msg).toBe('اطلاعات شرکت ویرایش شد');
    expect(patched.body.data).toMatchObject({ phone: '09121234567', address: null, company_name: 'بازرگانی آفتاب', national_id: '10380284790', is_tax: true });
    // No longer registered for VAT: the date goes with it.
    const put = await t.call('PUT', `/v6/user-legal/update?id=${id}`, { is_tax: 0 }, shopper.auth);
    expect(put.body.data).toMatchObject({ is_tax: false, tax_date: null });
    const bad = await multipart('POST', `/v6/user-legal/update?id=${id}`, { company_type: '5' }, shopper.auth);
    expect(bad.status).toBe(422);
    expect(fields(bad.body)).toEqual({ company_type: 'نوع شرکت را انتخاب کنید' });
  });

  it('answers 404 for another shopper’s company on every route, and changes nothing', async () => {
    const owner = await newMember(t.db);
    const other = await newMember(t.db);
    const { id } = await company(owner.auth);
    expect((await t.call('GET', `/v6/user-legal/view?id=${id}`, undefined, other.auth)).status).toBe(404);
    const update = await t.call('PATCH', `/v6/user-legal/update?id=${id}`, { company_name: 'ربوده' }, other.auth);
    expect(update.status).toBe(404);
    expect(update.body.message).toBe('شرکت پیدا نشد');
    expect((await t.call('DELETE', `/v6/user-legal/delete?id=${id}`, undefined, other.auth)).status).toBe(404);
    expect((await t.call('GET', '/v6/user-legal/index', undefined, other.auth)).body.data.items).toEqual([]);
    const [row] = await t.db.select().from(userLegals).where(eq(userLegals.id, id));
    expect(row).toMatchObject({ companyName: 'بازرگانی آفتاب', deletedAt: null });
    expect((await t.call('GET', '/v6/user-legal/index')).status).toBe(401);
    expect((await t.call('GET', '/v6/user-legal/view?id=abc', undefined, owner.auth)).status).toBe(422);
  });

  it('deletes softly: gone from the list and the identity, the row kept for the invoices that name it', async () => {
    const shopper = await newMember(t.db);
    const { id } = await company(shopper.auth);
    const res = await t.call('DELETE', `/v6/user-legal/delete?id=${id}`, undefined, shopper.auth);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ msg: 'شرکت حذف شد', data: { id } });
    expect((await t.call('GET', '/v6/user-legal/index', undefined, shopper.auth)).body.data.items).toEqual([]);
    expect((await t.call('GET', `/v6/user-legal/view?id=${id}`, undefined, shopper.auth)).status).toBe(404);
    expect((await t.call('DELETE', `/v6/user-legal/delete?id=${id}`, undefined, shopper.auth)).status).toBe(404);
    expect((await t.call('GET', '/v6/profile/identity', undefined, shopper.auth)).body.data).toMatchObject({ hasLegal: false, userLegal: null });
    const [row] = await t.db.select().from(userLegals).where(eq(userLegals.id, id));
    expect(row!.deletedAt).toBeInstanceOf(Date);
    // Deleted, the same company may be added again.
    expect((await t.call('POST', '/v6/user-legal/create', COMPANY, shopper.auth)).status).toBe(200);
  });
});
