import type { DbOrTx } from '#server/db/client.ts';
import { categoryPath, categoryRefs, type CategoryRef } from '../lookups.ts';
import { categoryHref, mainCategoryHref } from '../menu.ts';

/** Breadcrumbs and sub-category links around a category listing. */
export interface CategoryContext {
  crumbs: { name: string; href: string }[];
  children: { name: string; href: string }[];
}

export const hrefOfCategory = (c: Pick<CategoryRef, 'slug' | 'level'>) => (c.level === 1 ? mainCategoryHref(c.slug) : categoryHref(c.slug));

export async function categoryContext(db: DbOrTx, category: CategoryRef): Promise<CategoryContext> {
  const refs = await categoryRefs(db);
  const path = categoryPath(refs, category.id);
  const children = [...refs.byId.values()].filter((c) => c.parentId === category.id);
  return {
    crumbs: [{ name: 'بازار', href: '/' }, ...path.slice(0, -1).map((c) => ({ name: c.name, href: hrefOfCategory(c) }))],
    children: children.map((c) => ({ name: c.name, href: hrefOfCategory(c) })),
  };
}
