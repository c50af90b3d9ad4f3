import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { ApiError, notFound, validationError } from '#server/errors.ts';
import { withdrawDecision } from '#modules/decisions/index.ts';
import { RETURN_MESSAGES as M } from './messages.ts';
import { backRequestEvents, backRequests } from './schema.ts';
import { BACK_STATUS, CANCELLABLE, type BackStatus } from './statuses.ts';

/**
 * The shopper withdraws a request with a reason (spec section 4), until the parcel is
 * received; under the request's row lock, so a staff decision at the same moment either
 * comes first (and the cancel is refused) or finds it cancelled.
 */
export async function cancelBackRequest(db: Db, userId: number, id: number, reason: string): Promise<void> {
  const why = reason.trim();
  if (!why) throw validationError([{ field: 'reason', message: M.cancelReason }]);
  if (why.length > 500) throw validationError([{ field: 'reason', message: M.descriptionLong }]);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(backRequests)
      .where(and(eq(backRequests.id, id), eq(backRequests.userId, userId)))
      .for('update');
    if (!row) throw notFound(M.requestNotFound);
    if (!CANCELLABLE.includes(row.status as BackStatus)) throw new ApiError(409, M.notCancellable);
    await tx.update(backRequests).set({ status: BACK_STATUS.cancelled, cancelReason: why, updatedAt: new Date() }).where(eq(backRequests.id, id));
    await tx.insert(backRequestEvents).values({ backRequestId: id, status: BACK_STATUS.cancelled, actor: 'shopper', note: why });
    // Nothing left for staff to decide (a case sent back or already confirmed is not pending: kept as history).
    await withdrawDecision(tx, 'return', id);
  });
}
