import { z } from 'zod';
import { ApiError, zodFields, type FieldError } from '#server/errors.ts';
import { BAD_TEXT_MESSAGE, badTextField } from '#server/http/bad-text.ts';
import { unfold } from '#server/http/body.ts';
import type { Db } from '#server/db/client.ts';
import { FEEDBACK_MESSAGES, orderFeedbackV10Body, productsFeedbackBody } from './validation.ts';
import { recordFeedback, type FeedbackInput } from './write.ts';

/**
 * The /profile/survey form of one order, read without JavaScript: stars (`score`) and a
 * note for an order not rated yet, and per product `products[i][satisfied]` radios and
 * `products[i][item_ids][]` checkboxes. A product the shopper left untouched is skipped
 * (they may rate only some); stars are optional too, but a note without stars is asked
 * for its stars rather than lost. Errors come back keyed as the form's fields
 * (`products.2.satisfied`), whatever was skipped.
 */
export type SurveyErrors = Record<string, string>;

const listOf = (v: unknown): unknown[] => (Array.isArray(v) ? v : v && typeof v === 'object' ? Object.values(v) : []);
const touched = (p: unknown) => {
  const entry = (p ?? {}) as Record<string, unknown>;
  return (entry.satisfied !== undefined && entry.satisfied !== '') || listOf(entry.item_ids).length > 0;
};

/** Every message once per field, with a kept product's index turned back into the form's. */
function keyed(fields: readonly FieldError[], kept: readonly number[]): SurveyErrors {
  const errors: SurveyErrors = {};
  for (const f of fields) {
    const key = f.field.replace(/^products\.(\d+)\./, (_m, k: string) => `products.${kept[Number(k)] ?? k}.`);
    errors[key] ??= f.message;
  }
  return errors;
}

/** The form's entries as a body: repeated checkbox names become lists (a plain object would keep only the last). */
export const surveyBody = (form: FormData): Record<string, unknown> => unfold([...form].filter((e): e is [string, string] => typeof e[1] === 'string'));

export interface SurveyRefusal {
  status: number;
  errors: SurveyErrors;
}
const refused = (errors: SurveyErrors, status = 422): SurveyRefusal => ({ status, errors });

/** Validates the order's form and records it in one transaction; answers why not (status and messages), or null once saved. */
export async function submitSurvey(db: Db, userId: number, body: Record<string, unknown>): Promise<SurveyRefusal | null> {
  const bad = badTextField(body);
  if (bad) return refused({ [bad]: BAD_TEXT_MESSAGE });
  const all = listOf(body.products);
  const kept = all.flatMap((p, i) => (touched(p) ? [i] : []));
  const input = { ...body, products: kept.map((i) => all[i]) };
  const rated = body.score !== undefined && body.score !== '';
  if (!rated && typeof body.text === 'string' && body.text.trim() !== '') return refused({ score: FEEDBACK_MESSAGES.score });
  let orderId: number;
  let feedback: FeedbackInput;
  if (rated) {
    const parsed = z.safeParse(orderFeedbackV10Body, input);
    if (!parsed.success) return refused(keyed(zodFields(parsed.error), kept));
    const { order_id, score, text, products } = parsed.data;
    [orderId, feedback] = [order_id, { order: { score, text }, products }];
  } else {
    const parsed = z.safeParse(productsFeedbackBody, input);
    if (!parsed.success) return refused(keyed(zodFields(parsed.error), kept));
    [orderId, feedback] = [parsed.data.order_id, { order: null, products: parsed.data.products }];
  }
  try {
    await recordFeedback(db, userId, orderId, feedback);
    return null;
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    // Another shopper's order (404) or the day's limits: one message above the form.
    return refused(err.fields?.length ? keyed(err.fields, kept) : { _: err.message }, err.status);
  }
}
