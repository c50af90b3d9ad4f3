import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { memoFor } from '#server/cache/memo.ts';
import { brands, categories, colors, sellers } from './schema.ts';

/**
 * Small reference tables every listing needs (categories, brands, sellers, colours),
 * read once a minute per database and looked up by slug or id in memory.
 */
const TTL = 60_000;

export interface CategoryRef {
  id: number;
  parentId: number | null;
  slug: string;
  name: string;
  level: number;
  allowAddFromListing: boolean;
  /** This category and every category below it. */
  subtreeIds: number[];
}

export async function categoryRefs(db: DbOrTx) {
  return memoFor(db, 'categories', TTL, async () => {
    const rows = await db.select().from(categories).where(eq(categories.isActive, true)).orderBy(asc(categories.level), asc(categories.sort));
    const byId = new Map<number, CategoryRef>();
    for (const r of rows) {
      byId.set(r.id, {
        id: r.id,
        parentId: r.parentId,
        slug: r.slug,
        name: r.name,
        level: r.level,
        allowAddFromListing: r.allowAddFromListing,
        subtreeIds: [r.id],
      });
    }
    // Rows come parents first, so walking up from each row fills every ancestor's subtree.
    for (const r of rows) {
      let parent = r.parentId === null ? undefined : byId.get(r.parentId);
      while (parent) {
        parent.subtreeIds.push(r.id);
        parent = parent.parentId === null ? undefined : byId.get(parent.parentId);
      }
    }
    return { byId, bySlug: new Map([...byId.values()].map((c) => [c.slug, c])) };
  });
}

/** The path from the main category down to this one (for breadcrumbs). */
export function categoryPath(refs: { byId: Map<number, CategoryRef> }, id: number): CategoryRef[] {
  const path: CategoryRef[] = [];
  for (let c = refs.byId.get(id); c; c = c.parentId === null ? undefined : refs.byId.get(c.parentId)) path.unshift(c);
  return path;
}

export async function brandRefs(db: DbOrTx) {
  return memoFor(db, 'brands', TTL, async () => {
    const rows = await db.select({ id: brands.id, slug: brands.slug, name: brands.name, nameEn: brands.nameEn }).from(brands).where(eq(brands.isActive, true));
    return { byId: new Map(rows.map((b) => [b.id, b])), bySlug: new Map(rows.map((b) => [b.slug, b])) };
  });
}

export async function sellerRefs(db: DbOrTx) {
  return memoFor(db, 'sellers', TTL, async () => {
    const rows = await db
      .select({ id: sellers.id, slug: sellers.slug, name: sellers.name, score: sellers.performanceScore })
      .from(sellers)
      .where(eq(sellers.isActive, true));
    return { byId: new Map(rows.map((s) => [s.id, s])), bySlug: new Map(rows.map((s) => [s.slug, s])) };
  });
}

export async function colorRefs(db: DbOrTx) {
  return memoFor(db, 'colors', TTL, async () => {
    const rows = await db.select().from(colors);
    return { byId: new Map(rows.map((c) => [c.id, c])), byKey: new Map(rows.map((c) => [c.nameEn, c])) };
  });
}
