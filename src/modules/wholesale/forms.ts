import type { Db } from '#server/db/client.ts';
import { ApiError } from '#server/errors.ts';
import { errorsOfRefusal, parseFormValues, textValues } from '#server/http/form-values.ts';
import { applyAsPartner, updateApplication } from './applications.ts';
import { documentOf } from './documents.ts';
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

export async function partnerFormAction(db: Db, userId: number, form: FormData): Promise<PartnerFormOutcome> {
  const values = textValues(form);
  const parsed = parseFormValues(values, partnerApplication);
  if ('errors' in parsed) return { values, status: 422, errors: parsed.errors };
  try {
    const documentPath = await documentOf(form.get('document'));
    await (values.again === '1' ? updateApplication : applyAsPartner)(db, userId, parsed.data, documentPath);
    return { values, errors: {}, redirect: '/b2b/validation?done=applied' };
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    return { values, status: err.status, errors: errorsOfRefusal(err) };
  }
}
