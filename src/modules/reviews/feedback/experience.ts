import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { purgePages } from '#server/cache/page-version.ts';
import { ApiError, notFound } from '#server/errors.ts';
import { products } from '#modules/catalog/index.ts';
import { hasReceived } from '../buyer.ts';
import { checkDailyLimit, moderate, STATE_TEXT } from '../moderation/moderate.ts';
import { productExperiences, type ModerationState } from '../schema.ts';
import { PRODUCT_NOT_FOUND } from '../surveys/items.ts';

export const EXPERIENCE_KIND = 'experience';
export const BUYERS_ONLY = 'ثبت تجربهٔ استفاده ویژهٔ خریداران این کالاست';

export interface OwnExperience {
  id: number;
  product_id: number;
  text: string;
  status: ModerationState;
  status_text: string;
  created_at: string;
}

/** May this shopper note their experience of the product: only once they have received it. */
export const canNoteExperience = (db: DbOrTx, userId: number, productId: number) => hasReceived(db, userId, productId);

/**
 * A buyer's note on using a product (`/v6/product-user-experience/create`): 404 for an
 * unknown product, 403 for a shopper who has not received it, limited per day, stored
 * exactly as written and published at once when plain, else held for staff (kind
 * `experience` in the decisions inbox). Publishing empties the page cache so the
 * product's feedback tab shows it.
 */
export async function createExperience(db: Db, userId: number, productId: number, text: string): Promise<OwnExperience> {
  const row = await db.transaction(async (tx) => {
    const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId));
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    if (!(await hasReceived(tx, userId, productId))) throw new ApiError(403, BUYERS_ONLY);
    await checkDailyLimit(tx, userId, 'experience', productExperiences);
    const [created] = await tx.insert(productExperiences).values({ productId, userId, text }).returning();
    const state = await moderate(tx, EXPERIENCE_KIND, created!.id, [text]);
    await tx.update(productExperiences).set({ state }).where(eq(productExperiences.id, created!.id));
    return { ...created!, state };
  });
  if (row.state === 'approved') purgePages();
  return {
    id: row.id,
    product_id: row.productId,
    text: row.text,
    status: row.state,
    status_text: STATE_TEXT[row.state],
    created_at: row.createdAt.toISOString(),
  };
}
