import { asc, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { BRAND_SLUG_TAKEN, brands, createBrandIn, deleteBrandIn, forgetTaxonomy, products, updateBrandIn } from '#modules/catalog/index.ts';
import { catalogChange, type Editor } from './change.ts';
import type { BrandInput } from './validation.ts';

/**
 * Brands in the back office: the list (with how many products each carries) and the
 * audited changes. The change itself is the catalogue's (catalog/manage/brands.ts: names,
 * address, colour, country, description; one that products carry is not deleted), run
 * in the transaction that writes the audit row; the cached tree and brands are forgotten
 * after the commit.
 */
export const allBrands = (db: DbOrTx) =>
  db
    .select({
      id: brands.id,
      slug: brands.slug,
      name: brands.name,
      nameEn: brands.nameEn,
      color: brands.color,
      country: brands.country,
      description: brands.description,
      isActive: brands.isActive,
      products: sql<number>`(select count(*)::int from ${products} where ${products.brandId} = ${brands.id})`,
    })
    .from(brands)
    .orderBy(asc(brands.nameEn), asc(brands.id));

export async function createBrand(db: DbOrTx, editor: Editor, input: BrandInput): Promise<number> {
  const id = await catalogChange(
    db,
    editor,
    'brand.create',
    async (tx) => {
      const { id, after } = await createBrandIn(tx, input);
      return { result: id, subjectType: 'brand', subjectId: id, after };
    },
    BRAND_SLUG_TAKEN,
  );
  forgetTaxonomy(db);
  return id;
}

export async function updateBrand(db: DbOrTx, editor: Editor, input: BrandInput & { id: number }): Promise<number> {
  await catalogChange(
    db,
    editor,
    'brand.update',
    async (tx) => {
      const { before, after } = await updateBrandIn(tx, input);
      return { result: input.id, subjectType: 'brand', subjectId: input.id, before, after };
    },
    BRAND_SLUG_TAKEN,
  );
  forgetTaxonomy(db);
  return input.id;
}

export async function deleteBrand(db: DbOrTx, editor: Editor, id: number): Promise<void> {
  await catalogChange(db, editor, 'brand.delete', async (tx) => {
    const { before } = await deleteBrandIn(tx, id);
    return { result: undefined, subjectType: 'brand', subjectId: id, before };
  });
  forgetTaxonomy(db);
}
