import { describe, expect, it } from 'vitest';
import { contractNumber, contractPdf, type ContractParty } from './pdf.ts';
import { CONTRACT_TITLE } from './text.ts';

const base = {
  applicationId: 123,
  shopName: 'فروشگاه لوازم خانگی آفتاب',
  address: 'اصفهان، خیابان چهارباغ عباسی، کوچه ۱۲، پلاک ۴۵، واحد ۳',
  postalCode: '8173614987',
  phone: '03132223344',
  mobile: '09121234567',
  sheba: 'IR820540102680020817909002',
  categories: ['لوازم خانگی', 'آشپزخانه'],
  date: new Date('2026-03-29T08:00:00Z'), // 9 Farvardin 1405 in Tehran
} satisfies Partial<ContractParty>;

const legal: ContractParty = {
  ...base,
  personType: 'legal',
  name: 'شرکت بازرگانی آفتاب پارس',
  nationalId: '10380284790',
  companyType: 'سهامی خاص',
  registrationNumber: '45678',
  economicCode: '411122233344',
  representative: 'مریم احمدی',
};
const real: ContractParty = { ...base, applicationId: 7, personType: 'real', name: 'علی رضایی', nationalId: '0012345678' };

/** The PDF's bytes as a binary string, to look for its (uncompressed) dictionaries. */
const binary = (pdf: Uint8Array) => Buffer.from(pdf).toString('latin1');
const pageCount = (pdf: Uint8Array) => binary(pdf).match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;

/**
 * An info entry such as /Title. pdfkit writes each as an indirect object (`/Title 18 0 R`)
 * holding a PDF literal string: escaped, and UTF-16BE with a BOM when not ASCII.
 */
function infoString(pdf: Uint8Array, key: string): string | undefined {
  const src = binary(pdf);
  const ref = new RegExp(`/${key} (\\d+) 0 R`).exec(src);
  if (!ref) return undefined;
  let i = src.indexOf(`\n${ref[1]} 0 obj\n(`);
  if (i < 0) return undefined;
  i += `\n${ref[1]} 0 obj\n(`.length;
  const escapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
  let raw = '';
  for (let depth = 0; ; i++) {
    const c = src[i]!;
    if (c === '\\') raw += escapes[src[++i]!] ?? src[i];
    else if (c === ')' && depth === 0) break;
    else {
      depth += c === '(' ? 1 : c === ')' ? -1 : 0;
      raw += c;
    }
  }
  const bytes = Buffer.from(raw, 'latin1');
  return bytes[0] === 0xfe && bytes[1] === 0xff ? bytes.subarray(2).swap16().toString('utf16le') : raw;
}

describe('contractPdf', () => {
  for (const [kind, party] of [
    ['legal', legal],
    ['real', real],
  ] as const) {
    it(`makes a well-formed A4 PDF with the embedded Vazirmatn font for a ${kind} party`, async () => {
      const pdf = await contractPdf(party);
      expect(pdf).toBeInstanceOf(Uint8Array);
      const text = binary(pdf);
      expect(text.startsWith('%PDF-')).toBe(true);
      expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
      expect(pdf.length).toBeGreaterThan(5_000);
      expect(pdf.length).toBeLessThan(300_000); // the fonts are subset
      expect(pageCount(pdf)).toBeGreaterThanOrEqual(1);
      expect(text).toContain('/MediaBox [0 0 595.28 841.89]');
      expect(text).toMatch(/\/FontName \/[A-Z]{6}\+Vazirmatn-Regular/);
      expect(text).toMatch(/\/FontName \/[A-Z]{6}\+Vazirmatn-Bold/);
      expect(text).not.toContain('Helvetica');
      expect(infoString(pdf, 'Title')).toBe(`${CONTRACT_TITLE} ${contractNumber(party.applicationId, party.date)}`);
      expect(infoString(pdf, 'Author')).toBe('بازار');
      expect(infoString(pdf, 'CreationDate')).toBe('D:20260329080000Z');
    });
  }

  it('gives the same bytes for the same input (no clock, no randomness)', async () => {
    const [a, b] = await Promise.all([contractPdf(legal), contractPdf(legal)]);
    expect(Buffer.compare(a, b)).toBe(0);
  });

  it('breaks onto more pages when the content is long', async () => {
    const short = await contractPdf(real);
    const long = await contractPdf({ ...real, categories: Array.from({ length: 400 }, (_, i) => `دسته ${i + 1}`) });
    expect(pageCount(long)).toBeGreaterThan(pageCount(short));
    expect(binary(long).trimEnd().endsWith('%%EOF')).toBe(true);
  });
});

describe('contractNumber', () => {
  it('is the Jalali year and the zero-padded application id, in Persian digits', () => {
    expect(contractNumber(123, new Date('2026-03-29T08:00:00Z'))).toBe('۱۴۰۵/۰۰۰۱۲۳');
    // 20 March 2026 is still 1404 (Nowruz 1405 is on the 21st, Tehran time).
    expect(contractNumber(7, new Date('2026-03-20T12:00:00Z'))).toBe('۱۴۰۴/۰۰۰۰۰۷');
  });
});
