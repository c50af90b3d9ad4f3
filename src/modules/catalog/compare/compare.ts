import { and, inArray, ne, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import type { ProductCard } from '../card.ts';
import { cardsByIds } from '../listing/listing.ts';
import { brands, products, type SpecGroup } from '../schema.ts';

/**
 * Product comparison (spec section 2 "Product compare"): the products' cards in the order
 * asked, and one table of every specification row any of them has, aligned per product.
 */
export interface CompareItem extends ProductCard {
  brand: { slug: string; name: string } | null;
}

export interface CompareAttribute {
  group: string;
  title: string;
  /** One value per compared product, null where that product lacks the row. */
  values: (string | null)[];
}

export interface Comparison {
  items: CompareItem[];
  attributes: CompareAttribute[];
}

/**
 * The union of the products' specification rows: groups in the order they first appear,
 * rows within a group likewise; a row is known by its group and title.
 */
export function buildAttributes(specs: readonly (readonly SpecGroup[] | null | undefined)[]): CompareAttribute[] {
  const rows: CompareAttribute[] = [];
  const byGroup = new Map<string, Map<string, CompareAttribute>>();
  const groupOrder: string[] = [];
  specs.forEach((groups, column) => {
    for (const group of groups ?? []) {
      let inGroup = byGroup.get(group.title);
      if (!inGroup) {
        byGroup.set(group.title, (inGroup = new Map<string, CompareAttribute>()));
        groupOrder.push(group.title);
      }
      for (const item of group.items) {
        let row = inGroup.get(item.title);
        if (!row) {
          row = { group: group.title, title: item.title, values: specs.map(() => null) };
          inGroup.set(item.title, row);
        }
        // A repeated row within one product keeps its first value.
        row.values[column] ??= item.value;
      }
    }
  });
  for (const g of groupOrder) rows.push(...byGroup.get(g)!.values());
  return rows;
}

/** Rows grouped for display: [{ group, rows }] in table order. */
export function groupAttributes(attributes: readonly CompareAttribute[]): { group: string; rows: CompareAttribute[] }[] {
  const out: { group: string; rows: CompareAttribute[] }[] = [];
  for (const a of attributes) {
    const last = out[out.length - 1];
    if (last && last.group === a.group) last.rows.push(a);
    else out.push({ group: a.group, rows: [a] });
  }
  return out;
}

/**
 * A row whose products do not all agree (a product lacking the row differs from one that
 * has it): what the compare page highlights, and all it shows with «فقط تفاوت‌ها».
 */
export function differs(values: readonly (string | null)[]): boolean {
  return values.length > 1 && new Set(values.map((v) => v?.trim() ?? null)).size > 1;
}

/** Known, visible products among `ids` (unknown or inactive ones are dropped), compared. */
export async function compareProducts(db: DbOrTx, ids: readonly number[]): Promise<Comparison> {
  if (ids.length === 0) return { items: [], attributes: [] };
  const [cards, rows] = await Promise.all([
    cardsByIds(db, [...ids]),
    db
      .select({ id: products.id, specifications: products.specifications, brandSlug: brands.slug, brandName: brands.name })
      .from(products)
      .leftJoin(brands, and(eq(brands.id, products.brandId), eq(brands.isActive, true)))
      .where(and(inArray(products.id, [...ids]), ne(products.status, 0))),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const items = cards.map((card): CompareItem => {
    const row = byId.get(card.id);
    return { ...card, brand: row?.brandSlug && row.brandName ? { slug: row.brandSlug, name: row.brandName } : null };
  });
  return { items, attributes: buildAttributes(items.map((c) => byId.get(c.id)?.specifications)) };
}
