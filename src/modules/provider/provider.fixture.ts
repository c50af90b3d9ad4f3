import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { TestApi } from '#tests/harness.ts';
import { smsOutbox } from '#server/sms/schema.ts';
import { sellableCategories } from './applications.ts';

/**
 * What the seller-registration API tests share: a company's and a person's step 1, a shop,
 * reading 422 fields, files to upload, and going through the three steps.
 */
export const LEGAL = {
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
export const REAL = { person_type: 'real', first_name: 'علی', last_name: 'رضایی', national_code: '0790419904', phone: '09123456789' };
export const SHOP = {
  shop_name: 'فروشگاه آفتاب',
  city_id: 1,
  address: 'تهران، خیابان ولیعصر، پلاک ۱۲',
  postal_code: '1619735744',
  sheba: 'IR820540102680020817909002',
  sheba_holder: 'بازرگانی آفتاب',
};

export const fields = (body: { data: { field: string; message: string }[] }) => Object.fromEntries(body.data.map((f) => [f.field, f.message]));

export const smallPng = async () =>
  new Blob(
    [
      new Uint8Array(
        await sharp({ create: { width: 120, height: 80, channels: 3, background: '#ddeeff' } })
          .png()
          .toBuffer(),
      ),
    ],
    { type: 'image/png' },
  );
/**
 * A phone's photo of a card: a noisy 2400×1800 JPEG of about 3.5 MB (no quality setting
 * alone gets it under 25 KB at full size), with the camera's EXIF a re-encoding must drop.
 */
export async function phonePhoto(width = 2400, height = 1800): Promise<Blob> {
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  const jpeg = await sharp(noise, { raw: { width, height, channels: 3 } })
    .withExif({ IFD0: { Make: 'PhoneCam', Model: 'X1' } })
    .jpeg({ quality: 92 })
    .toBuffer();
  return new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' });
}

export const pdfBlob = () => new Blob([new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')], { type: 'application/pdf' });

export function providerFixture(t: TestApi) {
  const categoryIds = async (): Promise<number[]> => (await sellableCategories(t.db)).slice(0, 2).map((c) => c.id);
  return {
    categoryIds,
    smsTo: async (mobile: string) => t.db.select().from(smsOutbox).where(eq(smsOutbox.receptor, mobile)).orderBy(desc(smsOutbox.id)),

    async upload(auth: Record<string, string>, kind: string, file: Blob | null, name = 'scan.bin') {
      const form = new FormData();
      form.set('kind', kind);
      if (file) form.set('file', file, name);
      const res = await t.app.request('/v6/provider/register/upload', { method: 'POST', body: form, headers: auth });
      return { status: res.status, body: await res.json() };
    },

    async throughStep3(auth: Record<string, string>, step1: object = LEGAL, shop: object = SHOP) {
      expect((await t.call('POST', '/v6/provider/register/step1', step1, auth)).status).toBe(200);
      expect((await t.call('POST', '/v6/provider/register/step2', shop, auth)).status).toBe(200);
      const res = await t.call('POST', '/v6/provider/register/step3', { category_ids: await categoryIds(), sales_channel: 'shop', product_count: '۱۲۰' }, auth);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data;
    },
  };
}
