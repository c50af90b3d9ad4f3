import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unitsQuery } from './match.ts';
import { productSearchText, searchVectorOf, searchWords } from './document.ts';

// The generated column's expression (catalog/schema.ts), on a bare PGlite: what matches.
let pg: PGlite;
beforeAll(() => {
  pg = new PGlite();
});
afterAll(() => pg.close());

async function like(text: string, form: string, identityOnly = false): Promise<boolean> {
  const query = unitsQuery([{ text: form, forms: [form] }], identityOnly);
  const rows = await pg.query<{ m: boolean }>(`select (${searchVectorOf('$1::text')} @@ $2::tsquery) as m`, [text, query]);
  return rows.rows[0]!.m;
}

describe('productSearchText', () => {
  const caseText = productSearchText({
    name: 'کاور هوکو مدل Silicone مناسب برای گوشی موبایل اپل iPhone 16',
    nameEn: 'Hoco Silicone for iPhone 16 Case',
    brandName: 'هوکو',
    brandNameEn: 'Hoco',
    categoryNames: ['کالای دیجیتال', 'قاب و کاور گوشی'],
    tags: ['قاب گوشی'],
  });

  it('keeps what a product is apart from what it fits', async () => {
    expect(await like(caseText, 'کاور', true)).toBe(true);
    expect(await like(caseText, 'iphone', true)).toBe(false);
    expect(await like(caseText, 'iphone')).toBe(true);
  });

  it('matches words from their start, short words whole, phrases by all their words', async () => {
    expect(await like(caseText, 'گوش')).toBe(true);
    expect(await like(caseText, 'وشی')).toBe(false);
    expect(await like(' رژ لب مات | ', 'لب')).toBe(true);
    expect(await like(' ماشین لباسشویی | ', 'لب')).toBe(false);
    expect(await like(caseText, 'گوشی موبایل')).toBe(true);
    expect(await like(" it's | ", "it's")).toBe(true);
  });

  it('writes half-spaced words both spaced and joined', () => {
    expect(searchWords('لپ‌تاپ ایسوس')).toBe('لپ تاپ ایسوس لپتاپ');
  });
});
