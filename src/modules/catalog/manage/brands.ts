import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { validationError } from '#server/errors.ts';
import { brands, products } from '../schema.ts';
import { found } from '#server/errors.ts';
import { countProducts, inUse, refusedWhenNamed, slugOf, taxonomyChanged } from './taxonomy.ts';

/**
 * Editing brands: names (both are in every product's search text and are search synonyms
 * of each other), address, colour (generated pictures and brand tiles), country and
 * description. One that products carry is not deleted. Each runs in the caller's
 * transaction (the back office's, with its audit row) and answers the brand's fields
 * before and after; after the commit the caller runs forgetTaxonomy (taxonomy.ts).
 */
export const BRAND_SLUG_TAKEN = 'این نشانی برای برند دیگری به کار رفته است';
const NOT_FOUND = 'برند یافت نشد';

/** A brand as the editor sends it (the back office's form, already checked). */
export interface BrandInput {
  slug?: string;
  name: string;
  name_en: string;
  color: string;
  country: string;
  description: string;
  is_active: boolean;
}

export type BrandFields = ReturnType<typeof fieldsOf>;

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

export async function createBrandIn(tx: Tx, input: BrandInput): Promise<{ id: number; after: BrandFields }> {
  const [row] = await tx
    .insert(brands)
    .values(await valuesOf(tx, input))
    .returning();
  await taxonomyChanged(tx, products.brandId, row!.id, false);
  return { id: row!.id, after: fieldsOf(row!) };
}

export async function updateBrandIn(tx: Tx, input: BrandInput & { id: number }): Promise<{ before: BrandFields; after: BrandFields }> {
  const [row] = await tx.select().from(brands).where(eq(brands.id, input.id)).for('update');
  const current = found(row, NOT_FOUND);
  const [after] = await tx
    .update(brands)
    .set(await valuesOf(tx, input, input.id))
    .where(eq(brands.id, input.id))
    .returning();
  await taxonomyChanged(tx, products.brandId, input.id, after!.name !== current.name || after!.nameEn !== current.nameEn);
  return { before: fieldsOf(current), after: fieldsOf(after!) };
}

/** Only a brand no product carries goes, and nothing else pointing at it: 409. */
export function deleteBrandIn(tx: Tx, id: number): Promise<{ before: BrandFields }> {
  return refusedWhenNamed('این برند جای دیگری در فروشگاه به کار رفته است و حذف نمی‌شود', async () => {
    const [row] = await tx.select().from(brands).where(eq(brands.id, id)).for('update');
    const current = found(row, NOT_FOUND);
    if ((await countProducts(tx, products.brandId, id)) > 0) throw inUse('این برند کالا دارد و حذف نمی‌شود؛ می‌توانید آن را غیرفعال کنید');
    await tx.delete(brands).where(eq(brands.id, id));
    await taxonomyChanged(tx, products.brandId, id, false);
    return { before: fieldsOf(current) };
  });
}
