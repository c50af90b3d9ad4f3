import type { Db } from '#server/db/client.ts';
import { ApiError } from '#server/errors.ts';
import { unfold } from '#server/http/body.ts';
import type { Page } from '#server/http/envelope.ts';
import { cancelBackRequest } from './cancel.ts';
import { createBackRequest } from './create.ts';
import { addReceipt, deleteReceipt, updateReceipt } from './documents.ts';
import { ownRequest, reasons, requestDetail, requestsOf } from './read.ts';
import { resubmitBackRequest } from './resubmit.ts';
import { dispatchView } from './revertable.ts';

/**
 * The shopper's return screens, server side (plain forms that work without JavaScript;
 * the form's script only adds the two steps and shrinks photos before sending): the
 * dispatch-return form, the requests list and one request with its actions. A refused
 * action comes back with Persian messages by field; a done one redirects (303) with `done`.
 */
export type FieldErrors = Record<string, string>;

const errorsOf = (err: unknown): FieldErrors | null => {
  if (!(err instanceof ApiError) || err.status >= 500) return null;
  if (err.fields?.length) return Object.fromEntries(err.fields.map((f) => [f.field, f.message]));
  return { root: err.message };
};

async function formOf(request: Request): Promise<Record<string, unknown>> {
  const data = await request.formData().catch(() => new FormData());
  return unfold(data.entries());
}

export async function returnFormPage(db: Db, userId: number, dispatchId: number, request: Request) {
  let errors: FieldErrors = {};
  let values: Record<string, unknown> = {};
  if (request.method === 'POST') {
    values = await formOf(request);
    try {
      const created = await createBackRequest(db, userId, { ...values, dispatch_id: dispatchId });
      return { redirect: `/profile/orders/return-requests/${created.id}?done=created` } as const;
    } catch (err) {
      const found = errorsOf(err);
      if (!found) throw err;
      errors = found;
    }
  }
  return {
    redirect: null,
    view: await dispatchView(db, userId, dispatchId),
    reasons: await reasons(db),
    errors,
    values,
    status: Object.keys(errors).length ? 422 : 200,
  } as const;
}

export const requestsPage = (db: Db, userId: number, page: Page) => requestsOf(db, userId, page);

const ACTIONS = ['cancel', 'receipt-add', 'receipt-update', 'receipt-delete', 'resubmit'] as const;
type Action = (typeof ACTIONS)[number];

export async function requestPage(db: Db, userId: number, id: number, request: Request) {
  let errors: FieldErrors = {};
  let action: Action | null = null;
  if (request.method === 'POST') {
    const body = await formOf(request);
    action = ACTIONS.find((a) => a === body.action) ?? null;
    try {
      if (action === 'cancel') await cancelBackRequest(db, userId, id, typeof body.reason === 'string' ? body.reason : '');
      else if (action === 'receipt-add') await addReceipt(db, userId, id, body);
      else if (action === 'receipt-update') await updateReceipt(db, userId, Number(body.document_id) || 0, body);
      else if (action === 'receipt-delete') await deleteReceipt(db, userId, Number(body.document_id) || 0);
      else if (action === 'resubmit') await resubmitBackRequest(db, userId, id, body);
      if (action) return { redirect: `/profile/orders/return-requests/${id}?done=${action}` } as const;
    } catch (err) {
      const found = errorsOf(err);
      if (!found) throw err;
      errors = found;
    }
  }
  const detail = await requestDetail(db, await ownRequest(db, userId, id));
  return { redirect: null, detail, errors, action, status: Object.keys(errors).length ? 422 : 200 } as const;
}
