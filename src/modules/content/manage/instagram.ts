import { eq } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { found, validationError } from '#server/errors.ts';
import { products, type ImageArt } from '#modules/catalog/index.ts';
import { instagramPosts } from '../schema.ts';

/**
 * Editing the shop's Instagram posts: title, the post's address, the product it shows, order
 * and whether it shows. The picture (`art`) is chosen when the post is made and stays: it is
 * drawn and cached by id (src/server/media), so a new picture is a new post. Each runs in
 * the caller's transaction (the back office's, with its audit row) and answers the row and
 * its fields before and after.
 */
const NO_POST = 'پست اینستاگرام یافت نشد';
const NO_PRODUCT = 'کالایی با این شناسه پیدا نشد';

/** A post as the editor sends it (the back office's form, already checked). */
export interface InstagramPostValues {
  title: string;
  link: string;
  product_id: number | null;
  sort: number;
  is_active: boolean;
}

const fields = (r: typeof instagramPosts.$inferSelect) => ({ title: r.title, link: r.link, productId: r.productId, sort: r.sort, isActive: r.isActive });
const row = (input: InstagramPostValues) => ({
  title: input.title,
  link: input.link,
  productId: input.product_id,
  sort: input.sort,
  isActive: input.is_active,
});

/** The product a post shows must exist (a 422 on the field otherwise); it may later go off sale, the list then shows none. */
async function checkProduct(tx: Tx, id: number | null) {
  if (id === null) return;
  const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, id));
  if (!product) throw validationError([{ field: 'product_id', message: NO_PRODUCT }]);
}

export async function createInstagramPostIn(tx: Tx, input: InstagramPostValues & { art: ImageArt }) {
  await checkProduct(tx, input.product_id);
  const [created] = await tx
    .insert(instagramPosts)
    .values({ ...row(input), art: input.art })
    .returning();
  return { row: created!, after: fields(created!) };
}

/** Locks the post, then changes it; a 404 when it is gone. */
export async function updateInstagramPostIn(tx: Tx, id: number, input: InstagramPostValues) {
  const [current] = await tx.select().from(instagramPosts).where(eq(instagramPosts.id, id)).for('update');
  const before = found(current, NO_POST);
  await checkProduct(tx, input.product_id);
  const [after] = await tx.update(instagramPosts).set(row(input)).where(eq(instagramPosts.id, id)).returning();
  return { row: after!, before: fields(before), after: fields(after!) };
}

export async function deleteInstagramPostIn(tx: Tx, id: number) {
  const [gone] = await tx.delete(instagramPosts).where(eq(instagramPosts.id, id)).returning();
  return { before: fields(found(gone, NO_POST)) };
}
