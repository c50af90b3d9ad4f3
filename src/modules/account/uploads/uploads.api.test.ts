import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { newMember } from '#tests/factories/members.ts';
import { readPrivateFile } from '#server/media/private-files.ts';
import { issueLogin } from '../auth/tokens.ts';
import { users, userUploads } from '../schema.ts';
import { COMPANY, fakePng, fields, legalFixture, noisyPng, pdfBlob, smallPng } from '../legal/legal.fixture.ts';

/**
 * The shopper's identity documents (/v6/user-upload/get-info, insert, file): a picture up to
 * 25 KB or a PDF up to 2 MB by their real type, one per kind and replaced, readable by the
 * owner only.
 */
const t = useTestApi();
const { multipart } = legalFixture(t);
const insert = (auth: Record<string, string>, kind: string, file: Blob | null) =>
  multipart('POST', '/v6/user-upload/insert', file ? { kind, file } : { kind }, auth);

describe('identity documents', () => {
  it('lists the three kinds, none sent yet; GET and POST alike', async () => {
    const shopper = await newMember(t.db);
    const res = await t.call('GET', '/v6/user-upload/get-info', undefined, shopper.auth);
    expect(res.status).toBe(200);
    expect(res.body.data.items).toEqual([
      { kind: 'national_card_front', title: 'روی کارت ملی', uploaded: false, url: null, content_type: null, bytes: null, created_at: null },
      { kind: 'national_card_back', title: 'پشت کارت ملی', uploaded: false, url: null, content_type: null, bytes: null, created_at: null },
      { kind: 'birth_certificate', title: 'صفحهٔ اول شناسنامه', uploaded: false, url: null, content_type: null, bytes: null, created_at: null },
    ]);
    expect((await t.call('POST', '/v6/user-upload/get-info', {}, shopper.auth)).body).toEqual(res.body);
    expect((await t.call('GET', '/v6/user-upload/get-info')).status).toBe(401);
  });

  it('refuses an empty file, a fake picture, a picture over 5 MB, a large PDF and an unknown kind, in Persian', async () => {
    const shopper = await newMember(t.db);
    expect(fields((await insert(shopper.auth, 'national_card_front', null)).body)).toEqual({ file: 'فایل مدرک را انتخاب کنید؛ فایل خالی پذیرفته نمی‌شود' });
    const fake = await insert(shopper.auth, 'national_card_front', fakePng());
    expect(fake.status).toBe(422);
    expect(fields(fake.body)).toEqual({ file: 'مدرک باید تصویر (JPG، PNG یا WebP) یا PDF باشد' });
    const huge = new Blob([new Uint8Array(await (await noisyPng()).arrayBuffer()), new Uint8Array(5 * 1024 * 1024)], { type: 'image/png' });
    expect(fields((await insert(shopper.auth, 'national_card_front', huge)).body)).toEqual({
      file: 'حجم تصویر بیش از ۵ مگابایت است؛ تصویر کوچک‌تری انتخاب کنید',
    });
    const bigPdf = new Blob([new TextEncoder().encode('%PDF-1.4\n'), new Uint8Array(2 * 1024 * 1024)]);
    expect(fields((await insert(shopper.auth, 'birth_certificate', bigPdf)).body)).toEqual({ file: 'حجم فایل PDF حداکثر ۲ مگابایت است' });
    expect(fields((await insert(shopper.auth, 'passport', await smallPng())).body)).toEqual({ kind: 'نوع مدرک را انتخاب کنید' });
    expect(await t.db.select().from(userUploads).where(eq(userUploads.userId, shopper.id))).toEqual([]);
  });

  it('takes a picture larger than 25 KB (sent without the browser shrinking it) and keeps it shrunk to 25 KB', async () => {
    const shopper = await newMember(t.db);
    const big = await noisyPng();
    expect(big.size).toBeGreaterThan(25 * 1024);
    const res = await insert(shopper.auth, 'national_card_front', big);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [row] = await t.db.select().from(userUploads).where(eq(userUploads.userId, shopper.id));
    const stored = await readPrivateFile('user-uploads', row!.path);
    expect(stored!.byteLength).toBeLessThanOrEqual(25 * 1024);
  });

  it('stores a picture re-encoded and a PDF as sent, replaces a kind, and shows them to the owner only', async () => {
    const shopper = await newMember(t.db);
    const other = await newMember(t.db);
    const front = await insert(shopper.auth, 'national_card_front', await smallPng());
    expect(front.status, JSON.stringify(front.body)).toBe(200);
    expect(front.body.msg).toBe('مدرک بارگذاری شد');
    expect(front.body.data).toMatchObject({
      kind: 'national_card_front',
      uploaded: true,
      url: '/v6/user-upload/file?kind=national_card_front',
      content_type: 'image/webp',
    });
    const birth = await insert(shopper.auth, 'birth_certificate', pdfBlob());
    expect(birth.body.data).toMatchObject({ content_type: 'application/pdf' });

    const info = (await t.call('GET', '/v6/user-upload/get-info', undefined, shopper.auth)).body.data.items;
    expect(info.map((i: { uploaded: boolean }) => i.uploaded)).toEqual([true, false, true]);

    const mine = await t.app.request('/v6/user-upload/file?kind=birth_certificate', { headers: shopper.auth });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('application/pdf');
    expect(mine.headers.get('cache-control')).toContain('no-store');
    expect(new TextDecoder().decode(await mine.arrayBuffer())).toMatch(/^%PDF-/);
    expect((await t.app.request('/v6/user-upload/file?kind=national_card_front', { headers: shopper.auth })).headers.get('content-type')).toBe('image/webp');
    // Another shopper has none of their own, and never sees these.
    expect((await t.app.request('/v6/user-upload/file?kind=birth_certificate', { headers: other.auth })).status).toBe(404);
    expect((await t.app.request('/v6/user-upload/file?kind=national_card_back', { headers: shopper.auth })).status).toBe(404);
    expect((await t.app.request('/v6/user-upload/file?kind=passport', { headers: shopper.auth })).status).toBe(422);

    // Replacing a kind keeps one row and removes the old file.
    const [old] = await t.db.select().from(userUploads).where(eq(userUploads.userId, shopper.id));
    const again = await insert(shopper.auth, old!.kind, await smallPng());
    expect(again.status).toBe(200);
    const rows = await t.db.select().from(userUploads).where(eq(userUploads.userId, shopper.id));
    expect(rows).toHaveLength(2);
    const now = rows.find((r) => r.kind === old!.kind)!;
    expect(now.path).not.toBe(old!.path);
    expect(await readPrivateFile('user-uploads', old!.path)).toBeNull();
    expect(await readPrivateFile('user-uploads', now.path)).not.toBeNull();
  });

  it('while a call-center operator acts as the customer: companies may be kept, identity papers only by the customer', async () => {
    const customer = await newMember(t.db);
    const [operator] = await t.db.select({ id: users.id }).from(users).where(eq(users.mobile, '09120000003'));
    const { tokens } = await issueLogin(t.db, customer.id, 'retail-web', operator!.id);
    const acting = { Authorization: `Bearer ${tokens.access_token}` };
    const refused = await insert(acting, 'national_card_front', await smallPng());
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('در حالت ورود به‌جای مشتری، بارگذاری مدارک هویتی ممکن نیست؛ مشتری باید خودش وارد شود');
    expect((await t.call('GET', '/v6/user-upload/get-info', undefined, acting)).status).toBe(200);
    expect((await t.call('POST', '/v6/user-legal/create', COMPANY, acting)).status).toBe(200);
    expect(await t.db.select().from(userUploads).where(eq(userUploads.userId, customer.id))).toEqual([]);
  });
});
