import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { validationError } from '#server/errors.ts';
import { categories, products } from '../schema.ts';
import { found } from '#server/errors.ts';
import { countProducts, inUse, refusedWhenNamed, slugOf, taxonomyChanged } from './taxonomy.ts';

/**
 * Editing the category tree: three levels (main, sub, leaf), products in the leaves
 * (products.ts PRODUCT_LEVEL). A category's level follows its parent; one that has
 * subcategories or products keeps its level (it may move under another parent of the same
 * level), so the tree never grows a fourth level or a loop. One in use is not deleted.
 * Each runs in the caller's transaction (the back office's, with its audit row) and
 * answers the category's fields before and after; after the commit the caller runs
 * forgetTaxonomy (taxonomy.ts).
 */
export const CATEGORY_SLUG_TAKEN = 'این نشانی برای دستهٔ دیگری به کار رفته است';
const NOT_FOUND = 'دسته یافت نشد';
const MAX_LEVEL = 3;

/** A category as the editor sends it (the back office's form, already checked). */
export interface CategoryInput {
  slug?: string;
  name: string;
  name_en: string;
  parent_id?: number;
  sort: number;
  allow_add_from_listing: boolean;
  is_active: boolean;
}

export type CategoryFields = ReturnType<typeof fieldsOf>;

const fieldsOf = (r: typeof categories.$inferSelect) => ({
  parentId: r.parentId,
  slug: r.slug,
  name: r.name,
  nameEn: r.nameEn,
  level: r.level,
  sort: r.sort,
  allowAddFromListing: r.allowAddFromListing,
  isActive: r.isActive,
});

/** The row's values, after checking the parent and the address. */
async function valuesOf(tx: Tx, input: CategoryInput, current?: typeof categories.$inferSelect) {
  let level = 1;
  if (input.parent_id !== undefined) {
    const [parent] = await tx.select({ level: categories.level }).from(categories).where(eq(categories.id, input.parent_id));
    if (!parent || input.parent_id === current?.id) throw validationError([{ field: 'parent_id', message: 'دستهٔ بالاتر را درست انتخاب کنید' }]);
    if (parent.level >= MAX_LEVEL) throw validationError([{ field: 'parent_id', message: 'دسته‌های سطح سوم زیردسته ندارند' }]);
    level = parent.level + 1;
  }
  if (current && level !== current.level) {
    const [child] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.parentId, current.id)).limit(1);
    if (child || (await countProducts(tx, products.categoryId, current.id)) > 0) {
      throw validationError([{ field: 'parent_id', message: 'دسته‌ای که زیردسته یا کالا دارد فقط زیر دسته‌ای هم‌سطح دستهٔ بالاتر کنونی‌اش می‌رود' }]);
    }
  }
  const slug = slugOf(input);
  const [clash] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(current ? and(eq(categories.slug, slug), ne(categories.id, current.id)) : eq(categories.slug, slug));
  if (clash) throw validationError([{ field: 'slug', message: CATEGORY_SLUG_TAKEN }]);
  return {
    parentId: input.parent_id ?? null,
    slug,
    name: input.name,
    nameEn: input.name_en,
    level,
    sort: input.sort,
    allowAddFromListing: input.allow_add_from_listing,
    isActive: input.is_active,
  };
}

export async function createCategoryIn(tx: Tx, input: CategoryInput): Promise<{ id: number; after: CategoryFields }> {
  const [row] = await tx
    .insert(categories)
    .values(await valuesOf(tx, input))
    .returning();
  await taxonomyChanged(tx, products.categoryId, row!.id, false);
  return { id: row!.id, after: fieldsOf(row!) };
}

export async function updateCategoryIn(tx: Tx, input: CategoryInput & { id: number }): Promise<{ before: CategoryFields; after: CategoryFields }> {
  const [row] = await tx.select().from(categories).where(eq(categories.id, input.id)).for('update');
  const current = found(row, NOT_FOUND);
  const [after] = await tx
    .update(categories)
    .set(await valuesOf(tx, input, current))
    .where(eq(categories.id, input.id))
    .returning();
  await taxonomyChanged(tx, products.categoryId, input.id, after!.name !== current.name || after!.nameEn !== current.nameEn);
  return { before: fieldsOf(current), after: fieldsOf(after!) };
}

/** Only an empty category goes: no subcategories, no products, nothing else pointing at it (a campaign): 409. */
export function deleteCategoryIn(tx: Tx, id: number): Promise<{ before: CategoryFields }> {
  return refusedWhenNamed('این دسته در محتوای فروشگاه (مثلاً یک کمپین) به کار رفته است و حذف نمی‌شود', async () => {
    const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
    const current = found(row, NOT_FOUND);
    if ((await countProducts(tx, products.categoryId, id)) > 0) throw inUse('این دسته کالا دارد و حذف نمی‌شود؛ نخست کالاهایش را به دستهٔ دیگری ببرید');
    const [child] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.parentId, id)).limit(1);
    if (child) throw inUse('این دسته زیردسته دارد و حذف نمی‌شود');
    await tx.delete(categories).where(eq(categories.id, id));
    await taxonomyChanged(tx, products.categoryId, id, false);
    return { before: fieldsOf(current) };
  });
}
