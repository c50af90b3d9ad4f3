import { z } from 'zod';
import { toAsciiDigits, toFaDigits } from '#lib/digits.ts';
import { idSchema } from '#server/http/params.ts';

/**
 * The operator score's body (`POST /v10/operator-score/create` and the pages' plain forms):
 * JSON or form fields, so numbers may arrive as strings, in Persian digits too. Messages Persian.
 */
export const COMMENT_MAX = 500;
/** How long after a contact its shopper may still score it. */
export const CONTACT_WINDOW_DAYS = 30;

export const OPERATOR_SCORE_MESSAGES = {
  contact: 'تماس را انتخاب کنید',
  score: 'امتیاز باید عددی از ۱ تا ۵ باشد',
  comment: `توضیح حداکثر ${toFaDigits(COMMENT_MAX)} نویسه است`,
  badText: 'متن شامل نویسه‌های نامعتبر است',
  notFound: 'تماس مورد نظر پیدا نشد',
  rated: 'امتیاز این تماس قبلاً ثبت شده است',
  expired: `مهلت امتیاز دادن به این تماس (${toFaDigits(CONTACT_WINDOW_DAYS)} روز) گذشته است`,
  acting: 'امتیاز هر تماس را خود مشتری ثبت می‌کند، نه کارشناس',
  thanks: 'امتیاز شما ثبت شد؛ از اینکه نظرتان را گفتید سپاسگزاریم',
} as const;

/** NUL and the other C0 controls (not tab or newline) would fail in PostgreSQL. */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

const score = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(toAsciiDigits(v.trim())) : v),
  z
    .number({ error: OPERATOR_SCORE_MESSAGES.score })
    .int({ error: OPERATOR_SCORE_MESSAGES.score })
    .min(1, { error: OPERATOR_SCORE_MESSAGES.score })
    .max(5, { error: OPERATOR_SCORE_MESSAGES.score }),
);

/** Optional: blank is none. Arabic ي/ك become Persian, the ends are trimmed. */
const comment = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .replace(/[\u064A\u0649]/g, 'ی')
          .replace(/\u0643/g, 'ک')
          .replace(/\r\n?/g, '\n')
          .trim()
      : (v ?? ''),
  z
    .string({ error: OPERATOR_SCORE_MESSAGES.comment })
    .max(COMMENT_MAX, { error: OPERATOR_SCORE_MESSAGES.comment })
    .refine((s) => !CONTROL.test(s) && s.isWellFormed(), { error: OPERATOR_SCORE_MESSAGES.badText })
    .transform((s) => s || null),
);

export const operatorScoreBody = z.object({
  contact_id: idSchema(OPERATOR_SCORE_MESSAGES.contact),
  score,
  comment,
});
export type OperatorScoreInput = z.output<typeof operatorScoreBody>;
