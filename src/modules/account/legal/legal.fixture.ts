import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { TestApi } from '#tests/harness.ts';

/**
 * What the legal-invoice and identity-document tests share: a valid company, pictures to
 * upload (a small one, one over 25 KB, a fake), multipart calls, and 422 fields by name.
 */
export const COMPANY = {
  company_name: 'بازرگانی آفتاب',
  company_name_en: 'Aftab Trading Co.',
  company_type: 2,
  national_id: '10380284790',
  eghtesad_code: '411111111111',
  recorde_code: '۴۵۶۷۸',
  is_tax: true,
  tax_date: '2023-04-04',
  phone: '021-88776655',
  postal_code: '1619735744',
  address: 'تهران، خیابان ولیعصر، پلاک ۱۲',
};
/** Another company's legal national ID (IRAN.md A2). */
export const OTHER_LEGAL_ID = '14003778990';

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

/** Noise does not compress: a 300×300 PNG of it is well over 25 KB. */
export const noisyPng = async () =>
  new Blob(
    [
      new Uint8Array(
        await sharp(randomBytes(300 * 300 * 3), { raw: { width: 300, height: 300, channels: 3 } })
          .png()
          .toBuffer(),
      ),
    ],
    { type: 'image/png' },
  );

/** HTML sent as a PNG: its name and type lie, its bytes do not. */
export const fakePng = () => new Blob([new TextEncoder().encode('<html><script>alert(1)</script></html>')], { type: 'image/png' });

export const pdfBlob = () => new Blob([new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')], { type: 'application/pdf' });

export function formOf(values: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) {
    if (v instanceof Blob) form.set(k, v, `${k}.png`);
    else if (v !== undefined && v !== null) form.set(k, typeof v === 'boolean' ? (v ? '1' : '0') : String(v));
  }
  return form;
}

export function legalFixture(t: TestApi) {
  const multipart = async (method: string, path: string, values: Record<string, unknown>, auth: Record<string, string>) => {
    const res = await t.app.request(path, { method, body: formOf(values), headers: auth });
    return { status: res.status, body: await res.json() };
  };
  return {
    multipart,
    /** A company made through the API (JSON), answered as the API shows it. */
    async company(auth: Record<string, string>, overrides: Record<string, unknown> = {}) {
      const res = await t.call('POST', '/v6/user-legal/create', { ...COMPANY, ...overrides }, auth);
      if (res.status !== 200) throw new Error(`company: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.data as { id: number; company_name: string; national_id: string };
    },
  };
}
