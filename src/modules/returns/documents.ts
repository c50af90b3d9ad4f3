import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { ApiError, notFound, validationError, type FieldError } from '#server/errors.ts';
import { toAsciiDigits } from '#lib/digits.ts';
import { RETURN_MESSAGES as M } from './messages.ts';
import { isFile, photoProblem, removePhoto, storePhoto } from './photos.ts';
import { backRequestDocuments, backRequests } from './schema.ts';
import { TAKES_RECEIPT, type BackStatus } from './statuses.ts';

/**
 * The postal receipt of the parcel sent back (`/v8/back-request-document/*`): its barcode,
 * a photo of the receipt, or both; added once the request is confirmed, changed or
 * removed later while it still is. A replaced photo's file goes once the change is saved.
 */
export interface ReceiptIn {
  barcode?: unknown;
  image?: unknown;
}

async function checked(input: ReceiptIn, needOne: boolean): Promise<{ barcode: string | null | undefined; image: Blob | null }> {
  const errors: FieldError[] = [];
  const raw = typeof input.barcode === 'string' ? toAsciiDigits(input.barcode.replace(/[\s-]/g, '')) : '';
  const barcode = raw === '' ? (input.barcode === undefined ? undefined : null) : raw;
  if (barcode && !/^\d{10,30}$/.test(barcode)) errors.push({ field: 'barcode', message: M.barcodeInvalid });
  const image = isFile(input.image) ? input.image : null;
  if (image) {
    const problem = await photoProblem(image);
    if (problem) errors.push({ field: 'image', message: problem === 'type' ? M.imageType : M.imageHuge });
  }
  if (needOne && !barcode && !image && errors.length === 0) errors.push({ field: 'barcode', message: M.receiptNeedsOne });
  if (errors.length) throw validationError(errors);
  return { barcode, image };
}

async function lockOwn(tx: DbOrTx, userId: number, requestId: number) {
  const [row] = await tx
    .select()
    .from(backRequests)
    .where(and(eq(backRequests.id, requestId), eq(backRequests.userId, userId)))
    .for('update');
  if (!row) throw notFound(M.requestNotFound);
  if (!TAKES_RECEIPT.includes(row.status as BackStatus)) throw new ApiError(409, M.receiptNotNow);
  return row;
}

async function stored(image: Blob | null) {
  if (!image) return null;
  const photo = await storePhoto(image);
  if (!photo) throw validationError([{ field: 'image', message: M.imageTooBig }]);
  return photo;
}

export async function addReceipt(db: Db, userId: number, requestId: number, input: ReceiptIn): Promise<{ id: number }> {
  const { barcode, image } = await checked(input, true);
  const photo = await stored(image);
  try {
    return await db.transaction(async (tx) => {
      await lockOwn(tx, userId, requestId);
      const [row] = await tx
        .insert(backRequestDocuments)
        .values({ backRequestId: requestId, barcode: barcode ?? null, imagePath: photo?.path ?? null, imageBytes: photo?.bytes ?? null })
        .returning({ id: backRequestDocuments.id });
      return { id: row!.id };
    });
  } catch (err) {
    if (photo) await removePhoto(photo.path);
    throw err;
  }
}

/** The document with its request, if the request is this shopper's. */
async function ownDocument(tx: DbOrTx, userId: number, id: number) {
  const [row] = await tx
    .select({ doc: backRequestDocuments, requestId: backRequests.id })
    .from(backRequestDocuments)
    .innerJoin(backRequests, eq(backRequests.id, backRequestDocuments.backRequestId))
    .where(and(eq(backRequestDocuments.id, id), eq(backRequests.userId, userId)));
  if (!row) throw notFound(M.documentNotFound);
  return row;
}

export async function updateReceipt(db: Db, userId: number, id: number, input: ReceiptIn): Promise<void> {
  const { barcode, image } = await checked(input, false);
  const photo = await stored(image);
  let replaced: string | null = null;
  try {
    await db.transaction(async (tx) => {
      const { doc, requestId } = await ownDocument(tx, userId, id);
      await lockOwn(tx, userId, requestId);
      const next = { barcode: barcode === undefined ? doc.barcode : barcode, imagePath: photo?.path ?? doc.imagePath };
      if (!next.barcode && !next.imagePath) throw validationError([{ field: 'barcode', message: M.receiptNeedsOne }]);
      await tx
        .update(backRequestDocuments)
        .set({ ...next, imageBytes: photo?.bytes ?? doc.imageBytes, updatedAt: new Date() })
        .where(eq(backRequestDocuments.id, id));
      if (photo) replaced = doc.imagePath;
    });
  } catch (err) {
    if (photo) await removePhoto(photo.path);
    throw err;
  }
  if (replaced) await removePhoto(replaced);
}

export async function deleteReceipt(db: Db, userId: number, id: number): Promise<void> {
  const path = await db.transaction(async (tx) => {
    const { doc, requestId } = await ownDocument(tx, userId, id);
    await lockOwn(tx, userId, requestId);
    await tx.delete(backRequestDocuments).where(eq(backRequestDocuments.id, id));
    return doc.imagePath;
  });
  if (path) await removePhoto(path);
}

/** A receipt photo of this shopper's (404 for anyone else's). */
export async function ownReceiptPhoto(db: DbOrTx, userId: number, id: number): Promise<string> {
  const { doc } = await ownDocument(db, userId, id);
  if (!doc.imagePath) throw notFound(M.documentNotFound);
  return doc.imagePath;
}
