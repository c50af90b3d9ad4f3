import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '#server/db/client.ts';
import { validationError } from '#server/errors.ts';
import { brands, products } from '#modules/catalog/index.ts';
import { catalogChange, found, type Editor } from './change.ts';
import { countProducts, forgetTaxonomy, inUse, isForeignKeyViolation, slugOf, taxonomyChanged } from './taxonomy.ts';
import type { BrandInput } from './validation.ts';

/**
 * Brands in the back office: names (both are in every product's search text and are
 * search synonyms of each other), address, colour (generated pictures and brand tiles),
 * country and description. One that products carry is not deleted.
 */
export const BRAND_SLUG_TAKEN = 'این نشانی برای برند دیگری به کار رفته است';
const NOT_FOUND = 'برند یافت نشد';

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

const fieldsOf = (r: typeof brands.$inferSelect) => ({
  slug: r.slug,
  name: r.name,
  nameEn: r.nameEn,
  color: r.color,
  country: r.country,
  description: r.description,
  isActive: r.isActive,
});

async function valuesOf(tx: Tx, input: BrandInput, id?: number) {
  const slug = slugOf(input);
  const [clash] = await tx
    .select({ id: brands.id })
    .from(brands)
    .where(id ? and(eq(brands.slug, slug), ne(brands.id, id)) : eq(brands.slug, slug));
  if (clash) throw validationError([{ field: 'slug', message: BRAND_SLUG_TAKEN }]);
  return {
    slug,
    name: input.name,
    nameEn: input.name_en,
    color: input.color,
    country: input.country || null,
    description: input.description || null,
    isActive: input.is_active,
  };
}

export async function createBrand(db: DbOrTx, editor: Editor, input: BrandInput): Promise<number> {
  const id = await catalogChange(
    db,
    editor,
    'brand.create',
    async (tx) => {
      const [row] = await tx
        .insert(brands)
        .values(await valuesOf(tx, input))
        .returning();
      await taxonomyChanged(tx, products.brandId, row!.id, false);
      return { result: row!.id, subjectType: 'brand', subjectId: row!.id, after: fieldsOf(row!) };
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
      const [row] = await tx.select().from(brands).where(eq(brands.id, input.id)).for('update');
      const current = found(row, NOT_FOUND);
      const [after] = await tx
        .update(brands)
        .set(await valuesOf(tx, input, input.id))
        .where(eq(brands.id, input.id))
        .returning();
      await taxonomyChanged(tx, products.brandId, input.id, after!.name !== current.name || after!.nameEn !== current.nameEn);
      return { result: input.id, subjectType: 'brand', subjectId: input.id, before: fieldsOf(current), after: fieldsOf(after!) };
    },
    BRAND_SLUG_TAKEN,
  );
  forgetTaxonomy(db);
  return input.id;
}

export async function deleteBrand(db: DbOrTx, editor: Editor, id: number): Promise<void> {
  try {
    await catalogChange(db, editor, 'brand.delete', async (tx) => {
      const [row] = await tx.select().from(brands).where(eq(brands.id, id)).for('update');
      const current = found(row, NOT_FOUND);
      if ((await countProducts(tx, products.brandId, id)) > 0) throw inUse('این برند کالا دارد و حذف نمی‌شود؛ می‌توانید آن را غیرفعال کنید');
      await tx.delete(brands).where(eq(brands.id, id));
      await taxonomyChanged(tx, products.brandId, id, false);
      return { result: undefined, subjectType: 'brand', subjectId: id, before: fieldsOf(current) };
    });
  } catch (err) {
    if (isForeignKeyViolation(err)) throw inUse('این برند جای دیگری در فروشگاه به کار رفته است و حذف نمی‌شود');
    throw err;
  }
  forgetTaxonomy(db);
}
