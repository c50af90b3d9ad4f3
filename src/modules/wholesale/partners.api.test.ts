import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { newMember } from '#tests/factories/members.ts';
import { readyStaff } from '#tests/factories/staff.ts';
import { IMAGE_MAX_BYTES } from '#lib/validation/rules.ts';
import { readPrivateFile } from '#server/media/private-files.ts';
import { smsOutbox } from '#server/sms/schema.ts';
import { phonePhoto } from '#modules/provider/provider.fixture.ts';
import { partnerApplications } from './schema.ts';

/**
 * Joining the partner programme: apply as a company or a sole trader
 * (POST /v10/coworker/register), the case in the back office's decisions inbox, the
 * decision with its SMS, the account's coworker status (identity), and applying again
 * after a refusal.
 */
const t = useTestApi();

const COMPANY = {
  kind: 'company',
  company_name: 'بازرگانی آفتاب',
  legal_national_id: '۱۰۳۸۰۲۸۴۷۹۰',
  company_type: 3,
  economic_code: '411111111111',
  intro_method_id: 2,
};
const identity = async (auth: Record<string, string>) => (await t.call('GET', '/v6/profile/identity', undefined, auth)).body.data;
const smsTo = async (mobile: string) => t.db.select().from(smsOutbox).where(eq(smsOutbox.receptor, mobile)).orderBy(desc(smsOutbox.id));
const inbox = async (auth: Record<string, string>) =>
  (
    (await t.call('GET', '/v10/admin/decisions?per-page=50', undefined, auth)).body.data.items as { id: number; kind: string; title: string; lines: string[] }[]
  ).filter((c) => c.kind === 'partner');

async function multipart(auth: Record<string, string>, fields: Record<string, string | number>, document?: Blob, path = '/v10/coworker/register') {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, String(v));
  if (document) form.set('document', document, 'licence.bin');
  const res = await t.app.request(path, { method: 'POST', body: form, headers: auth });
  return { status: res.status, body: await res.json() };
}

