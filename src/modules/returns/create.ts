import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { validationError, type FieldError } from '#server/errors.ts';
import { toAsciiDigits } from '#lib/digits.ts';
import { openDecision } from '#modules/decisions/index.ts';
import { lockOwnOrder } from '#modules/orders/index.ts';
import { RETURN_MESSAGES as M } from './messages.ts';
import { isFile, photoProblem, removePhoto, storePhoto } from './photos.ts';
import { dispatchReturnFacts } from './revertable.ts';
import { backRequestEvents, backRequestItems, backRequestReasons, backRequests } from './schema.ts';
import { BACK_STATUS } from './statuses.ts';

/**
 * A return request (spec section 4's two-step flow, `POST /v6/back-request-customer/create`):
 * the items chosen in step one (an entry without `order_detail_id` is a line left
 * unchosen) with step two's reason, description and photo each. Every problem is named
 * on its field (`BackDetails[i][field]`, shared/spec/API.md); the counts are checked
 * again under the order's row lock, so two requests at once never take the same units.
 */
interface ItemIn {
  index: number;
  lineId: number;
  count: number;
  reasonId: number;
  description: string | null;
  image: Blob | null;
}

const asInt = (v: unknown): number | null => {
  const text = typeof v === 'number' ? String(v) : typeof v === 'string' ? toAsciiDigits(v.trim()) : '';
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
};

/** The posted entries by their own index (a form may skip indexes; JSON may send an array). */
function entriesOf(raw: unknown): [number, Record<string, unknown>][] {
  if (!raw || typeof raw !== 'object') return [];
  const pairs = Array.isArray(raw) ? raw.map((v, i) => [i, v] as const) : Object.entries(raw).map(([k, v]) => [Number(k), v] as const);
  return pairs.filter((p): p is [number, Record<string, unknown>] => Number.isInteger(p[0]) && !!p[1] && typeof p[1] === 'object');
}

const field = (i: number, name: string) => `BackDetails[${i}][${name}]`;

export async function createBackRequest(db: Db, userId: number, body: Record<string, unknown>, now = new Date()): Promise<{ id: number; status: number }> {
  const dispatchId = asInt(body.dispatch_id);
  if (!dispatchId) throw validationError([{ field: 'dispatch_id', message: M.dispatchNotFound }]);
  const errors: FieldError[] = [];
  const items: ItemIn[] = [];
  for (const [index, entry] of entriesOf(body.BackDetails)) {
    if (entry.order_detail_id === undefined || entry.order_detail_id === '' || entry.order_detail_id === null) continue;
    const lineId = asInt(entry.order_detail_id);
    const count = asInt(entry.count ?? 1);
    const reasonId = asInt(entry.back_request_reason_id);
    const description = typeof entry.description === 'string' && entry.description.trim() ? entry.description.trim() : null;
    const image = isFile(entry.image) ? entry.image : null;
    if (lineId === null) errors.push({ field: field(index, 'order_detail_id'), message: M.lineNotRevertable });
    if (count === null || count < 1) errors.push({ field: field(index, 'count'), message: M.countInvalid });
    if (reasonId === null) errors.push({ field: field(index, 'back_request_reason_id'), message: M.reasonRequired });
    if (description && description.length > 1000) errors.push({ field: field(index, 'description'), message: M.descriptionLong });
    if (image) {
      const problem = await photoProblem(image);
      if (problem) errors.push({ field: field(index, 'image'), message: problem === 'type' ? M.imageType : M.imageHuge });
    }
    items.push({ index, lineId: lineId ?? 0, count: count ?? 0, reasonId: reasonId ?? 0, description, image });
  }
  if (items.length === 0) throw validationError([{ field: 'BackDetails', message: M.selectOne }], M.selectOne);

  // Lines, counts and reasons against what the dispatch allows now (again under the lock below).
  const facts = await dispatchReturnFacts(db, userId, dispatchId, now);
  errors.push(...checkAgainst(facts.rules.lines, items));
  const reasons = new Set(
    (
      await db
        .select({ id: backRequestReasons.id })
        .from(backRequestReasons)
        .where(
          and(
            inArray(
              backRequestReasons.id,
              items.map((i) => i.reasonId),
            ),
            eq(backRequestReasons.active, true),
          ),
        )
    ).map((r) => r.id),
  );
  for (const item of items) {
    if (item.reasonId && !reasons.has(item.reasonId)) errors.push({ field: field(item.index, 'back_request_reason_id'), message: M.reasonUnknown });
  }
  if (errors.length) throw validationError(errors);

  const stored = new Map<number, { path: string; bytes: number }>();
  try {
    for (const item of items) {
      if (!item.image) continue;
      const photo = await storePhoto(item.image);
      if (!photo) throw validationError([{ field: field(item.index, 'image'), message: M.imageTooBig }]);
      stored.set(item.index, photo);
    }
    return await db.transaction(async (tx) => {
      await lockOwnOrder(tx, userId, facts.dispatch.orderId);
      const again = await dispatchReturnFacts(tx, userId, dispatchId, now);
      const late = checkAgainst(again.rules.lines, items);
      if (late.length) throw validationError(late);
      const [request] = await tx
        .insert(backRequests)
        .values({ userId, orderId: facts.dispatch.orderId, dispatchId, status: BACK_STATUS.analysing })
        .returning({ id: backRequests.id, status: backRequests.status });
      await tx.insert(backRequestItems).values(
        items.map((item) => ({
          backRequestId: request!.id,
          orderLineId: item.lineId,
          count: item.count,
          reasonId: item.reasonId,
          description: item.description,
          imagePath: stored.get(item.index)?.path ?? null,
          imageBytes: stored.get(item.index)?.bytes ?? null,
        })),
      );
      await tx.insert(backRequestEvents).values({ backRequestId: request!.id, status: BACK_STATUS.analysing, actor: 'shopper' });
      // Staff decide in the inbox (decision.ts); the case exists exactly when the request does.
      await openDecision(tx, 'return', request!.id);
      return { id: request!.id, status: request!.status };
    });
  } catch (err) {
    for (const photo of stored.values()) await removePhoto(photo.path);
    throw err;
  }
}

/** Each chosen line must be one of the dispatch's that may go back, once, at most as many as are left. */
function checkAgainst(lines: Map<number, { left: number; why: string | null }>, items: readonly ItemIn[]): FieldError[] {
  const errors: FieldError[] = [];
  const seen = new Set<number>();
  for (const item of items) {
    if (!item.lineId) continue;
    const line = lines.get(item.lineId);
    if (seen.has(item.lineId)) errors.push({ field: field(item.index, 'order_detail_id'), message: M.lineTwice });
    else if (!line || line.left <= 0) errors.push({ field: field(item.index, 'order_detail_id'), message: line?.why ?? M.lineNotRevertable });
    else if (item.count > line.left) errors.push({ field: field(item.index, 'count'), message: M.countTooMany(line.left) });
    seen.add(item.lineId);
  }
  return errors;
}
