import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { newStaff, passSecondFactor } from '#tests/factories/staff.ts';
import { usePageRenderer } from '#tests/page-render.ts';
import { createCaptcha } from '#modules/account/auth/captcha.ts';
import { issueLogin } from '#modules/account/auth/tokens.ts';
import { staffAudit, type StaffRole } from '#modules/staff/index.ts';
import { requests } from './schema.ts';

/**
 * /contact-us, /careers, /representation-request and /admin/requests, rendered
 * in-process against the test's database: the plain forms' 303 on success, 422 with the
 * Persian message beside the field, and the back office's list and «رسیدگی شد». Named
 * `.pages.test`: the PostgreSQL run skips these and their Vite start.
 */
const t = useTestApi();
const pages = usePageRenderer(t, { uploads: 'requests-pages' });

let ipCounter = 0;
const urlencoded = (fields: Record<string, string>, headers: Record<string, string> = {}) => ({
  method: 'POST',
  body: new URLSearchParams(fields).toString(),
  headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'x-bazaar-client-ip': `192.0.2.${++ipCounter}`, ...headers },
});
async function multipart(fields: Record<string, string>, file?: { name: string; text: string }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (file) form.set(file.name, new Blob([file.text], { type: 'application/pdf' }), 'cv.pdf');
  const encoded = new Response(form);
  return {
    method: 'POST',
    body: await encoded.text(),
    headers: { 'Content-Type': encoded.headers.get('Content-Type')!, 'x-bazaar-client-ip': `192.0.2.${++ipCounter}` },
  };
}
const latest = async () => (await t.db.select().from(requests).orderBy(desc(requests.id)).limit(1))[0]!;

