import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { freshLimitStore, useTestApi } from '#tests/harness.ts';
import { fieldsOf, mashhad, newMember } from '#tests/factories/members.ts';
import { createCaptcha } from '#modules/account/auth/captcha.ts';
import { setLimitStore } from '#server/auth/rate-limit.ts';
import { jobPositions, requests } from './schema.ts';
import { REQUESTS_PER_HOUR } from './service.ts';

/**
 * The public request endpoints: contact departments and the contact POST with
 * its captcha, job positions and applying with a PDF resume (multipart), the agency
 * request; every refusal in Persian, per field, and each POST limited per address.
 */
// Resumes are stored under DATA_DIR: keep this file's to itself.
const dataDir = mkdtempSync(join(tmpdir(), 'bazaar-requests-'));
process.env.DATA_DIR = dataDir;
const t = useTestApi();
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
beforeEach(async () => setLimitStore(await freshLimitStore()));

let ipCounter = 0;
const ip = () => ({ 'x-bazaar-client-ip': `203.0.113.${++ipCounter}` });
const MINLENGTH = 'حداقل طول متن کافی نیست';
const REQUIRED = 'این فیلد الزامی است';
const MOBILE = 'شماره موبایل باید ۱۱ رقم و با ۰۹ شروع شود';

const departmentId = async () =>
  (await t.call('GET', '/v6/site/contact-departments')).body.data.items.find((d: { slug: string }) => d.slug === 'support').id as number;
const contact = async (fields: Record<string, unknown>, headers: Record<string, string> = ip()) => {
  const c = createCaptcha();
  return t.call(
    'POST',
    '/v6/site/contact',
    {
      department_id: await departmentId(),
      name: 'مریم رضایی',
      mobile: '09121234567',
      subject: 'پیگیری سفارش',
      message: 'سفارش من هنوز نرسیده است',
      captcha_key: c.key,
      captcha: c.answer,
      ...fields,
    },
    headers,
  );
};

describe('GET /v6/site/contact-departments', () => {
  it("lists the seeded departments with a phone and an e-mail each, and the shop's address and lines", async () => {
    const res = await t.call('GET', '/v6/site/contact-departments');
    expect(res.status).toBe(200);
    const { items, contact: info } = res.body.data;
    expect(items.map((d: { slug: string }) => d.slug)).toEqual(expect.arrayContaining(['sales', 'support', 'after-sales', 'wholesale', 'sellers']));
    for (const d of items)
      expect(d).toMatchObject({ title: expect.any(String), phone: expect.stringMatching(/^0\d{2}-\d{8}$/), email: expect.stringContaining('@') });
    expect(info).toMatchObject({
      address: expect.stringContaining('تهران'),
      phone: '021-91000000',
      email: 'support@bazaar.example',
      postal_code: expect.stringMatching(/^\d{10}$/),
    });
  });
});

describe('POST /v6/site/contact', () => {
  it('refuses an empty form with a Persian message on every field, the captcha among them', async () => {
    const res = await t.call('POST', '/v6/site/contact', {}, ip());
    expect(res.status).toBe(422);
    expect(fieldsOf(res)).toEqual({
      department_id: 'واحد مورد نظر را انتخاب کنید',
      name: REQUIRED,
      mobile: REQUIRED,
      subject: REQUIRED,
      message: REQUIRED,
      captcha_key: 'لطفاً کد امنیتی را وارد کنید',
      captcha: 'لطفاً کد امنیتی را وارد کنید',
    });
  });

  it('applies minLength 3, iran_mobile and the e-mail rule', async () => {
    const res = await contact({ name: 'ab', subject: 'ok', message: 'hi', mobile: '0912123', email: 'not-mail' });
    expect(res.status).toBe(422);
    expect(fieldsOf(res)).toEqual({ name: MINLENGTH, subject: MINLENGTH, message: MINLENGTH, mobile: MOBILE, email: 'ایمیل وارد شده معتبر نیست' });
  });

  it('requires a right captcha, once', async () => {
    const c = createCaptcha();
    const wrong = await contact({ captcha_key: c.key, captcha: c.answer === '00000' ? '11111' : '00000' });
    expect(wrong.status).toBe(422);
    expect(fieldsOf(wrong)).toEqual({ captcha: 'کد امنیتی نادرست است' });
    // One try per picture: the right answer after a wrong one is refused as stale.
    const again = await contact({ captcha_key: c.key, captcha: c.answer });
    expect(fieldsOf(again)).toEqual({ captcha: 'کد امنیتی منقضی شده است؛ کد تصویر جدید را وارد کنید' });
    expect(fieldsOf(await contact({ captcha_key: 'forged', captcha: '12345' }))).toEqual({ captcha: 'کد امنیتی نادرست است' });
  });

  it('stores a message with the mobile normalised and the signed-in sender remembered', async () => {
    const guest = await contact({ mobile: '+98 912 765 4321', email: '' });
    expect(guest.status).toBe(200);
    expect(guest.body.msg).toBe('پیام شما ثبت شد؛ همکاران ما به‌زودی پاسخ می‌دهند');
    const [row] = await t.db.select().from(requests).where(eq(requests.id, guest.body.data.id));
    expect(row).toMatchObject({
      kind: 'contact',
      mobile: '09127654321',
      email: null,
      userId: null,
      subject: 'پیگیری سفارش',
      departmentId: await departmentId(),
      handledAt: null,
    });

    const member = await newMember(t.db);
    const signed = await contact({ email: 'maryam@example.com' }, { ...member.auth, ...ip() });
    const [mine] = await t.db.select().from(requests).where(eq(requests.id, signed.body.data.id));
    expect(mine).toMatchObject({ userId: member.id, email: 'maryam@example.com' });
  });

  it('refuses an unknown department, and more than the hourly limit from one address (429)', async () => {
    expect(fieldsOf(await contact({ department_id: 999_999 }))).toEqual({ department_id: 'واحد مورد نظر را انتخاب کنید' });
    const address = ip();
    for (let i = 0; i < REQUESTS_PER_HOUR; i++) expect((await contact({}, address)).status).toBe(200);
    const over = await contact({}, address);
    expect(over.status).toBe(429);
    expect(over.body.message).toBe('تعداد درخواست‌های شما بیش از حد مجاز است. کمی بعد دوباره تلاش کنید');
    expect((await contact({}, ip())).status).toBe(200);
  });
});

