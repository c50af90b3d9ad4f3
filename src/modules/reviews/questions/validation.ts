import { z } from 'zod';
import { toAsciiDigits } from '#lib/digits.ts';
import { idSchema } from '#server/http/params.ts';
import { textOf, TEXT_MESSAGES } from '../validation.ts';

/**
 * Contracts of questions and answers. Texts are kept as written (trimmed);
 * bodies may be JSON or forms, so the ids also arrive as strings.
 */
export const QUESTION_MESSAGES = {
  question: 'پرسش را انتخاب کنید',
} as const;

export const questionText = textOf(10, 500, TEXT_MESSAGES.question);
export const answerText = textOf(5, 1000, TEXT_MESSAGES.answer);

/** `{ product_id, text }`: a shopper asks about a product. */
export const questionBody = z.object({ product_id: idSchema(TEXT_MESSAGES.product), text: questionText });

/** `{ question_id, text }`: a shopper (or staff for a seller) answers a published question. */
export const answerBody = z.object({ question_id: idSchema(QUESTION_MESSAGES.question), text: answerText });

/** A body names a question to answer when it carries a `question_id` at all (even a bad one: it is then refused as one). */
export const isAnswerBody = (body: Record<string, unknown>) => body.question_id !== undefined && body.question_id !== null && body.question_id !== '';

/** The product tab's `?question_page=`: anything that is not a small positive number is the first page. */
export function questionPageOf(raw: string | null | undefined): number {
  const digits = toAsciiDigits(raw ?? '').trim();
  const n = /^\d{1,6}$/.test(digits) ? Number(digits) : 1;
  return n >= 1 ? n : 1;
}