describe('the partner programme: applying', () => {
  it('lists how people heard of us and the company types; guests must sign in to apply', async () => {
    const res = await t.call('GET', '/v10/coworker/intro-methods');
    expect(res.body.data.items).toContainEqual({ id: 2, title: 'شبکه‌های اجتماعی' });
    expect(res.body.data.company_types.map((c: { title: string }) => c.title)).toEqual(['سهامی عام', 'سهامی خاص', 'با مسئولیت محدود', 'تعاونی']);
    expect((await t.call('POST', '/v10/coworker/register', COMPANY)).status).toBe(401);
  });

  it('refuses a company without a valid legal national ID or type, and a bad economic code, in Persian', async () => {
    const shopper = await newMember(t.db);
    const res = await t.call(
      'POST',
      '/v10/coworker/register',
      { ...COMPANY, legal_national_id: '10380284792', company_type: 9, economic_code: '12' },
      shopper.auth,
    );
    expect(res.status).toBe(422);
    const fields = Object.fromEntries(res.body.data.map((f: { field: string; message: string }) => [f.field, f.message]));
    expect(Object.keys(fields).sort()).toEqual(['company_type', 'economic_code', 'legal_national_id']);
    expect(fields.company_type).toBe('نوع شرکت را انتخاب کنید');
    const missing = await t.call('POST', '/v10/coworker/register', { kind: 'company', company_name: 'آفتاب', intro_method_id: 1 }, shopper.auth);
    expect(missing.body.data.map((f: { field: string }) => f.field).sort()).toEqual(['company_type', 'legal_national_id']);
    // Sent empty: every missing field at once, the company's too.
    const empty = await t.call('POST', '/v10/coworker/register', { kind: 'company' }, shopper.auth);
    expect(empty.body.data.map((f: { field: string }) => f.field).sort()).toEqual(['company_name', 'company_type', 'intro_method_id', 'legal_national_id']);
    expect(await t.db.select().from(partnerApplications).where(eq(partnerApplications.userId, shopper.id))).toEqual([]);
    expect((await identity(shopper.auth)).is_hamkar).toBe(false);
  });

  it('a company applies, waits (once), is refused with a reason by SMS, applies again and is confirmed', async () => {
    const shopper = await newMember(t.db);
    const owner = await readyStaff(t, 'owner');
    const applied = await t.call('POST', '/v10/coworker/register', COMPANY, shopper.auth);
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.data).toMatchObject({
      kind: 'company',
      legal_national_id: '10380284790',
      company_type: 3,
      status: { code: 1, title: 'در انتظار بررسی' },
    });
    expect(await identity(shopper.auth)).toMatchObject({ is_hamkar: true, coWorker: { status: { code: 1 } }, hamkarPanel: false });
    expect((await t.call('POST', '/v10/coworker/register', COMPANY, shopper.auth)).status).toBe(409);
    // Corrected while it waits: the same case.
    const fixed = await t.call('POST', '/v10/coworker/update', { ...COMPANY, company_name: 'بازرگانی آفتاب شرق' }, shopper.auth);
    expect(fixed.body.data).toMatchObject({ id: applied.body.data.id, company_name: 'بازرگانی آفتاب شرق' });

    const [first] = (await inbox(owner.auth)).filter((c) => c.title.startsWith('بازرگانی آفتاب شرق'));
    expect(first!.lines[0]).toContain('شناسه ملی ۱۰۳۸۰۲۸۴۷۹۰');
    const refused = await t.call(
      'POST',
      '/v10/admin/decisions/decide',
      { id: first!.id, verdict: 'refuse', reason: 'تصویر پروانهٔ کسب خوانا نیست' },
      owner.auth,
    );
    expect(refused.status, JSON.stringify(refused.body)).toBe(200);
    expect((await smsTo(shopper.mobile))[0]!.body).toContain('دلیل: تصویر پروانهٔ کسب خوانا نیست');
    expect(await identity(shopper.auth)).toMatchObject({ coWorker: { status: { code: 3 } }, hamkarPanel: false });

    const again = await t.call('POST', '/v10/coworker/update', COMPANY, shopper.auth);
    expect(again.body.data.id).not.toBe(applied.body.data.id);
    const [second] = (await inbox(owner.auth)).filter((c) => c.title.startsWith('بازرگانی آفتاب ('));
    expect((await t.call('POST', '/v10/admin/decisions/decide', { id: second!.id, verdict: 'approve' }, owner.auth)).status).toBe(200);
    expect((await smsTo(shopper.mobile))[0]!.body).toContain('تأیید شد');
    expect(await identity(shopper.auth)).toMatchObject({ is_hamkar: true, coWorker: { status: { code: 2 } }, hamkarPanel: true });
    const rows = await t.db.select().from(partnerApplications).where(eq(partnerApplications.userId, shopper.id)).orderBy(partnerApplications.id);
    expect(rows.map((r) => [r.status, r.staffNote])).toEqual([
      [3, 'تصویر پروانهٔ کسب خوانا نیست'],
      [2, null],
    ]);
    expect((await t.call('POST', '/v10/coworker/register', COMPANY, shopper.auth)).body.message).toBe('شما همکار تأییدشدهٔ بازار هستید');
  });

  it('a sole trader needs no legal ID; a document must really be a picture or a PDF', async () => {
    const shopper = await newMember(t.db);
    const fields = { kind: 'sole', company_name: 'فروشگاه نور', intro_method_id: 3 };
    const fake = await multipart(shopper.auth, fields, new Blob(['not a picture at all'], { type: 'image/png' }));
    expect(fake.status).toBe(422);
    expect(fake.body.data).toEqual([{ field: 'document', message: 'مدرک باید تصویر (JPG، PNG یا WebP) یا PDF باشد' }]);
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 10, g: 120, b: 200 } } })
      .png()
      .toBuffer();
    const ok = await multipart(shopper.auth, fields, new Blob([new Uint8Array(png)], { type: 'image/png' }));
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data).toMatchObject({ kind: 'sole', legal_national_id: null, company_type: null, has_document: true });
    const other = await newMember(t.db);
    const pdf = await multipart(other.auth, fields, new Blob(['%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'], { type: 'application/pdf' }));
    expect(pdf.body.data.has_document).toBe(true);
  });
});

