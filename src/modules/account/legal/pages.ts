import type { AstroGlobal } from 'astro';
import { toFaDigits } from '#lib/digits.ts';
import { gregorianToJalali } from '#lib/jalali.ts';
import { getDatabase } from '#server/db/client.ts';
import { ApiError } from '#server/errors.ts';
import { BAD_TEXT_MESSAGE, badTextField } from '#server/http/bad-text.ts';
import { errorsOfRefusal, textValues } from '#server/http/form-values.ts';
import { sessionActor, sessionUser } from '../page-identity.ts';
import { createLegal, deleteLegal, legalsOf, updateLegal } from './service.ts';
import { LEGAL_FIELDS, LEGAL_MESSAGES, MAX_LEGALS, type LegalView } from './validation.ts';

/**
 * /profile/edit-legal-info/{id?} (spec sections 2 and 6 "edit legal info"): the shopper's
 * companies and the form for a new one, or, with an id, the form of that company and its
 * delete button. Plain multipart forms handled by the same services as /v6/user-legal/*.
 * Every form posts to /profile/edit-legal-info (the company's id in a hidden field), so the
 * page's one path is what the acting policy names. A post that works answers 303 to the list
 * with what was done; one that does not comes back with what was typed and each field's
 * Persian message. Personal, never cached.
 */
export const LEGAL_PAGE = '/profile/edit-legal-info';

/** Two 25 KB pictures and the text fit well inside; a phone photo the browser could not shrink is told its limit. */
const FORM_MAX_BYTES = 6 * 1024 * 1024;

export interface LegalPage {
  companies: LegalView[];
  /** The company the form edits; null for a new one. */
  editing: LegalView | null;
  values: Record<string, string>;
  errors: Record<string, string>;
  done: string | null;
  /** At the limit: no new company can be added. */
  full: boolean;
  max: number;
  acting: boolean;
}

/** An ISO calendar date as people read it on their certificate: ۱۴۰۲/۰۱/۱۵. */
export function jalaliOfIso(iso: string | null): string {
  if (!iso) return '';
  const { year, month, day } = gregorianToJalali(iso);
  return toFaDigits(`${year}/${String(month).padStart(2, '0')}/${String(day).padStart(2, '0')}`);
}

/** What a stored company puts in its form. */
export function formValuesOf(company: LegalView | null): Record<string, string> {
  if (!company) return { is_tax: '0' };
  const values: Record<string, string> = {};
  for (const f of LEGAL_FIELDS) {
    const v = company[f];
    if (v !== null && v !== undefined) values[f] = typeof v === 'boolean' ? (v ? '1' : '0') : String(v);
  }
  values.tax_date = jalaliOfIso(company.tax_date);
  return values;
}

const idOf = (raw: string | undefined | null): number | null => (raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null);

/** The page's state, or a Response (sign in first, a 303 after a post), or null for the 404 page. */
export async function legalInfoPage(Astro: AstroGlobal): Promise<Response | LegalPage | null> {
  Astro.response.headers.set('Cache-Control', 'no-store');
  const user = await sessionUser(Astro.cookies);
  if (!user) return Astro.redirect(`/auth?back=${encodeURIComponent(LEGAL_PAGE)}`, 302);
  const { db } = await getDatabase();
  const acting = (await sessionActor(Astro.cookies)) !== null;
  const rawId = Astro.params.id;
  const pathId = rawId === undefined || rawId === '' ? null : idOf(rawId);
  if (rawId !== undefined && rawId !== '' && pathId === null) return null;

  const state = async (editingId: number | null, values?: Record<string, string>, errors: Record<string, string> = {}): Promise<LegalPage | null> => {
    const companies = (await legalsOf(db, user.id)).items;
    const editing = editingId === null ? null : (companies.find((c) => c.id === editingId) ?? null);
    if (editingId !== null && !editing) return null;
    const done = LEGAL_DONE.has(Astro.url.searchParams.get('done') ?? '') ? Astro.url.searchParams.get('done') : null;
    return { companies, editing, values: values ?? formValuesOf(editing), errors, done, full: companies.length >= MAX_LEGALS, max: MAX_LEGALS, acting };
  };

  // An id that is not the shopper's (or no longer in their list) is the 404 page.
  if (Astro.request.method !== 'POST') return state(pathId);

  if (Number(Astro.request.headers.get('content-length') ?? 0) > FORM_MAX_BYTES) {
    Astro.response.status = 413;
    return state(pathId, undefined, { _: LEGAL_MESSAGES.imageSize });
  }
  const form = await Astro.request.formData().catch(() => new FormData());
  const values = textValues(form);
  const formId = idOf(values.id);
  // A control character is the sender's mistake, said on its field (the API's readBody does the same).
  const bad = badTextField(values);
  if (bad) {
    Astro.response.status = 422;
    return state(formId, values, { [bad]: BAD_TEXT_MESSAGE });
  }
  try {
    if (values.intent === 'delete' && formId !== null) {
      await deleteLegal(db, user.id, formId);
      return Astro.redirect(`${LEGAL_PAGE}?done=deleted`, 303);
    }
    const body: Record<string, unknown> = Object.fromEntries(form.entries());
    if (formId === null) {
      await createLegal(db, user.id, body);
      return Astro.redirect(`${LEGAL_PAGE}?done=created`, 303);
    }
    const saved = await updateLegal(db, user.id, formId, body);
    return Astro.redirect(`${LEGAL_PAGE}?done=updated#legal-${saved.id}`, 303);
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    Astro.response.status = err.status;
    // A company that is not (or no longer) theirs: the list, with why.
    const editing = err.status === 404 ? null : formId;
    return state(editing, err.status === 404 ? undefined : values, errorsOfRefusal(err));
  }
}

const LEGAL_DONE = new Set(['created', 'updated', 'deleted']);
