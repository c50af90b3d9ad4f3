import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../../../tests/harness.ts';
import { newMember } from '../../../tests/factories/members.ts';
import { readyStaff } from '../../../tests/factories/staff.ts';
import { smsOutbox } from '../../server/sms/schema.ts';
import { products, sellers } from '../catalog/schema.ts';
import { staffAudit } from '../admin/schema.ts';
import { readDocument } from './documents.ts';
import { providerDocuments } from './schema.ts';

/**
 * Seller (provider) registration (issue 20 item 1): the three steps for a real and a
 * legal person with every field's Persian 422, saved progress, documents checked by their
 * real type and size and readable only by their owner and staff, the contract as a PDF,
 * the submission into the decisions inbox, and the decision by SMS making a seller.
 */
const t = useTestApi();

const LEGAL = {
  person_type: 'legal',
  first_name: 'مریم',
  last_name: 'کاظمی',
  national_code: '۰۴۹۹۳۷۰۸۹۹',
  phone: '021-88776655',
  email: 'sales@aftab.example',
  company_name: 'بازرگانی آفتاب',
  legal_national_id: '10380284790',
  company_type: 2,
  registration_number: '۴۵۶۷۸',
  economic_code: '411111111111',
};
const REAL = { person_type: 'real', first_name: 'علی', last_name: 'رضایی', national_code: '0790419904', phone: '09123456789' };
const SHOP = { shop_name: 'فروشگاه آفتاب', city_id: 1, address: 'تهران، خیابان ولیعصر، پلاک ۱۲', postal_code: '1619735744', sheba: 'IR820540102680020817909002', sheba_holder: 'بازرگانی آفتاب' };

const fields = (body: { data: { field: string; message: string }[] }) => Object.fromEntries(body.data.map((f) => [f.field, f.message]));
const smsTo = async (mobile: string) => t.db.select().from(smsOutbox).where(eq(smsOutbox.receptor, mobile)).orderBy(desc(smsOutbox.id));

async function categoryIds(): Promise<number[]> {
  const { sellableCategories } = await import('./applications.ts');
  return (await sellableCategories(t.db)).slice(0, 2).map((c) => c.id);
}

async function upload(auth: Record<string, string>, kind: string, file: Blob | null, name = 'scan.bin') {
  const form = new FormData();
  form.set('kind', kind);
  if (file) form.set('file', file, name);
  const res = await t.app.request('/v6/provider/register/upload', { method: 'POST', body: form, headers: auth });
  return { status: res.status, body: await res.json() };
}

