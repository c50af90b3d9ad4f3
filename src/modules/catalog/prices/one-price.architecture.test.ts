import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One price rule (quote.ts): no other file decides between the regular price, a promotion
 * and a partner tier. Pragmatically: the promotion's and the tiers' price columns are read
 * only by the loader and the screens that edit them, and the SQL listings that must choose
 * in bulk use the loader's SQL of the same rule; a promotion's `p_price` is picked over a
 * price nowhere in TypeScript but quote.ts.
 */
const root = join(import.meta.dirname, '../../../..');
const src = join(root, 'src');
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
const code = files(src).filter((f) => /\.(ts|tsx|astro)$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.includes('/app/seed/'));
const rel = (f: string) => relative(root, f);

/** Who may read the price columns, and why. */
const READERS: Record<string, string> = {
  'src/modules/catalog/schema.ts': 'the tables themselves',
  'src/modules/catalog/prices/quote-inputs.ts': 'the loader of quote.ts',
  'src/modules/admin/promotions/service.ts': 'the promotion editor shows and saves offers',
  'src/modules/catalog/prices/tiers-edit.ts': 'the tier editor saves tiers',
};
/** SQL over many products: each must apply the loader's SQL rule. */
const SQL_READERS = [
  'src/modules/catalog/cards.ts',
  'src/modules/catalog/listing/listing.ts',
  'src/modules/catalog/prices/promotions.ts',
  'src/modules/catalog/product/variety-listing.ts',
];

describe('one price rule', () => {
  it('reads promotion and tier prices only in the loader, the editors and listings that apply the rule', () => {
    const column = /\b(pv|promo)\.price_rial\b|promotionVarieties\.priceRial|varietyPriceTiers\.priceRial|variety_price_tiers/;
    const offenders = code
      .filter((f) => column.test(readFileSync(f, 'utf8')))
      .map(rel)
      .filter((f) => !(f in READERS) && !SQL_READERS.includes(f));
    expect(offenders).toEqual([]);
    const unruled = SQL_READERS.filter((f) => !/promotion(Applies|BelowPrice)Sql\(/.test(readFileSync(join(root, f), 'utf8')));
    expect(unruled).toEqual([]);
  });

  it('chooses a promotion or tier price in TypeScript only in quote.ts', () => {
    const choice = /\bp_price\s*:\s*[^,}\n]*\?|\?\s*[\w.!]*p_price\b|tierPriceFor\(|\.priceRial\s*<\s*[\w.]*price/i;
    const offenders = code
      .filter((f) => f.endsWith('.ts') || f.endsWith('.tsx'))
      .filter((f) => !f.endsWith('src/modules/catalog/prices/quote.ts') && choice.test(readFileSync(f, 'utf8')))
      .map(rel);
    expect(offenders).toEqual([]);
  });
});