describe('a phone photo as the document', () => {
  it('is taken though the browser did not shrink it: kept at most 25 KB, re-encoded, and never served to anyone', async () => {
    const shopper = await newMember(t.db);
    const other = await newMember(t.db);
    const photo = await phonePhoto();
    expect(photo.size).toBeGreaterThan(2 * 1024 * 1024);
    expect(photo.size).toBeLessThan(4 * 1024 * 1024);
    const fields = { kind: 'sole', company_name: 'فروشگاه عکس', intro_method_id: 3 };

    // Megabytes that are not a picture are refused in Persian, and nothing is applied.
    const text = new Blob([new TextEncoder().encode('not a photo '.repeat(250_000))], { type: 'image/jpeg' });
    const refused = await multipart(shopper.auth, fields, text);
    expect(refused.status).toBe(422);
    expect(refused.body.data).toEqual([{ field: 'document', message: 'مدرک باید تصویر (JPG، PNG یا WebP) یا PDF باشد' }]);
    expect(await t.db.select().from(partnerApplications).where(eq(partnerApplications.userId, shopper.id))).toEqual([]);

    const res = await multipart(shopper.auth, fields, photo);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ kind: 'sole', has_document: true, status: { code: 1 } });
    const [row] = await t.db.select().from(partnerApplications).where(eq(partnerApplications.userId, shopper.id));
    expect(row!.documentPath).toMatch(/^partners\/[0-9a-f]{32}\.webp$/);
    const stored = await readPrivateFile('partners', row!.documentPath!);
    expect(stored!.byteLength).toBeLessThanOrEqual(IMAGE_MAX_BYTES);
    const meta = await sharp(stored!).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    // The answer says there is a document, never where; no address serves it to another user or a guest.
    expect(JSON.stringify(res.body)).not.toContain(row!.documentPath!.split('/')[1]!.slice(0, 32));
    expect((await t.app.request(`/media/${row!.documentPath}`, { headers: other.auth })).status).toBe(404);
    expect((await t.app.request(`/media/${row!.documentPath}`)).status).toBe(404);

    // Correcting it with another phone photo keeps that one small too.
    const update = await multipart(shopper.auth, fields, await phonePhoto(1800, 2400), '/v10/coworker/update');
    expect(update.status, JSON.stringify(update.body)).toBe(200);
    const [changed] = await t.db.select().from(partnerApplications).where(eq(partnerApplications.userId, shopper.id));
    expect(changed!.documentPath).not.toBe(row!.documentPath);
    expect((await readPrivateFile('partners', changed!.documentPath!))!.byteLength).toBeLessThanOrEqual(IMAGE_MAX_BYTES);

    // Over the 5 MB any upload may be: refused with the limit.
    const huge = await multipart(other.auth, fields, new Blob([photo, new Uint8Array(2 * 1024 * 1024)], { type: 'image/jpeg' }));
    expect(huge.status).toBe(422);
    expect(huge.body.data).toEqual([{ field: 'document', message: 'حجم مدرک حداکثر ۵ مگابایت است' }]);
  });
});

describe('an application sent back for changes', () => {
  it('asks the applicant to correct it with the staff’s note; the correction puts it back in the inbox', async () => {
    const shopper = await newMember(t.db);
    const owner = await readyStaff(t, 'owner');
    const company = { ...COMPANY, company_name: 'بازرگانی اصلاحی' };
    expect((await t.call('POST', '/v10/coworker/register', company, shopper.auth)).status).toBe(200);
    const find = async () => (await inbox(owner.auth)).find((c) => c.title.startsWith('بازرگانی اصلاحی'));
    const first = (await find())!;
    const noNote = await t.call('POST', '/v10/admin/decisions/decide', { id: first.id, verdict: 'return' }, owner.auth);
    expect(noNote.body.data[0]).toMatchObject({ field: 'reason', message: 'بنویسید چه چیزی باید اصلاح شود؛ درخواست‌کننده آن را می‌بیند' });
    const back = await t.call('POST', '/v10/admin/decisions/decide', { id: first.id, verdict: 'return', reason: 'کد اقتصادی را هم بنویسید' }, owner.auth);
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.data.state).toBe('returned');
    expect(await find()).toBeUndefined();
    expect(await identity(shopper.auth)).toMatchObject({ coWorker: { status: { code: 4 } }, hamkarPanel: false });
    expect((await smsTo(shopper.mobile))[0]!.body).toContain('نیاز به اصلاح دارد: کد اقتصادی را هم بنویسید');
    // A fresh application is not how to answer it: the same one is corrected.
    expect((await t.call('POST', '/v10/coworker/register', company, shopper.auth)).body.message).toBe(
      'درخواست شما نیاز به اصلاح دارد؛ همان درخواست را ویرایش کنید',
    );
    const fixed = await t.call('POST', '/v10/coworker/update', { ...company, economic_code: '411111111112' }, shopper.auth);
    expect(fixed.body.data).toMatchObject({ economic_code: '411111111112', status: { code: 1 } });
    const again = (await find())!;
    expect(again.id).toBe(first.id);
    expect((await t.call('POST', '/v10/admin/decisions/decide', { id: again.id, verdict: 'approve' }, owner.auth)).status).toBe(200);
    expect(await identity(shopper.auth)).toMatchObject({ coWorker: { status: { code: 2 } }, hamkarPanel: true });
  });

  it('is refused for a kind that cannot be corrected (a payout)', async () => {
    const owner = await readyStaff(t, 'owner');
    const payout = (await t.call('GET', '/v10/admin/decisions?per-page=50', undefined, owner.auth)).body.data.items.find(
      (c: { kind: string }) => c.kind === 'payout',
    );
    expect(payout, 'the demo payout request waits in the inbox').toBeDefined();
    const res = await t.call('POST', '/v10/admin/decisions/decide', { id: payout.id, verdict: 'return', reason: 'اصلاح' }, owner.auth);
    expect(res.status).toBe(409);
  });
});