const smallPng = async () => new Blob([new Uint8Array(await sharp({ create: { width: 120, height: 80, channels: 3, background: '#ddeeff' } }).png().toBuffer())], { type: 'image/png' });
const pdfBlob = () => new Blob([new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')], { type: 'application/pdf' });

async function throughStep3(auth: Record<string, string>, step1: object = LEGAL, shop: object = SHOP) {
  expect((await t.call('POST', '/v6/provider/register/step1', step1, auth)).status).toBe(200);
  expect((await t.call('POST', '/v6/provider/register/step2', shop, auth)).status).toBe(200);
  const res = await t.call('POST', '/v6/provider/register/step3', { category_ids: await categoryIds(), sales_channel: 'shop', product_count: '۱۲۰' }, auth);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

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
      { person_type: 'x', first_name: 'a', last_name: '', national_code: '1234567890', phone: '12345', email: 'no', economic_code: '12', registration_number: 'abc' },
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
    expect(Object.keys(fields(empty.body)).sort()).toEqual(['company_name', 'company_type', 'first_name', 'last_name', 'legal_national_id', 'national_code', 'phone', 'registration_number']);
    expect((await t.call('GET', '/v6/provider/register/view', undefined, shopper.auth)).body.data).toBeNull();
  });

  it('keeps each step so a seller who leaves continues where they stopped; steps cannot be skipped', async () => {
    const shopper = await newMember(t.db);
    expect((await t.call('POST', '/v6/provider/register/step2', SHOP, shopper.auth)).status).toBe(409);
    const one = await t.call('POST', '/v6/provider/register/step1', LEGAL, shopper.auth);
    expect(one.body.data).toMatchObject({ person_type: 'legal', national_code: '0499370899', phone: '02188776655', registration_number: '45678', step: 1, next_path: '/provider/register?step=2', status: { code: 'draft' } });
    expect((await t.call('POST', '/v6/provider/register/step3', { category_ids: [1], sales_channel: 'shop', product_count: 5 }, shopper.auth)).status).toBe(409);

    const badShop = await t.call('POST', '/v6/provider/register/step2', { shop_name: 'ا', city_id: '', address: 'کوتاه', postal_code: '0123456789', sheba: 'IR820540102680020817909003', sheba_holder: '' }, shopper.auth);
    expect(fields(badShop.body)).toEqual({
      shop_name: 'نام فروشگاه را بین ۲ تا ۶۰ نویسه بنویسید',
      city_id: 'شهر را انتخاب کنید',
      address: 'نشانی را بین ۱۰ تا ۳۰۰ نویسه بنویسید',
      postal_code: 'کد پستی باید ۱۰ رقم و معتبر باشد',
      sheba: 'شماره شبا معتبر نیست',
      sheba_holder: 'این فیلد الزامی است',
    });
    expect(fields((await t.call('POST', '/v6/provider/register/step2', { ...SHOP, city_id: 999999 }, shopper.auth)).body)).toEqual({ city_id: 'شهر را انتخاب کنید' });
    expect((await t.call('POST', '/v6/provider/register/step2', SHOP, shopper.auth)).body.data.next_path).toBe('/provider/register?step=3');

    const badKinds = await t.call('POST', '/v6/provider/register/step3', { category_ids: [], sales_channel: 'moon', product_count: 0 }, shopper.auth);
    expect(fields(badKinds.body)).toEqual({
      category_ids: 'دست‌کم یک دسته‌بندی (و حداکثر ۱۰) را انتخاب کنید',
      sales_channel: 'بگویید امروز کالاهایتان را کجا می‌فروشید',
      product_count: 'تعداد تقریبی کالاها را بین ۱ و ۱۰۰٬۰۰۰ وارد کنید',
    });
    expect(fields((await t.call('POST', '/v6/provider/register/step3', { category_ids: [987654], sales_channel: 'shop', product_count: 3 }, shopper.auth)).body)).toEqual({
      category_ids: 'دست‌کم یک دسته‌بندی (و حداکثر ۱۰) را انتخاب کنید',
    });
    const three = await t.call('POST', '/v6/provider/register/step3', { category_ids: (await categoryIds()).join(','), sales_channel: 'online', product_count: '۴۰' }, shopper.auth);
    expect(three.body.data).toMatchObject({ step: 3, product_count: 40, next_path: '/provider/upload', required_documents: ['national_card', 'gazette'] });

    // Coming back later: the view says where to go on, with everything they typed.
    const view = await t.call('GET', '/v6/provider/register/view', undefined, shopper.auth);
    expect(view.body.data).toMatchObject({ shop_name: 'فروشگاه آفتاب', sheba: 'IR820540102680020817909002', next_step: 'upload' });
    // Going back to step 1 to fix a name keeps the later steps.
    const fixed = await t.call('POST', '/v6/provider/register/step1', { ...LEGAL, first_name: 'مریم‌السادات' }, shopper.auth);
    expect(fixed.body.data).toMatchObject({ first_name: 'مریم‌السادات', step: 3, shop_name: 'فروشگاه آفتاب' });
  });
});

