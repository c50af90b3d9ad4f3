import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '#tests/harness.ts';
import { newMember } from '#tests/factories/members.ts';
import { readyStaff } from '#tests/factories/staff.ts';
import { staffAudit } from '#modules/staff/index.ts';
import { readDocument } from './documents.ts';
import { IMAGE_MAX_BYTES } from '#lib/validation/rules.ts';
import { fields, pdfBlob, phonePhoto, providerFixture, REAL, smallPng } from './provider.fixture.ts';
import { providerDocuments } from './schema.ts';

/**
 * A seller's documents and contract: files checked by their real type and size, a
 * picture of any size a phone takes shrunk to the spec's 25 KB (what the browser did not
 * shrink, the server does), replaced, readable only by their owner and by staff (audited),
 * and the contract as a PDF once the three steps are saved.
 */
const t = useTestApi();
const { upload, throughStep3 } = providerFixture(t);

describe('seller registration: documents and the contract', () => {
  it('takes a small picture or a PDF by its real type; refuses an empty file, a fake, an oversized PDF', async () => {
    const shopper = await newMember(t.db);
    await throughStep3(shopper.auth);
    expect(fields((await upload(shopper.auth, 'national_card', new Blob([]))).body)).toEqual({ file: 'فایل مدرک را انتخاب کنید؛ فایل خالی پذیرفته نمی‌شود' });
    expect(fields((await upload(shopper.auth, 'national_card', null)).body)).toEqual({ file: 'فایل مدرک را انتخاب کنید؛ فایل خالی پذیرفته نمی‌شود' });
    const fake = new Blob([new TextEncoder().encode('<html><script>alert(1)</script></html>')], { type: 'image/png' });
    expect(fields((await upload(shopper.auth, 'national_card', fake, 'card.png')).body)).toEqual({ file: 'مدرک باید تصویر (JPG، PNG یا WebP) یا PDF باشد' });
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
    const pathOf = async () =>
      (await t.db.select({ path: providerDocuments.path }).from(providerDocuments).where(eq(providerDocuments.id, card.body.data.documents[0].id)))[0]!.path;
    const before = await pathOf();
    expect(await readDocument(before)).not.toBeNull();
    const again = await upload(shopper.auth, 'national_card', await smallPng());
    expect(again.body.data.documents).toHaveLength(2);
    expect(await pathOf()).not.toBe(before);
    expect(await readDocument(before)).toBeNull();
    expect(await readDocument(await pathOf())).not.toBeNull();
  });

  it('takes a phone photo of a national card the browser did not shrink: kept at most 25 KB, re-encoded, read only by its owner', async () => {
    const seller = await newMember(t.db);
    const other = await newMember(t.db);
    await throughStep3(seller.auth, REAL);
    const photo = await phonePhoto();
    expect(photo.size).toBeGreaterThan(2 * 1024 * 1024);
    expect(photo.size).toBeLessThan(4 * 1024 * 1024);
    expect((await sharp(new Uint8Array(await photo.arrayBuffer())).metadata()).exif).toBeDefined();

    const res = await upload(seller.auth, 'national_card', photo, 'IMG_2041.jpg');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.msg).toBe('مدرک بارگذاری شد');
    expect(res.body.data.next_step).toBe('preconfirm');
    const [doc] = res.body.data.documents;
    expect(doc).toMatchObject({ kind: 'national_card', content_type: 'image/webp' });
    expect(doc.bytes).toBeLessThanOrEqual(IMAGE_MAX_BYTES);

    const mine = await t.app.request(doc.url, { headers: seller.auth });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/webp');
    const stored = new Uint8Array(await mine.arrayBuffer());
    expect(stored.byteLength).toBe(doc.bytes);
    expect(stored.byteLength).toBeLessThanOrEqual(IMAGE_MAX_BYTES);
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp' });
    expect(meta.exif).toBeUndefined();
    expect(Math.max(meta.width, meta.height)).toBeGreaterThanOrEqual(240);
    // Another account's session, or none, does not read it.
    expect((await t.app.request(doc.url, { headers: other.auth })).status).toBe(404);
    expect((await t.app.request(doc.url)).status).toBe(401);

    // A noisy picture of some hundreds of KB is shrunk too, not refused.
    const noisy = await sharp(randomBytes(300 * 300 * 3), { raw: { width: 300, height: 300, channels: 3 } })
      .png()
      .toBuffer();
    expect(noisy.byteLength).toBeGreaterThan(IMAGE_MAX_BYTES);
    const licence = await upload(seller.auth, 'license', new Blob([new Uint8Array(noisy)]), 'licence.png');
    expect(licence.status, JSON.stringify(licence.body)).toBe(200);
    expect(licence.body.data.documents[1]).toMatchObject({ kind: 'license', content_type: 'image/webp' });
    expect(licence.body.data.documents[1].bytes).toBeLessThanOrEqual(IMAGE_MAX_BYTES);

    // Megabytes that are not a picture, and a picture over the 5 MB any upload may be, are refused in Persian.
    const text = new Blob([new TextEncoder().encode('not a photo '.repeat(250_000))], { type: 'image/jpeg' });
    const notPicture = await upload(seller.auth, 'national_card', text, 'card.jpg');
    expect(notPicture.status).toBe(422);
    expect(fields(notPicture.body)).toEqual({ file: 'مدرک باید تصویر (JPG، PNG یا WebP) یا PDF باشد' });
    const huge = await upload(seller.auth, 'national_card', new Blob([photo, new Uint8Array(2 * 1024 * 1024)], { type: 'image/jpeg' }), 'big.jpg');
    expect(huge.status).toBe(422);
    expect(fields(huge.body)).toEqual({ file: 'حجم تصویر بیش از ۵ مگابایت است؛ تصویر کوچک‌تری انتخاب کنید' });
    // The refused ones left the card as it was.
    const after = await t.app.request(doc.url, { headers: seller.auth });
    expect(new Uint8Array(await after.arrayBuffer())).toEqual(stored);
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
    expect((await t.app.request('/v10/admin/provider/contract?id=99999999', { headers: owner.auth })).status).toBe(404);
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
