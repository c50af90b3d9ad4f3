import { asc, eq, inArray } from 'drizzle-orm';
import { categories, products } from '#modules/catalog/index.ts';
import type { DbOrTx, Tx } from '#server/db/client.ts';
import { campaignBanners, campaignCategories, campaignProducts, campaigns } from './schema.ts';
import { found, validationError } from '#server/errors.ts';

/**
 * Editing the seasonal campaign windows (spec section 3: yalda, weekend, black5day…): when
 * each runs. The window's end after its start is the editor's form rule; instants are
 * stored as given. Each runs in the caller's transaction (the back office's, with its
 * audit row) and answers the row and its fields before and after.
 */
const NO_CAMPAIGN = 'کمپین یافت نشد';

/** A campaign window as the editor sends it (the back office's form, already checked). */
export interface CampaignValues {
  kind: string;
  title: string;
  starts_at: Date;
  ends_at: Date;
}

const fields = (r: typeof campaigns.$inferSelect) => ({ kind: r.kind, title: r.title, startsAt: r.startsAt.toISOString(), endsAt: r.endsAt.toISOString() });
const row = (input: CampaignValues) => ({ kind: input.kind, title: input.title, startsAt: input.starts_at, endsAt: input.ends_at });

export async function createCampaignIn(tx: Tx, input: CampaignValues) {
  const [created] = await tx.insert(campaigns).values(row(input)).returning();
  return { row: created!, after: fields(created!) };
}

/** Locks the window, then changes it; a 404 when it is gone. */
export async function updateCampaignIn(tx: Tx, id: number, input: CampaignValues) {
  const [current] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
  const before = found(current, NO_CAMPAIGN);
  const [after] = await tx.update(campaigns).set(row(input)).where(eq(campaigns.id, id)).returning();
  return { row: after!, before: fields(before), after: fields(after!) };
}

export async function deleteCampaignIn(tx: Tx, id: number) {
  const [gone] = await tx.delete(campaigns).where(eq(campaigns.id, id)).returning();
  return { before: fields(found(gone, NO_CAMPAIGN)) };
}

/** The ids among `wanted` that `table` lacks, for a 422 naming them (a foreign key would answer 500). */
async function missing(tx: Tx, table: typeof products | typeof categories, wanted: number[]): Promise<number[]> {
  if (!wanted.length) return [];
  const have = new Set((await tx.select({ id: table.id }).from(table).where(inArray(table.id, wanted))).map((r) => r.id));
  return wanted.filter((id) => !have.has(id));
}

/**
 * Replaces a landing's promoted products and categories with these, in this order, under
 * the window's row lock (two editors saving at once: the later list wins whole). Unknown ids
 * are a 422 naming them.
 */
export async function setCampaignItemsIn(tx: Tx, id: number, productIds: number[], categoryIds: number[]) {
  const [current] = await tx.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, id)).for('update');
  found(current, NO_CAMPAIGN);
  const [badProducts, badCategories] = [await missing(tx, products, productIds), await missing(tx, categories, categoryIds)];
  const fieldErrors = [
    ...(badProducts.length ? [{ field: 'product_ids', message: `محصولی با این شناسه‌ها یافت نشد: ${badProducts.join('، ')}` }] : []),
    ...(badCategories.length ? [{ field: 'category_ids', message: `دسته‌بندی‌ای با این شناسه‌ها یافت نشد: ${badCategories.join('، ')}` }] : []),
  ];
  if (fieldErrors.length) throw validationError(fieldErrors);
  const before = await campaignItems(tx, id);
  await tx.delete(campaignProducts).where(eq(campaignProducts.campaignId, id));
  await tx.delete(campaignCategories).where(eq(campaignCategories.campaignId, id));
  if (productIds.length) await tx.insert(campaignProducts).values(productIds.map((productId, sort) => ({ campaignId: id, productId, sort })));
  if (categoryIds.length) await tx.insert(campaignCategories).values(categoryIds.map((categoryId, sort) => ({ campaignId: id, categoryId, sort })));
  return { before, after: { productIds, categoryIds } };
}

/** A landing's promoted product and category ids, in their order (the back office's form shows them). */
export async function campaignItems(db: DbOrTx, id: number) {
  const [productRows, categoryRows] = await Promise.all([
    db.select({ id: campaignProducts.productId }).from(campaignProducts).where(eq(campaignProducts.campaignId, id)).orderBy(asc(campaignProducts.sort)),
    db
      .select({ id: campaignCategories.categoryId })
      .from(campaignCategories)
      .where(eq(campaignCategories.campaignId, id))
      .orderBy(asc(campaignCategories.sort)),
  ]);
  return { productIds: productRows.map((r) => r.id), categoryIds: categoryRows.map((r) => r.id) };
}

export interface CampaignBannerValues {
  campaign_id: number;
  title: string;
  image: string;
  link: string;
  sort: number;
}

export async function createCampaignBannerIn(tx: Tx, input: CampaignBannerValues) {
  const [current] = await tx.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, input.campaign_id)).for('share');
  found(current, NO_CAMPAIGN);
  const [row] = await tx
    .insert(campaignBanners)
    .values({ campaignId: input.campaign_id, title: input.title, image: input.image, link: input.link, sort: input.sort })
    .returning();
  return { row: row!, after: { campaignId: row!.campaignId, title: row!.title, image: row!.image, link: row!.link, sort: row!.sort } };
}

export async function deleteCampaignBannerIn(tx: Tx, id: number) {
  const [gone] = await tx.delete(campaignBanners).where(eq(campaignBanners.id, id)).returning();
  const before = found(gone, 'بنر یافت نشد');
  return { before: { campaignId: before.campaignId, title: before.title, image: before.image, link: before.link } };
}

export const bannersOf = (db: DbOrTx, campaignId: number) =>
  db.select().from(campaignBanners).where(eq(campaignBanners.campaignId, campaignId)).orderBy(asc(campaignBanners.sort), asc(campaignBanners.id));