describe('seller registration: documents and the contract', () => {
  it('takes a small picture or a PDF by its real type; refuses an empty file, a fake, an oversized picture or PDF', async () => {
    const shopper = await newMember(t.db);
    await throughStep3(shopper.auth);
    expect(fields((await upload(shopper.auth, 'national_card', new Blob([]))).body)).toEqual({ file: 'فایل مدرک را انتخاب کنید؛ فایل خالی پذیرفته نمی‌شود' });
    expect(fields((await upload(shopper.auth, 'national_card', null)).body)).toEqual({ file: 'فایل مدرک را انتخاب کنید؛ فایل خالی پذیرفته نمی‌شود' });
    const fake = new Blob([new TextEncoder().encode('<html><script>alert(1)</script></html>')], { type: 'image/png' });
    expect(fields((await upload(shopper.auth, 'national_card', fake, 'card.png')).body)).toEqual({ file: 'مدرک باید تصویر (JPG، PNG یا WebP) یا PDF باشد' });
    const noisy = await sharp(randomBytes(300 * 300 * 3), { raw: { width: 300, height: 300, channels: 3 } }).png().toBuffer();
    expect(noisy.byteLength).toBeGreaterThan(25 * 1024);
    expect(fields((await upload(shopper.auth, 'national_card', new Blob([new Uint8Array(noisy)]))).body)).toEqual({ file: 'حداکثر حجم تصویر ۲۵ کیلوبایت است' });
    const bigPdf = new Blob([new TextEncoder().encode('%PDF-1.4\n'), new Uint8Array(2 * 1024 * 1024)]);
    expect(fields((await upload(shopper.auth, 'gazette', bigPdf)).body)).toEqual({ file: 'حجم فایل PDF حداکثر ۲ مگابایت است' });
    expect(fields((await upload(shopper.auth, 'passport', await smallPng())).body)).toEqual({ kind: 'نوع مدرک را انتخاب کنید' });

    const card = await upload(shopper.auth, 'national_card', await smallPng());
    expect(card.status, JSON.stringify(card.body)).toBe(200);
    expect(card.body.data.next_step).toBe('upload');
    const gazette = await upload(shopper.auth, 'gazette', pdfBlob());
    expect(gazette.body.data).toMatchObject({ next_step: 'preconfirm' });
    expect(gazette.body.data.documents.map((d: { kind: string; content_type: string }) => [d.kind, d.content_type])).toEqual([
      ['national_card', 'image/webp'],
      ['gazette', 'application/pdf'],
    ]);
    // Uploading a kind again replaces it, and the replaced file is deleted.
    const pathOf = async () => (await t.db.select({ path: providerDocuments.path }).from(providerDocuments).where(eq(providerDocuments.id, card.body.data.documents[0].id)))[0]!.path;
    const before = await pathOf();
    expect(await readDocument(before)).not.toBeNull();
    const again = await upload(shopper.auth, 'national_card', await smallPng());
    expect(again.body.data.documents).toHaveLength(2);
    expect(await pathOf()).not.toBe(before);
    expect(await readDocument(before)).toBeNull();
    expect(await readDocument(await pathOf())).not.toBeNull();
  });

  it('lets only the owner and staff read a document', async () => {
    const seller = await newMember(t.db);
    const other = await newMember(t.db);
    await throughStep3(seller.auth);
    const doc = (await upload(seller.auth, 'gazette', pdfBlob())).body.data.documents[0];
    const mine = await t.app.request(doc.url, { headers: seller.auth });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('application/pdf');
    expect(mine.headers.get('cache-control')).toContain('no-store');
    expect(new TextDecoder().decode(await mine.arrayBuffer())).toMatch(/^%PDF-/);
    expect((await t.app.request(doc.url, { headers: other.auth })).status).toBe(404);
    expect((await t.app.request(doc.url)).status).toBe(401);
    expect((await t.app.request(`/v10/admin/provider/document?id=${doc.id}`, { headers: other.auth })).status).toBe(403);
    const catalogEditor = await readyStaff(t, 'catalog-editor');
    expect((await t.app.request(`/v10/admin/provider/document?id=${doc.id}`, { headers: catalogEditor.auth })).status).toBe(403);
    const owner = await readyStaff(t, 'owner');
    const staffRead = await t.app.request(`/v10/admin/provider/document?id=${doc.id}`, { headers: owner.auth });
    expect(staffRead.status).toBe(200);
    const audit = await t.db.select().from(staffAudit).where(eq(staffAudit.action, 'provider.document'));
    expect(audit.some((a) => a.subjectId === String(doc.id))).toBe(true);
    expect((await t.app.request('/v10/admin/provider/document?id=99999999', { headers: owner.auth })).status).toBe(404);
  });

  it('gives the contract as a PDF once the three steps are saved', async () => {
    const shopper = await newMember(t.db);
    await t.call('POST', '/v6/provider/register/step1', REAL, shopper.auth);
    expect((await t.app.request('/v6/provider/register/contract', { headers: shopper.auth })).status).toBe(409);
    await throughStep3(shopper.auth, REAL);
    const res = await t.app.request('/v6/provider/register/contract', { headers: shopper.auth });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="bazaar-contract-\d+\.pdf"$/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder('latin1').decode(bytes.subarray(0, 5))).toBe('%PDF-');
  });
});

