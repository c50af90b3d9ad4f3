import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '#server/db/client.ts';
import { validationError } from '#server/errors.ts';
import { categories, products } from '#modules/catalog/index.ts';
import { catalogChange, found, type Editor } from './change.ts';
import { countProducts, forgetTaxonomy, inUse, isForeignKeyViolation, slugOf, taxonomyChanged } from './taxonomy.ts';
import type { CategoryInput } from './validation.ts';

/**
 * The category tree in the back office: three levels (main, sub, leaf), products in the
 * leaves (products.ts PRODUCT_LEVEL). A category's level follows its parent; one that has
 * subcategories or products keeps its level (it may move under another parent of the same
 * level), so the tree never grows a fourth level or a loop. One in use is not deleted.
 */
export const CATEGORY_SLUG_TAKEN = 'این نشانی برای دستهٔ دیگری به کار رفته است';
const NOT_FOUND = 'دسته یافت نشد';
const MAX_LEVEL = 3;

export interface CategoryRow {
  id: number;
  parentId: number | null;
  slug: string;
  name: string;
  nameEn: string;
  level: number;
  sort: number;
  allowAddFromListing: boolean;
  isActive: boolean;
  products: number;
  children: number;
}

/** Every category, each followed by its subcategories (depth first, by sort). */
export async function allCategories(db: DbOrTx): Promise<CategoryRow[]> {
  const rows = await db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      slug: categories.slug,
      name: categories.name,
      nameEn: categories.nameEn,
      level: categories.level,
      sort: categories.sort,
      allowAddFromListing: categories.allowAddFromListing,
      isActive: categories.isActive,
      products: sql<number>`(select count(*)::int from ${products} where ${products.categoryId} = ${categories.id})`,
      children: sql<number>`(select count(*)::int from categories c2 where c2.parent_id = ${categories.id})`,
    })
    .from(categories)
    .orderBy(asc(categories.sort), asc(categories.id));
  const byParent = Map.groupBy(rows, (r) => r.parentId);
  const out: CategoryRow[] = [];
  const walk = (parentId: number | null) => {
    for (const r of byParent.get(parentId) ?? []) {
      out.push(r);
      walk(r.id);
    }
  };
  walk(null);
  return out;
}

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

export async function createCategory(db: DbOrTx, editor: Editor, input: CategoryInput): Promise<number> {
  const id = await catalogChange(
    db,
    editor,
    'category.create',
    async (tx) => {
      const [row] = await tx
        .insert(categories)
        .values(await valuesOf(tx, input))
        .returning();
      await taxonomyChanged(tx, products.categoryId, row!.id, false);
      return { result: row!.id, subjectType: 'category', subjectId: row!.id, after: fieldsOf(row!) };
    },
    CATEGORY_SLUG_TAKEN,
  );
  forgetTaxonomy(db);
  return id;
}

export async function updateCategory(db: DbOrTx, editor: Editor, input: CategoryInput & { id: number }): Promise<number> {
  await catalogChange(
    db,
    editor,
    'category.update',
    async (tx) => {
      const [row] = await tx.select().from(categories).where(eq(categories.id, input.id)).for('update');
      const current = found(row, NOT_FOUND);
      const [after] = await tx
        .update(categories)
        .set(await valuesOf(tx, input, current))
        .where(eq(categories.id, input.id))
        .returning();
      await taxonomyChanged(tx, products.categoryId, input.id, after!.name !== current.name || after!.nameEn !== current.nameEn);
      return { result: input.id, subjectType: 'category', subjectId: input.id, before: fieldsOf(current), after: fieldsOf(after!) };
    },
    CATEGORY_SLUG_TAKEN,
  );
  forgetTaxonomy(db);
  return input.id;
}

/** Only an empty category goes: no subcategories, no products, nothing else pointing at it (a campaign): 409. */
export async function deleteCategory(db: DbOrTx, editor: Editor, id: number): Promise<void> {
  try {
    await catalogChange(db, editor, 'category.delete', async (tx) => {
      const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
      const current = found(row, NOT_FOUND);
      if ((await countProducts(tx, products.categoryId, id)) > 0) throw inUse('این دسته کالا دارد و حذف نمی‌شود؛ نخست کالاهایش را به دستهٔ دیگری ببرید');
      const [child] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.parentId, id)).limit(1);
      if (child) throw inUse('این دسته زیردسته دارد و حذف نمی‌شود');
      await tx.delete(categories).where(eq(categories.id, id));
      await taxonomyChanged(tx, products.categoryId, id, false);
      return { result: undefined, subjectType: 'category', subjectId: id, before: fieldsOf(current) };
    });
  } catch (err) {
    if (isForeignKeyViolation(err)) throw inUse('این دسته در محتوای فروشگاه (مثلاً یک کمپین) به کار رفته است و حذف نمی‌شود');
    throw err;
  }
  forgetTaxonomy(db);
}
