import type { Db } from '../../server/db/client.ts';
import { ApiError } from '../../server/errors.ts';
import { unfold } from '../../server/http/body.ts';
import { BAD_TEXT_MESSAGE, badTextField } from '../../server/http/bad-text.ts';
import { applyAsPartner, updateApplication } from './applications.ts';
import { storeDocument } from './documents.ts';
import { partnerApplication } from './validation.ts';

/**
 * The /b2b/register form (a plain multipart POST): the same rules and service as
 * /v10/coworker/register. Success goes on to /b2b/validation; a refusal comes back with
 * each field's Persian message and what was typed.
 */
export interface PartnerFormOutcome {
  redirect?: string;
  status?: number;
  errors: Record<string, string>;
  values: Record<string, string>;
}

export async function partnerFormAction(db: Db, userId: number, form: FormData, actorUserId: number | null): Promise<PartnerFormOutcome> {
  const values = Object.fromEntries([...form].filter((e): e is [string, string] => typeof e[1] === 'string'));
  const outcome: PartnerFormOutcome = { errors: {}, values };
  if (actorUserId !== null) return { ...outcome, status: 403, errors: { _: 'در حالت ورود به‌جای مشتری نمی‌توان درخواست همکاری ثبت کرد' } };
  const body = unfold(Object.entries(values));
  const bad = badTextField(body);
  if (bad) return { ...outcome, status: 422, errors: { [bad]: BAD_TEXT_MESSAGE } };
  const parsed = partnerApplication.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) outcome.errors[String(issue.path[0] ?? '_')] ??= issue.message;
    return { ...outcome, status: 422 };
  }
  try {
    const file = form.get('document');
    const documentPath = file instanceof File && file.size > 0 ? await storeDocument(new Uint8Array(await file.arrayBuffer())) : null;
    await (values.again === '1' ? updateApplication : applyAsPartner)(db, userId, parsed.data, documentPath);
    return { ...outcome, redirect: '/b2b/validation?done=applied' };
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    for (const f of err.fields ?? []) outcome.errors[f.field] ??= f.message;
    if (!err.fields?.length) outcome.errors._ = err.message;
    return { ...outcome, status: err.status };
  }
}