describe('seller registration: submission and the decision', () => {
  it('submits only with the contract accepted and the required documents, then waits locked', async () => {
    const shopper = await newMember(t.db);
    await throughStep3(shopper.auth);
    expect(fields((await t.call('POST', '/v6/provider/register/preconfirm', {}, shopper.auth)).body)).toEqual({ accept: 'برای ارسال درخواست، پذیرفتن مفاد قرارداد لازم است' });
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
      ((await t.call('GET', '/v10/admin/decisions?per-page=50', undefined, owner.auth)).body.data.items as { id: number; kind: string; title: string; lines: string[]; links: { href: string }[] }[]).filter(
        (c) => c.kind === 'provider' && c.title === 'فروشگاه مهتاب (حقوقی)',
      );
    const [first] = await inbox();
        expect(first!.lines[0]).toContain('شناسهٔ ملی ۱۰۳۸۰۲۸۴۷۹۰');
    expect(first!.links.map((l) => l.href)).toContainEqual(expect.stringMatching(/^\/v10\/admin\/provider\/contract\?id=\d+$/));
    expect((await t.call('POST', '/v10/admin/decisions/decide', { id: first!.id, verdict: 'return', reason: 'تصویر کارت ملی خوانا نیست' }, owner.auth)).status).toBe(200);
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
    expect((await t.call('GET', '/v6/profile/identity', undefined, shopper.auth)).body.data.companies).toEqual([{ id: seller!.id, slug: seller!.slug, company_name: 'فروشگاه مهتاب' }]);
    const done = await t.call('GET', '/v6/provider/register/view', undefined, shopper.auth);
    expect(done.body.data).toMatchObject({ status: { code: 'approved' }, seller_id: seller!.id, next_step: 'complete' });
    expect((await t.call('POST', '/v6/provider/register/step1', LEGAL, shopper.auth)).status).toBe(409);

    // A catalogue editor adds the new seller's first offer; the product page sells it.
    const editor = await readyStaff(t, 'catalog-editor');
    const choices = (await t.call('GET', '/v10/admin/variety/choices', undefined, editor.auth)).body.data;
    expect(choices.sellers[0]).toMatchObject({ id: seller!.id, name: 'فروشگاه مهتاب', registered: true });
    const [product] = await t.db.select({ id: products.id, slug: products.slug }).from(products).where(eq(products.status, 1)).orderBy(desc(products.id)).limit(1);
    const offer = { product_id: product!.id, seller_id: seller!.id, guarantee_id: choices.guarantees[0].id, price_main: 12_000_000, price: 11_500_000, stock: 7 };
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
      ((await t.call('GET', '/v10/admin/decisions?per-page=50', undefined, owner.auth)).body.data.items as { id: number; kind: string; title: string }[]).filter(
        (c) => c.kind === 'provider' && c.title === 'فروشگاه آفتاب (حقیقی)',
      );
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
    const wrong = await t.call('POST', '/v10/admin/variety/create', { product_id: 99999999, seller_id: 99999999, guarantee_id: 99999, color_id: 99999, price_main: 100, price: 200, stock: 1 }, editor.auth);
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
