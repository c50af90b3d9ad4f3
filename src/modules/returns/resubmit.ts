import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { ApiError, notFound, validationError, type FieldError } from '#server/errors.ts';
import { reopenDecision } from '#modules/decisions/index.ts';
import { RETURN_MESSAGES as M } from './messages.ts';
import { isFile, photoProblem, removePhoto, storePhoto } from './photos.ts';
import { backRequestEvents, backRequestItems, backRequests } from './schema.ts';
import { BACK_STATUS } from './statuses.ts';

/**
 * A request staff sent back for changes, completed by the shopper: new descriptions or
 * photos for its items (`BackDetails[i][id]` with `[description]` and `[image]`), then it
 * is analysed again (the inbox case reopens). Items and counts stay as asked.
 */
export async function resubmitBackRequest(db: Db, userId: number, id: number, body: Record<string, unknown>): Promise<void> {
  const raw = body.BackDetails;
  const entries = raw && typeof raw === 'object' ? Object.entries(raw as Record<string, unknown>) : [];
  const errors: FieldError[] = [];
  const changes: { index: string; itemId: number; description: string | null | undefined; image: Blob | null }[] = [];
  for (const [index, value] of entries) {
    if (!value || typeof value !== 'object') continue;
    const entry = value as Record<string, unknown>;
    const itemId = Number(entry.id);
    if (!Number.isInteger(itemId) || itemId < 1) continue;
    const description = typeof entry.description === 'string' ? entry.description.trim() || null : undefined;
    if (description && description.length > 1000) errors.push({ field: `BackDetails[${index}][description]`, message: M.descriptionLong });
    const image = isFile(entry.image) ? entry.image : null;
    if (image) {
      const problem = await photoProblem(image);
      if (problem) errors.push({ field: `BackDetails[${index}][image]`, message: problem === 'type' ? M.imageType : M.imageHuge });
    }
    changes.push({ index, itemId, description, image });
  }
  if (errors.length) throw validationError(errors);
  const stored = new Map<string, { path: string; bytes: number }>();
  const replaced: string[] = [];
  try {
    for (const c of changes) {
      if (!c.image) continue;
      const photo = await storePhoto(c.image);
      if (!photo) throw validationError([{ field: `BackDetails[${c.index}][image]`, message: M.imageTooBig }]);
      stored.set(c.index, photo);
    }
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(backRequests)
        .where(and(eq(backRequests.id, id), eq(backRequests.userId, userId)))
        .for('update');
      if (!row) throw notFound(M.requestNotFound);
      if (row.status !== BACK_STATUS.needsChanges) throw new ApiError(409, 'این درخواست نیازی به تکمیل ندارد');
      for (const c of changes) {
        const [item] = await tx
          .select()
          .from(backRequestItems)
          .where(and(eq(backRequestItems.id, c.itemId), eq(backRequestItems.backRequestId, id)));
        if (!item) throw validationError([{ field: `BackDetails[${c.index}][id]`, message: M.lineNotRevertable }]);
        const photo = stored.get(c.index);
        await tx
          .update(backRequestItems)
          .set({
            description: c.description === undefined ? item.description : c.description,
            imagePath: photo?.path ?? item.imagePath,
            imageBytes: photo?.bytes ?? item.imageBytes,
          })
          .where(eq(backRequestItems.id, item.id));
        if (photo && item.imagePath) replaced.push(item.imagePath);
      }
      await tx.update(backRequests).set({ status: BACK_STATUS.analysing, updatedAt: new Date() }).where(eq(backRequests.id, id));
      await tx.insert(backRequestEvents).values({ backRequestId: id, status: BACK_STATUS.analysing, actor: 'shopper', note: 'تکمیل شد و دوباره بررسی می‌شود' });
      await reopenDecision(tx, 'return', id);
    });
  } catch (err) {
    for (const photo of stored.values()) await removePhoto(photo.path);
    throw err;
  }
  for (const path of replaced) await removePhoto(path);
}
