import { asc, count, eq } from 'drizzle-orm';
import { notFound } from '#server/errors.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { offsetOf } from '#server/http/params.ts';
import type { Page } from '#server/http/envelope.ts';
import { brands, categories, products } from './schema.ts';

/** Brand as the API shows it. */
export interface BrandItem {
  id: number;
  slug: string;
  name: string;
  name_en: string;
  color: string;
  country: string | null;
}

export async function listBrands(db: DbOrTx, page: Page): Promise<{ items: BrandItem[]; total: number }> {
  const where = eq(brands.isActive, true);
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: brands.id, slug: brands.slug, name: brands.name, name_en: brands.nameEn, color: brands.color, country: brands.country })
      .from(brands)
      .where(where)
      .orderBy(asc(brands.id))
      .limit(page.perPage)
      .offset(offsetOf(page)),
    db.select({ n: count() }).from(brands).where(where),
  ]);
  return { items: rows, total: total?.n ?? 0 };
}

export interface CategoryNode {
  id: number;
  slug: string;
  name: string;
  name_en: string;
  level: number;
  allow_add_from_listing: boolean;
  children: CategoryNode[];
}

/** The whole active category tree, main categories first, in menu order. */
export async function categoryTree(db: DbOrTx): Promise<CategoryNode[]> {
  const rows = await db.select().from(categories).where(eq(categories.isActive, true)).orderBy(asc(categories.level), asc(categories.sort));
  const byId = new Map<number, CategoryNode>();
  const roots: CategoryNode[] = [];
  for (const r of rows) {
    const node: CategoryNode = {
      id: r.id,
      slug: r.slug,
      name: r.name,
      name_en: r.nameEn,
      level: r.level,
      allow_add_from_listing: r.allowAddFromListing,
      children: [],
    };
    byId.set(r.id, node);
    const parent = r.parentId === null ? undefined : byId.get(r.parentId);
    if (parent) parent.children.push(node);
    else if (r.parentId === null) roots.push(node);
  }
  return roots;
}

const SLUG_TABLES = { category: categories, brand: brands, product: products } as const;
export type SlugKind = keyof typeof SLUG_TABLES;

/** Spec section 7 "server-side slug lookups": the slug of a category, brand or product by id. */
export async function slugById(db: DbOrTx, kind: SlugKind, id: number): Promise<string> {
  const table = SLUG_TABLES[kind];
  const [row] = await db.select({ slug: table.slug }).from(table).where(eq(table.id, id));
  if (!row) throw notFound();
  return row.slug;
}
