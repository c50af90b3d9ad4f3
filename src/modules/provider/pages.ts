import type { AstroGlobal } from 'astro';
import type { z } from 'zod';
import { getDatabase, type Db } from '#server/db/client.ts';
import { ApiError } from '#server/errors.ts';
import { errorsOfRefusal, parseFormValues, textValues } from '#server/http/form-values.ts';
import { sessionActor, sessionUser } from '#modules/account/index.ts';
import {
  applicationOf,
  documentsOf,
  missingDocuments,
  saveStep1,
  saveStep2,
  saveStep3,
  submitApplication,
  uploadDocument,
  type ProviderApplication,
  type ProviderDocument,
} from './applications.ts';
import { DOCUMENT_MESSAGES, isDocumentKind, PICTURE_MAX_BYTES } from './documents.ts';
import { nextStepOf, PATH_OF_STEP, type ProviderStep } from './progress.ts';
import { PROVIDER_MESSAGES, step1Body, step2Body, step3Body, submitBody } from './validation.ts';

/**
 * What the /provider/* pages do before they render (docs/adr/0024-seller-registration.md): plain HTML
 * forms handled by the same services as /v6/provider/register/*. Personal, so never
 * cached. Each page sends the applicant to where they should be: a step not reached yet
 * goes to the next one to fill, and a submitted application goes to /provider/complete.
 * A post that works answers 303 (a reload never posts twice); one that does not comes
 * back with what was typed and each field's Persian message.
 */
export interface ProviderState {
  app: ProviderApplication | null;
  docs: ProviderDocument[];
  next: ProviderStep;
  missing: string[];
  values: Record<string, string>;
  errors: Record<string, string>;
  /** Set while a call-center operator acts as the customer: nothing can be sent. */
  acting: boolean;
}

const STEP_SCHEMAS = { 1: step1Body, 2: step2Body, 3: step3Body } as const;
type StepNumber = keyof typeof STEP_SCHEMAS;

/** What a saved application puts back in a step's form. */
export function formValuesOf(app: ProviderApplication | null): Record<string, string> {
  if (!app) return {};
  const entries: [string, unknown][] = [
    ['person_type', app.personType],
    ['first_name', app.firstName],
    ['last_name', app.lastName],
    ['national_code', app.nationalCode],
    ['phone', app.phone],
    ['email', app.email],
    ['company_name', app.companyName],
    ['legal_national_id', app.legalNationalId],
    ['company_type', app.companyType],
    ['registration_number', app.registrationNumber],
    ['economic_code', app.economicCode],
    ['shop_name', app.shopName],
    ['city_id', app.cityId],
    ['address', app.address],
    ['postal_code', app.postalCode],
    ['sheba', app.sheba],
    ['sheba_holder', app.shebaHolder],
    ['category_ids', app.categoryIds?.join(',')],
    ['sales_channel', app.salesChannel],
    ['product_count', app.productCount],
  ];
  return Object.fromEntries(entries.filter(([, v]) => v !== null && v !== undefined).map(([k, v]) => [k, String(v)]));
}

async function load(
  Astro: AstroGlobal,
): Promise<Response | { db: Db; userId: number; acting: boolean; app: ProviderApplication | null; docs: ProviderDocument[] }> {
  Astro.response.headers.set('Cache-Control', 'no-store');
  const user = await sessionUser(Astro.cookies);
  // The guard sends guests to sign in first; this is the page's own check behind it.
  if (!user) return Astro.redirect('/auth', 302);
  const { db } = await getDatabase();
  const app = await applicationOf(db, user.id);
  const docs = app ? await documentsOf(db, app.id) : [];
  return { db, userId: user.id, acting: (await sessionActor(Astro.cookies)) !== null, app, docs };
}

const stateOf = (
  app: ProviderApplication | null,
  docs: ProviderDocument[],
  acting: boolean,
  values: Record<string, string> = formValuesOf(app),
  errors: Record<string, string> = {},
): ProviderState => {
  const missing = app ? missingDocuments(app, docs) : [];
  return { app, docs, next: nextStepOf(app, missing.length), missing, values, errors, acting };
};

const locked = (app: ProviderApplication | null) => app?.status === 'waiting' || app?.status === 'approved';

/** Runs a page's post; a refusal comes back as the form's errors with its status. */
async function attempt(
  Astro: AstroGlobal,
  values: Record<string, string>,
  run: () => Promise<string>,
): Promise<Response | { values: Record<string, string>; errors: Record<string, string> }> {
  try {
    return Astro.redirect(await run(), 303);
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    Astro.response.status = err.status;
    return { values, errors: errorsOfRefusal(err) };
  }
}

