import { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import { ApiError, toApiError } from '#server/errors.ts';
import { idSchema, parse } from '#server/http/params.ts';
import { addBankAccount, removeBankAccount, selectDefaultAccount } from './accounts.ts';
import { requestPayout } from './payouts.ts';
import { BANK_MESSAGES, payoutForm } from './validation.ts';

/**
 * The plain HTML forms of /profile/paybuy/bank-account and /profile/back-balance (they
 * work without JavaScript; Astro's origin check guards the POST). Each handler calls the
 * same services as the API and answers where to go next (POST/redirect/GET), or the
 * Persian messages to show beside the fields and what was typed, for the page to render
 * again. Nothing typed (a Sheba) ever goes into a URL.
 */
export type FieldErrors = Partial<Record<string, string>>;

export interface FormOutcome {
  /** The form that was sent (the bank-account page has several). */
  action?: string;
  redirect?: string;
  status?: number;
  errors: FieldErrors;
  values: Record<string, string>;
}

/** Where the bank-account page may send the shopper back to after adding an account. */
export const BACK_PAGES = ['/profile/back-balance'] as const;
export const safeBack = (raw: string | null | undefined) => BACK_PAGES.find((p) => p === raw) ?? null;

const text = (form: FormData, name: string) => String(form.get(name) ?? '').slice(0, 100);

/** An ApiError as messages: a 422's fields on their names (`root` for those the form has no field for), else its message. */
export function errorsOf(err: unknown, fields: readonly string[]): { status: number; errors: FieldErrors } {
  const e = toApiError(err);
  if (e.status >= 500) throw err;
  const errors: FieldErrors = {};
  for (const f of e.fields ?? []) errors[fields.includes(f.field) ? f.field : 'root'] ??= f.message;
  if (!e.fields?.length) errors.root = e.message;
  return { status: e.status, errors };
}

interface Shopper {
  id: number;
  first_name: string | null;
  last_name: string | null;
  nationalCode: string | null;
}

const formId = (form: FormData) => parse(z.object({ id: idSchema(BANK_MESSAGES.id) }), { id: text(form, 'id') }).id;

/** The bank-account page: `action` is add, default or remove. */
export async function bankAccountAction(db: Db, me: Shopper, form: FormData, back: string | null): Promise<FormOutcome> {
  const action = text(form, 'action');
  const values = { sheba: text(form, 'sheba'), card_number: text(form, 'card_number') };
  try {
    if (action === 'add') {
      const holder = { id: me.id, firstName: me.first_name, lastName: me.last_name, nationalCode: me.nationalCode };
      const added = await addBankAccount(db, holder, values);
      return { redirect: back ? `${back}?account=${added.id}&done=account` : '/profile/paybuy/bank-account?done=added', errors: {}, values: {} };
    }
    if (action === 'default') {
      await selectDefaultAccount(db, me.id, formId(form));
      return { redirect: '/profile/paybuy/bank-account?done=default', errors: {}, values: {} };
    }
    if (action === 'remove') {
      await removeBankAccount(db, me.id, formId(form));
      return { redirect: '/profile/paybuy/bank-account?done=removed', errors: {}, values: {} };
    }
    throw new ApiError(400, 'درخواست شما مشکل دارد');
  } catch (err) {
    return { action, ...errorsOf(err, action === 'add' ? ['sheba', 'card_number'] : []), values };
  }
}

/** The back-balance page's request: the amount in toman as typed, and the chosen account. */
export async function payoutAction(db: Db, userId: number, form: FormData): Promise<FormOutcome> {
  const values = { amount: text(form, 'amount'), bank_account_id: text(form, 'bank_account_id') };
  try {
    await requestPayout(db, userId, parse(payoutForm, values));
    return { redirect: '/profile/back-balance?done=requested', errors: {}, values: {} };
  } catch (err) {
    return { ...errorsOf(err, ['amount', 'bank_account_id']), values };
  }
}
