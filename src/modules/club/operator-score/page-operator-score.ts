import type { AstroGlobal } from 'astro';
import { toAsciiDigits } from '#lib/digits.ts';
import { sessionActor, sessionUser } from '#modules/account/index.ts';
import { getDatabase } from '#server/db/client.ts';
import { ApiError } from '#server/errors.ts';
import { errorsOfRefusal, parseFormValues, textValues } from '#server/http/form-values.ts';
import { contactOf, contactsOf, rateContact, type OperatorContact } from './service.ts';
import { OPERATOR_SCORE_MESSAGES, operatorScoreBody } from './validation.ts';

/**
 * What /club/operator-score and /club/operator-score/{contactId} do before they render:
 * personal (never cached), a guest goes to sign in and comes back. Each contact's form is a
 * plain HTML POST to the page itself (no script needed), handled by the service the API
 * uses: scored, it answers 303 to `?sent=<contact>` (a reload never posts twice); refused, the
 * page renders again with the service's status (422, 404) and the messages beside the form.
 */
export interface ScoreFormFailure {
  /** The contact whose form was sent (null when the post named none). */
  contactId: number | null;
  values: Record<string, string>;
  errors: Record<string, string>;
}

export interface ScoreFormState {
  failure: ScoreFormFailure | null;
  /** The contact scored just now (after the 303), to thank the shopper beside it. */
  sent: number | null;
}

const idOf = (raw: string | undefined): number | null => {
  const text = toAsciiDigits((raw ?? '').trim());
  return /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null;
};

/** The signed-in shopper, or the redirect that sends a guest to sign in and back here. */
async function shopperOr(Astro: AstroGlobal): Promise<{ id: number } | Response> {
  Astro.response.headers.set('Cache-Control', 'no-store');
  const user = await sessionUser(Astro.cookies);
  return user ?? Astro.redirect(`/auth?back=${encodeURIComponent(Astro.url.pathname)}`);
}

/** A posted form: scored (303), or why not. `fixedId`: the contact of the page's address, whatever the form says. */
async function handlePost(Astro: AstroGlobal, userId: number, fixedId: number | null): Promise<Response | ScoreFormState> {
  const values = textValues(await Astro.request.formData().catch(() => new FormData()));
  if (fixedId !== null) values.contact_id = String(fixedId);
  const contactId = idOf(values.contact_id);
  const refuse = (status: number, errors: Record<string, string>): ScoreFormState => {
    Astro.response.status = status;
    return { failure: { contactId, values, errors }, sent: null };
  };
  // An operator acting as the shopper cannot score themselves (the acting gate stops the post first).
  if ((await sessionActor(Astro.cookies)) !== null) return refuse(403, { _: OPERATOR_SCORE_MESSAGES.acting });
  const parsed = parseFormValues(values, operatorScoreBody);
  if ('errors' in parsed) return refuse(422, parsed.errors);
  try {
    const { db } = await getDatabase();
    await rateContact(db, userId, parsed.data);
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    return refuse(err.status, errorsOfRefusal(err));
  }
  return Astro.redirect(`${Astro.url.pathname}?sent=${parsed.data.contact_id}`, 303);
}

function formState(Astro: AstroGlobal): ScoreFormState {
  return { failure: null, sent: idOf(Astro.url.searchParams.get('sent') ?? undefined) };
}

/** /club/operator-score: the shopper's contacts of the last 30 days, each with its form or its score. */
export async function operatorScorePage(Astro: AstroGlobal): Promise<Response | { contacts: OperatorContact[]; form: ScoreFormState }> {
  const shopper = await shopperOr(Astro);
  if (shopper instanceof Response) return shopper;
  const form = Astro.request.method === 'POST' ? await handlePost(Astro, shopper.id, null) : formState(Astro);
  if (form instanceof Response) return form;
  const { db } = await getDatabase();
  return { contacts: await contactsOf(db, shopper.id), form };
}

/** /club/operator-score/{contactId}: one contact of the shopper's; null (the page answers 404) for anyone else's. */
export async function operatorContactPage(
  Astro: AstroGlobal,
  rawId: string | undefined,
): Promise<Response | null | { contact: OperatorContact; form: ScoreFormState }> {
  const shopper = await shopperOr(Astro);
  if (shopper instanceof Response) return shopper;
  const contactId = idOf(rawId);
  if (contactId === null) return null;
  const { db } = await getDatabase();
  const load = async () => {
    try {
      return await contactOf(db, shopper.id, contactId);
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) return null;
      throw err;
    }
  };
  // Someone else's contact is not found, before anything posted is looked at.
  if (!(await load())) return null;
  const form = Astro.request.method === 'POST' ? await handlePost(Astro, shopper.id, contactId) : formState(Astro);
  if (form instanceof Response) return form;
  const contact = await load();
  return contact && { contact, form };
}