/** /provider/register?step=1|2|3. */
export async function registerPage(Astro: AstroGlobal): Promise<Response | (ProviderState & { step: StepNumber })> {
  const ctx = await load(Astro);
  if (ctx instanceof Response) return ctx;
  const { db, userId, acting, app, docs } = ctx;
  if (locked(app)) return Astro.redirect('/provider/complete', 302);
  // Coming back without a step: on where they stopped (a later step, the documents, the review).
  const next = stateOf(app, docs, acting).next;
  if (!Astro.url.searchParams.has('step') && next !== 'step1') return Astro.redirect(PATH_OF_STEP[next], 302);
  // One may go back to any saved step, and forward only to the next one to fill.
  const reachable = (app ? Math.min(app.step + 1, 3) : 1) as StepNumber;
  const asked = Number(Astro.url.searchParams.get('step')) || reachable;
  if (asked < 1 || asked > reachable) return Astro.redirect(`/provider/register?step=${reachable}`, 302);
  const step = asked as StepNumber;
  if (Astro.request.method !== 'POST') return { ...stateOf(app, docs, acting), step };

  const form = await Astro.request.formData().catch(() => new FormData());
  const values = textValues(form);
  // Checkboxes repeat their name: the categories are read as one list.
  if (step === 3)
    values.category_ids = form
      .getAll('category_ids')
      .filter((v) => typeof v === 'string')
      .join(',');
  const parsed = parseFormValues(values, STEP_SCHEMAS[step] as z.ZodType);
  if ('errors' in parsed) {
    Astro.response.status = 422;
    return { ...stateOf(app, docs, acting, values, parsed.errors), step };
  }
  const outcome = await attempt(Astro, values, async () => {
    if (step === 1) await saveStep1(db, userId, parsed.data as z.output<typeof step1Body>);
    else if (step === 2) await saveStep2(db, userId, parsed.data as z.output<typeof step2Body>);
    else await saveStep3(db, userId, parsed.data as z.output<typeof step3Body>);
    return step < 3 ? `/provider/register?step=${step + 1}` : '/provider/upload';
  });
  return outcome instanceof Response ? outcome : { ...stateOf(app, docs, acting, outcome.values, outcome.errors), step };
}

/**
 * The multipart limit the page reads: a picture as a phone takes it (the browser shrinks it
 * first, but a form sent without JavaScript carries the photo whole and the server shrinks
 * it) and the form around it; a PDF's own 2 MB is checked on the file.
 */
const UPLOAD_FORM_BYTES = PICTURE_MAX_BYTES + 64 * 1024;

/** /provider/upload: one form per document kind; `?kind=` says which form an error belongs to. */
export async function uploadPage(Astro: AstroGlobal): Promise<Response | (ProviderState & { kind: string | null; uploaded: string | null })> {
  const ctx = await load(Astro);
  if (ctx instanceof Response) return ctx;
  const { db, userId, acting, app, docs } = ctx;
  if (locked(app)) return Astro.redirect('/provider/complete', 302);
  if (!app || app.step < 3) return Astro.redirect(PATH_OF_STEP[nextStepOf(app, 0)], 302);
  const uploaded = Astro.url.searchParams.get('done');
  if (Astro.request.method !== 'POST') return { ...stateOf(app, docs, acting), kind: null, uploaded };
  if (Number(Astro.request.headers.get('content-length') ?? 0) > UPLOAD_FORM_BYTES) {
    Astro.response.status = 413;
    return { ...stateOf(app, docs, acting, {}, { _: DOCUMENT_MESSAGES.fileHuge }), kind: null, uploaded: null };
  }
  const form = await Astro.request.formData().catch(() => new FormData());
  const kind = form.get('kind');
  if (!isDocumentKind(kind)) {
    Astro.response.status = 422;
    return { ...stateOf(app, docs, acting, {}, { _: PROVIDER_MESSAGES.documentKind }), kind: null, uploaded: null };
  }
  const outcome = await attempt(Astro, {}, async () => {
    await uploadDocument(db, userId, kind, form.get('file'));
    return `/provider/upload?done=${kind}#document-${kind}`;
  });
  return outcome instanceof Response ? outcome : { ...stateOf(app, docs, acting, {}, outcome.errors), kind, uploaded: null };
}

/** /provider/preconfirm: everything entered, the contract, and the submission. */
export async function preconfirmPage(Astro: AstroGlobal): Promise<Response | ProviderState> {
  const ctx = await load(Astro);
  if (ctx instanceof Response) return ctx;
  const { db, userId, acting, app, docs } = ctx;
  if (locked(app)) return Astro.redirect('/provider/complete', 302);
  const state = stateOf(app, docs, acting);
  if (state.next !== 'preconfirm') return Astro.redirect(PATH_OF_STEP[state.next], 302);
  if (Astro.request.method !== 'POST') return state;
  const values = textValues(await Astro.request.formData().catch(() => new FormData()));
  const parsed = parseFormValues(values, submitBody);
  if ('errors' in parsed) {
    Astro.response.status = 422;
    return { ...state, errors: parsed.errors };
  }
  const outcome = await attempt(Astro, values, async () => {
    await submitApplication(db, userId);
    return '/provider/complete?sent=1';
  });
  return outcome instanceof Response ? outcome : { ...state, errors: outcome.errors };
}

/** /provider/complete: where the application stands (and what to do next). */
export async function completePage(Astro: AstroGlobal): Promise<Response | (ProviderState & { sent: boolean })> {
  const ctx = await load(Astro);
  if (ctx instanceof Response) return ctx;
  const { acting, app, docs } = ctx;
  if (!app) return Astro.redirect('/provider/register?step=1', 302);
  return { ...stateOf(app, docs, acting), sent: Astro.url.searchParams.get('sent') === '1' };
}