const PDF = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

async function apply(fields: Record<string, string | number>, resume?: Blob, headers: Record<string, string> = ip()) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, String(v));
  if (resume) form.set('resume', resume, 'resume.pdf');
  const res = await t.app.request('/v6/career-apply/create', { method: 'POST', body: form, headers });
  return { status: res.status, body: await res.json() };
}
const positionId = async () => (await t.call('GET', '/v6/career-apply/positions')).body.data.items[0].id as number;
const applicant = async () => ({ position_id: await positionId(), name: 'علی کریمی', mobile: '۰۹۱۲۱۱۱۲۲۳۳', email: 'ali@example.com' });

describe('job positions and applying: /v6/career-apply/*', () => {
  it('lists the open positions', async () => {
    const res = await t.call('GET', '/v6/career-apply/positions');
    expect(res.status).toBe(200);
    expect(res.body.data.items.length).toBeGreaterThanOrEqual(3);
    expect(res.body.data.items[0]).toMatchObject({
      id: expect.any(Number),
      title: expect.any(String),
      city: expect.any(String),
      work_type: expect.any(String),
      description: expect.any(String),
    });
  });

  it("refuses a missing or empty resume with the spec's message, beside the other fields' messages", async () => {
    const none = await apply({ position_id: await positionId(), name: 'ab', mobile: '123' });
    expect(none.status).toBe(422);
    expect(fieldsOf(none)).toEqual({ name: MINLENGTH, mobile: MOBILE, resume: 'فایل رزومه نمی‌تواند خالی باشد' });
    const empty = await apply(await applicant(), new Blob([], { type: 'application/pdf' }));
    expect(fieldsOf(empty)).toEqual({ resume: 'فایل رزومه نمی‌تواند خالی باشد' });
  });

  it('refuses an empty form and bad optional fields with a Persian message on each', async () => {
    const empty = await apply({});
    expect(empty.status).toBe(422);
    expect(fieldsOf(empty)).toEqual({ position_id: 'موقعیت شغلی را انتخاب کنید', name: REQUIRED, mobile: REQUIRED, resume: 'فایل رزومه نمی‌تواند خالی باشد' });
    const optional = await apply({ ...(await applicant()), position_id: 'x', email: 'not-mail', message: 'ab' }, new Blob([PDF]));
    expect(fieldsOf(optional)).toEqual({ position_id: 'موقعیت شغلی را انتخاب کنید', email: 'ایمیل وارد شده معتبر نیست', message: MINLENGTH });
  });

  it('judges a resume by its bytes: a picture named .pdf is refused, and so is one over 2 MB', async () => {
    const picture = await apply(await applicant(), new Blob([PNG], { type: 'application/pdf' }));
    expect(picture.status).toBe(422);
    expect(fieldsOf(picture)).toEqual({ resume: 'رزومه باید فایل PDF باشد' });
    const big = await apply(await applicant(), new Blob([PDF, new Uint8Array(2 * 1024 * 1024)], { type: 'application/pdf' }));
    expect(big.status).toBe(422);
    expect(fieldsOf(big)).toEqual({ resume: 'حجم رزومه حداکثر ۲ مگابایت است' });
  });

  it('stores an application with its PDF under DATA_DIR, out of public reach', async () => {
    const res = await apply({ ...(await applicant()), message: 'سه سال سابقهٔ پشتیبانی دارم' }, new Blob([PDF], { type: 'application/octet-stream' }));
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('رزومهٔ شما ثبت شد؛ اگر با این موقعیت هماهنگ باشد با شما تماس می‌گیریم');
    const [row] = await t.db.select().from(requests).where(eq(requests.id, res.body.data.id));
    expect(row).toMatchObject({ kind: 'career', mobile: '09121112233', positionId: await positionId(), message: 'سه سال سابقهٔ پشتیبانی دارم' });
    expect(row!.resumePath).toMatch(/^resumes\/[0-9a-f]{32}\.pdf$/);
    expect(await readFile(join(dataDir, 'uploads', row!.resumePath!), 'latin1')).toBe(PDF);
    // Not a path anything public serves.
    for (const path of [`/media/${row!.resumePath}`, `/v6/${row!.resumePath}`]) expect((await t.app.request(path)).status).toBe(404);
  });

  it('refuses a position that is no longer open', async () => {
    const [closed] = await t.db
      .insert(jobPositions)
      .values({ slug: 'closed-job', title: 'موقعیت بسته', city: 'تهران', workType: 'تمام‌وقت', description: 'بسته شده', active: false })
      .returning();
    const res = await apply({ ...(await applicant()), position_id: closed!.id }, new Blob([PDF]));
    expect(fieldsOf(res)).toEqual({ position_id: 'موقعیت شغلی را انتخاب کنید' });
  });
});