describe('/contact-us', () => {
  const page = (init = {}, url = '/contact-us') => pages.render('contact-us.astro', url, init);

  it("shows the address, each department's lines and the form with a captcha picture; never cached", async () => {
    const res = await page();
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('<h1 class="text-xl font-bold">تماس با ما</h1>');
    for (const title of ['فروش', 'پشتیبانی مشتریان', 'خدمات پس از فروش', 'فروش عمده و سازمانی', 'امور فروشندگان']) expect(html).toContain(`>${title}</h3>`);
    expect(html).toContain('href="tel:02191000000"');
    expect(html).toContain('۰۲۱-۹۱۰۰۰۰۰۰');
    expect(html).toMatch(/<img src="data:image\/svg\+xml;base64,[^"]+" alt="تصویر کد امنیتی"/);
    expect(html).toMatch(/name="captcha_key" value="\d{10}\./);
    for (const label of ['واحد', 'نام و نام خانوادگی', 'شماره موبایل', 'ایمیل (اختیاری)', 'موضوع', 'متن پیام', 'کد امنیتی'])
      expect(html).toContain(`>${label}</label>`);
  });

  it("sends a message with a right captcha (303), and shows a wrong one's message beside the field (422)", async () => {
    const departments = (await t.call('GET', '/v6/site/contact-departments')).body.data.items;
    const fields = {
      department_id: String(departments[0].id),
      name: 'مریم رضایی',
      mobile: '۰۹۱۲۱۲۳۴۵۶۷',
      subject: 'پیگیری',
      message: 'سلام، سفارشم کی می‌رسد؟',
    };
    const c = createCaptcha();
    const wrong = await page(urlencoded({ ...fields, captcha_key: c.key, captcha: c.answer === '00000' ? '11111' : '00000' }));
    expect(wrong.status).toBe(422);
    const html = await wrong.text();
    expect(html).toContain('id="contact-captcha-error" role="alert" class="text-sm text-danger">کد امنیتی نادرست است</p>');
    expect(html).toContain('value="مریم رضایی"');
    expect(html).not.toContain(`value="${c.key}"`);

    const fresh = createCaptcha();
    const sent = await page(urlencoded({ ...fields, captcha_key: fresh.key, captcha: fresh.answer }));
    expect(sent.status).toBe(303);
    expect(sent.headers.get('Location')).toBe('/contact-us?sent=1#contact-form');
    expect(await latest()).toMatchObject({ kind: 'contact', name: 'مریم رضایی', mobile: '09121234567', subject: 'پیگیری' });
    expect(await (await page({}, '/contact-us?sent=1')).text()).toContain('پیام شما ثبت شد؛ همکاران ما به‌زودی پاسخ می‌دهند');
  });

  it('gives a new picture on request, keeping what was typed and sending nothing', async () => {
    const before = (await latest()).id;
    const res = await page(urlencoded({ name: 'نوشته‌شده', subject: 'موضوع' }), '/contact-us?captcha=new');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('value="نوشته‌شده"');
    expect(html).not.toContain('role="alert"');
    expect((await latest()).id).toBe(before);
  });
});

describe('/careers', () => {
  const page = (init = {}, url = '/careers') => pages.render('careers.astro', url, init);

  it('lists the open positions, each with its resume form', async () => {
    const html = await (await page()).text();
    const positions = (await t.call('GET', '/v6/career-apply/positions')).body.data.items;
    for (const p of positions) {
      expect(html).toContain(`id="position-${p.id}" class="text-lg font-bold">${p.title}</h2>`);
      expect(html).toContain(`name="position_id" value="${p.id}"`);
    }
    expect(html).toContain('enctype="multipart/form-data"');
    expect(html).toContain('accept="application/pdf,.pdf"');
  });

  it("refuses an empty resume with the spec's message, the form open again; a PDF is accepted (303)", async () => {
    const [position] = (await t.call('GET', '/v6/career-apply/positions')).body.data.items;
    const fields = { position_id: String(position.id), name: 'علی کریمی', mobile: '09121112233' };
    const empty = await page(await multipart(fields, { name: 'resume', text: '' }));
    expect(empty.status).toBe(422);
    const html = await empty.text();
    expect(html).toContain(`id="p${position.id}-resume-error" role="alert" class="text-sm text-danger">فایل رزومه نمی‌تواند خالی باشد</p>`);
    expect(html).toMatch(
      new RegExp(
        `<details open[^>]*>\\s*<summary[^>]*>ارسال رزومه برای این موقعیت</summary>\\s*<form[^>]*>\\s*<input type="hidden" name="position_id" value="${position.id}"`,
      ),
    );

    const notPdf = await page(await multipart(fields, { name: 'resume', text: 'GIF89a not a pdf' }));
    expect(await notPdf.text()).toContain('رزومه باید فایل PDF باشد');

    const big = await page(await multipart(fields, { name: 'resume', text: `%PDF-1.4\n${'x'.repeat(2 * 1024 * 1024)}` }));
    expect(big.status).toBe(422);
    expect(await big.text()).toContain(`id="p${position.id}-resume-error" role="alert" class="text-sm text-danger">حجم رزومه حداکثر ۲ مگابایت است</p>`);
    // A body declared larger than any resume is refused before it is read.
    const declared = await multipart(fields, { name: 'resume', text: '%PDF-1.4\n' });
    const huge = await page({ ...declared, headers: { ...declared.headers, 'Content-Length': String(50 * 1024 * 1024) } });
    expect(huge.status).toBe(413);
    expect(await huge.text()).toContain('حجم رزومه حداکثر ۲ مگابایت است');

    const ok = await page(await multipart(fields, { name: 'resume', text: '%PDF-1.4\n%%EOF\n' }));
    expect(ok.status).toBe(303);
    expect(ok.headers.get('Location')).toBe('/careers?sent=1');
    expect(await latest()).toMatchObject({ kind: 'career', positionId: position.id, resumePath: expect.stringMatching(/^resumes\//) });
  });
});

describe('/representation-request', () => {
  const page = (init = {}) => pages.render('representation-request.astro', '/representation-request', init);

  it('offers every city grouped by province, and records a request (303) or says what is missing (422)', async () => {
    const html = await (await page()).text();
    expect(html).toContain('<optgroup label="تهران">');
    expect(html).toContain('<optgroup label="خراسان رضوی">');

    const missing = await page(urlencoded({ name: 'حسن موسوی', mobile: '09151234567', experience: 'ab' }));
    expect(missing.status).toBe(422);
    const errors = await missing.text();
    expect(errors).toContain('id="agency-city-error" role="alert" class="text-sm text-danger">شهر را انتخاب کنید</p>');
    expect(errors).toContain('id="agency-experience-error" role="alert" class="text-sm text-danger">حداقل طول متن کافی نیست</p>');

    const sent = await page(urlencoded({ name: 'حسن موسوی', mobile: '09151234567', city_id: '1', experience: 'پنج سال فروش موبایل' }));
    expect(sent.status).toBe(303);
    expect(sent.headers.get('Location')).toBe('/representation-request?sent=1#agency-form');
    expect(await latest()).toMatchObject({ kind: 'agency', cityId: 1, provinceId: 1 });
  });
});

describe('/admin/requests', () => {
  const staffSession = async (role: StaffRole) => {
    const member = await newStaff(t, role);
    const login = await issueLogin(t.db, member.id, 'retail-web');
    await passSecondFactor(t, { Authorization: `Bearer ${login.tokens.access_token}` });
    return { id: member.id, cookie: { Cookie: `bz_session=${login.web}` } };
  };
  const screen = (init = {}, url = '/admin/requests') => pages.render('admin/requests.astro', url, init);

  it('lists open requests with the resume link and marks one handled, for call-center staff only', async () => {
    const request = await latest();
    const career = (await t.db.select().from(requests).where(eq(requests.kind, 'career')).orderBy(desc(requests.id)).limit(1))[0]!;
    const agent = await staffSession('call-center');
    const html = await (await screen({ headers: agent.cookie })).text();
    expect(html).toContain(`id="request-${request.id}"`);
    expect(html).toContain(`href="/v10/admin/request/resume?id=${career.id}"`);
    expect(html).toContain('href="/admin/requests?kind=career"');

    const posted = await screen(urlencoded({ action: 'request.handle', id: String(request.id) }, agent.cookie));
    expect(posted.status).toBe(303);
    expect(posted.headers.get('Location')).toBe('/admin/requests?done=handled');
    const [audit] = await t.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.actorUserId, agent.id), eq(staffAudit.action, 'request.handle')));
    expect(audit).toMatchObject({ action: 'request.handle', subjectId: String(request.id) });
    expect(await (await screen({ headers: agent.cookie })).text()).not.toContain(`id="request-${request.id}"`);
    expect(await (await screen({ headers: agent.cookie }, '/admin/requests?state=handled')).text()).toContain(`id="request-${request.id}"`);

    expect((await screen({ headers: (await staffSession('content-editor')).cookie })).status).toBe(403);
  });
});
