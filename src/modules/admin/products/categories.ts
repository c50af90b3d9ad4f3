import { asc, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { CATEGORY_SLUG_TAKEN, categories, createCategoryIn, deleteCategoryIn, forgetTaxonomy, products, updateCategoryIn } from '#modules/catalog/index.ts';
import { catalogChange, type Editor } from './change.ts';
import type { CategoryInput } from './validation.ts';

/**
 * The category tree in the back office: the list (each with its products and
 * subcategories counted) and the audited changes. The change itself is the catalogue's
 * (catalog/manage/categories.ts: three levels, products in the leaves, one in use not
 * deleted), run in the transaction that writes the audit row; the cached tree is
 * forgotten after the commit.
 */
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

export async function createCategory(db: DbOrTx, editor: Editor, input: CategoryInput): Promise<number> {
  const id = await catalogChange(
    db,
    editor,
    'category.create',
    async (tx) => {
      const { id, after } = await createCategoryIn(tx, input);
      return { result: id, subjectType: 'category', subjectId: id, after };
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
      const { before, after } = await updateCategoryIn(tx, input);
      return { result: input.id, subjectType: 'category', subjectId: input.id, before, after };
    },
    CATEGORY_SLUG_TAKEN,
  );
  forgetTaxonomy(db);
  return input.id;
}

/** Only an empty category goes (catalog/manage/categories.ts): otherwise 409. */
export async function deleteCategory(db: DbOrTx, editor: Editor, id: number): Promise<void> {
  await catalogChange(db, editor, 'category.delete', async (tx) => {
    const { before } = await deleteCategoryIn(tx, id);
    return { result: undefined, subjectType: 'category', subjectId: id, before };
  });
  forgetTaxonomy(db);
}