describe('POST /v10/agency-request/create', () => {
  it('refuses missing fields and a city outside the named province, in Persian', async () => {
    const empty = await t.call('POST', '/v10/agency-request/create', {}, ip());
    expect(empty.status).toBe(422);
    expect(fieldsOf(empty)).toEqual({ name: REQUIRED, mobile: REQUIRED, city_id: 'شهر را انتخاب کنید', experience: REQUIRED });
    const { city_id } = await mashhad(t);
    const elsewhere = await t.call(
      'POST',
      '/v10/agency-request/create',
      { name: 'حسن موسوی', mobile: '09151234567', province_id: 1, city_id, experience: 'پنج سال فروش موبایل' },
      ip(),
    );
    expect(fieldsOf(elsewhere)).toEqual({ city_id: 'شهر انتخاب‌شده در این استان نیست' });
    const unknown = await t.call(
      'POST',
      '/v10/agency-request/create',
      { name: 'حسن موسوی', mobile: '09151234567', city_id: 999_999, experience: 'پنج سال فروش موبایل' },
      ip(),
    );
    expect(fieldsOf(unknown)).toEqual({ city_id: 'شهر را انتخاب کنید' });
  });

  it('applies minLength 3, iran_mobile and the e-mail rule to every field, optional ones included', async () => {
    const res = await t.call(
      'POST',
      '/v10/agency-request/create',
      { name: 'ab', mobile: '0915', email: 'not-mail', province_id: 'x', city_id: 'y', business_name: 'ab', experience: 'ab', message: 'ab' },
      ip(),
    );
    expect(res.status).toBe(422);
    expect(fieldsOf(res)).toEqual({
      name: MINLENGTH,
      mobile: MOBILE,
      email: 'ایمیل وارد شده معتبر نیست',
      province_id: 'شهر را انتخاب کنید',
      city_id: 'شهر را انتخاب کنید',
      business_name: MINLENGTH,
      experience: MINLENGTH,
      message: MINLENGTH,
    });
  });

  it('stores the request with the province taken from the city', async () => {
    const place = await mashhad(t);
    const res = await t.call(
      'POST',
      '/v10/agency-request/create',
      { name: 'حسن موسوی', mobile: '09151234567', ...place, business_name: 'موبایل آفتاب', experience: 'پنج سال فروش موبایل', message: '' },
      ip(),
    );
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('درخواست نمایندگی شما ثبت شد؛ کارشناسان ما با شما تماس می‌گیرند');
    const [row] = await t.db.select().from(requests).where(eq(requests.id, res.body.data.id));
    expect(row).toMatchObject({
      kind: 'agency',
      provinceId: place.province_id,
      cityId: place.city_id,
      message: null,
      details: { experience: 'پنج سال فروش موبایل', business_name: 'موبایل آفتاب' },
    });
  });
});
