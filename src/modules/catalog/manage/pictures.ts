import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '#server/db/client.ts';
import { validationError } from '#server/errors.ts';
import { pictureProblem, storePicture } from '#server/media/uploads.ts';
import { refreshProductCards } from '../cards.ts';
import { productImages, products } from '../schema.ts';
import { found } from '#server/errors.ts';

/**
 * A product's pictures: upload (checked and resized by media/uploads.ts, served at
 * /media/p/{id}-{width}.webp like the generated ones), alt text, order and removal. The
 * first picture is the listing card's and the page's main one. Each change purges the
 * cached pages through refreshProductCards. The row changes run in the caller's
 * transaction (the back office's, with its audit row); the files are stored before it
 * (storePictureFile) and removed by the caller when no committed row names them.
 */
export const PICTURE_MESSAGES = {
  missing: 'فایل تصویر را انتخاب کنید',
  tooBig: 'حجم تصویر بیش از ۵ مگابایت است',
  notPicture: 'فایل باید تصویر JPEG، PNG یا WebP باشد',
  tooMany: 'هر کالا حداکثر ۲۰ تصویر دارد',
  order: 'ترتیب باید همهٔ تصاویر همین کالا را یک‌بار داشته باشد',
};
const MAX_PICTURES = 20;
const NOT_FOUND = 'تصویر یافت نشد';

export type PictureFields = ReturnType<typeof fieldsOf>;
/** A product's pictures by id, in order: what a reorder changes. */
export interface PictureOrder {
  pictures: number[];
}

const fileError = (message: string) => validationError([{ field: 'file', message }]);
const fieldsOf = (r: typeof productImages.$inferSelect) => ({ productId: r.productId, position: r.position, alt: r.alt, path: r.path });

async function lockedProduct(tx: Tx, id: number) {
  const [row] = await tx.select({ id: products.id }).from(products).where(eq(products.id, id)).for('update');
  return found(row, 'کالا یافت نشد');
}

const picturesOf = (tx: DbOrTx, productId: number) =>
  tx.select().from(productImages).where(eq(productImages.productId, productId)).orderBy(asc(productImages.position), asc(productImages.id));

/** Checks the file (its real type, from its bytes) and stores its sizes; answers the path its row will name. */
export async function storePictureFile(file: unknown): Promise<string> {
  if (!(file instanceof File) || file.size === 0) throw fileError(PICTURE_MESSAGES.missing);
  const data = new Uint8Array(await file.arrayBuffer());
  const problem = await pictureProblem(data);
  if (problem) throw fileError(problem === 'size' ? PICTURE_MESSAGES.tooBig : PICTURE_MESSAGES.notPicture);
  return storePicture(data);
}

/** Adds the row of a stored picture (storePictureFile) last in the product's order. */
export async function addPictureIn(tx: Tx, productId: number, path: string, alt: string): Promise<{ id: number; after: PictureFields }> {
  await lockedProduct(tx, productId);
  const [{ n, last } = { n: 0, last: -1 }] = await tx
    .select({ n: sql<number>`count(*)::int`, last: sql<number>`coalesce(max(${productImages.position}), -1)::int` })
    .from(productImages)
    .where(eq(productImages.productId, productId));
  if (n >= MAX_PICTURES) throw fileError(PICTURE_MESSAGES.tooMany);
  const [row] = await tx
    .insert(productImages)
    .values({ productId, position: last + 1, alt, path })
    .returning();
  await refreshProductCards(tx, [productId]);
  return { id: row!.id, after: fieldsOf(row!) };
}

export async function editPictureAltIn(tx: Tx, id: number, alt: string): Promise<{ productId: number; before: PictureFields; after: PictureFields }> {
  const [row] = await tx.select().from(productImages).where(eq(productImages.id, id)).for('update');
  const before = found(row, NOT_FOUND);
  const [after] = await tx.update(productImages).set({ alt }).where(eq(productImages.id, id)).returning();
  await refreshProductCards(tx, [before.productId]);
  return { productId: before.productId, before: fieldsOf(before), after: fieldsOf(after!) };
}

/** Sets the order to `ids` (every picture of the product, once), positions 0, 1, 2… */
async function reorder(tx: Tx, productId: number, ids: number[]): Promise<{ productId: number; before: PictureOrder; after: PictureOrder }> {
  const current = await picturesOf(tx, productId);
  const same = ids.length === current.length && new Set(ids).size === ids.length && current.every((p) => ids.includes(p.id));
  if (!same) throw validationError([{ field: 'ids', message: PICTURE_MESSAGES.order }]);
  for (const [position, id] of ids.entries()) await tx.update(productImages).set({ position }).where(eq(productImages.id, id));
  await refreshProductCards(tx, [productId]);
  return { productId, before: { pictures: current.map((p) => p.id) }, after: { pictures: ids } };
}

export async function orderPicturesIn(tx: Tx, productId: number, ids: number[]) {
  await lockedProduct(tx, productId);
  return reorder(tx, productId, ids);
}

/** The page's one step: the picture swaps places with its neighbour (nothing to do at either end). */
export async function movePictureIn(tx: Tx, id: number, direction: 'up' | 'down') {
  const [row] = await tx.select({ productId: productImages.productId }).from(productImages).where(eq(productImages.id, id));
  const { productId } = found(row, NOT_FOUND);
  await lockedProduct(tx, productId);
  const ids = (await picturesOf(tx, productId)).map((p) => p.id);
  const at = ids.indexOf(id);
  const to = direction === 'up' ? at - 1 : at + 1;
  if (at >= 0 && to >= 0 && to < ids.length) [ids[at], ids[to]] = [ids[to]!, ids[at]!];
  return reorder(tx, productId, ids);
}

/** Deletes the row; its files (`before.path`) are the caller's to remove once the delete has committed. */
export async function deletePictureIn(tx: Tx, id: number): Promise<{ before: PictureFields }> {
  const [row] = await tx.select().from(productImages).where(eq(productImages.id, id)).for('update');
  const before = found(row, NOT_FOUND);
  await tx.delete(productImages).where(eq(productImages.id, id));
  await refreshProductCards(tx, [before.productId]);
  return { before: fieldsOf(before) };
}
