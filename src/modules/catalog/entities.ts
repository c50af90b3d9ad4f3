import { count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { num, rowsOf } from '#server/db/rows.ts';
import { notFound } from '#server/errors.ts';
import { categoryPath, categoryRefs } from './lookups.ts';
import { brands, products, sellers } from './schema.ts';
import { sellerTier } from './product/seller-tier.ts';

/** Brand, category and seller ("company") views, by id or slug (spec section 7 catalogue group). */
export type Key = { id: number } | { slug: string };

const byKey = <T extends { id: unknown; slug: unknown }>(table: T, key: Key) =>
  'id' in key ? eq(table.id as never, key.id) : eq(table.slug as never, key.slug);

export async function brandView(db: DbOrTx, key: Key) {
  const [b] = await db.select().from(brands).where(byKey(brands, key));
  if (!b || !b.isActive) throw notFound('برند مورد نظر یافت نشد');
  const [n] = await db
    .select({ n: count() })
    .from(products)
    .where(sql`${products.brandId} = ${b.id} and ${products.status} <> 0`);
  return { id: b.id, slug: b.slug, name: b.name, name_en: b.nameEn, color: b.color, country: b.country, description: b.description, productCount: n?.n ?? 0 };
}

export async function categoryView(db: DbOrTx, key: Key) {
  const refs = await categoryRefs(db);
  const c = 'id' in key ? refs.byId.get(key.id) : refs.bySlug.get(key.slug);
  if (!c) throw notFound('دسته‌بندی مورد نظر یافت نشد');
  const brief = (x: { id: number; slug: string; name: string; level: number }) => ({ id: x.id, slug: x.slug, name: x.name, level: x.level });
  return {
    ...brief(c),
    allow_add_from_listing: c.allowAddFromListing,
    path: categoryPath(refs, c.id).map(brief),
    children: [...refs.byId.values()].filter((x) => x.parentId === c.id).map(brief),
  };
}

export async function companyView(db: DbOrTx, key: Key) {
  const [s] = await db.select().from(sellers).where(byKey(sellers, key));
  if (!s || !s.isActive) throw notFound('فروشنده مورد نظر یافت نشد');
  const tier = sellerTier(s.performanceScore);
  return {
    id: s.id,
    slug: s.slug,
    company_name: s.name,
    company_name_en: s.nameEn,
    city: s.city,
    performanceScore: s.performanceScore,
    tier,
    joinedAt: s.joinedAt.toISOString(),
  };
}

/** A seller's page: the seller with the brands and categories it sells most (by products offered). */
export async function companyPage(db: DbOrTx, slug: string, limits: { brands: number; categories: number }) {
  const company = await companyView(db, { slug });
  const [brandRows, categoryRows, refs] = await Promise.all([
    db.execute(sql`
      select b.slug, b.name, count(distinct p.id)::int as n from products p join brands b on b.id = p.brand_id
      where ${company.id} = any(p.seller_ids) and p.status <> 0 group by b.slug, b.name order by n desc limit ${limits.brands}`),
    db.execute(sql`
      select p.category_id as id, count(*)::int as n from products p
      where ${company.id} = any(p.seller_ids) and p.status <> 0 group by p.category_id order by n desc limit ${limits.categories}`),
    categoryRefs(db),
  ]);
  return {
    company,
    brands: rowsOf(brandRows).map((r) => ({ slug: String(r.slug), name: String(r.name), productCount: num(r.n) })),
    categories: rowsOf(categoryRows).flatMap((r) => {
      const c = refs.byId.get(num(r.id));
      return c ? [{ slug: c.slug, name: c.name, productCount: num(r.n) }] : [];
    }),
  };
}
