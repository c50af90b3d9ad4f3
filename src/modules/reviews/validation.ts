import { z } from 'zod';
import { toAsciiDigits } from '#lib/digits.ts';
import { idSchema } from '#server/http/params.ts';

/**
 * Contracts of what shoppers write. Texts are kept as written (only trimmed);
 * the bodies may be JSON or forms, so numbers and booleans also arrive as strings.
 */
export const TEXT_MESSAGES = {
  reviewText: 'متن نظر را بین ۱۰ تا ۲۰۰۰ نویسه بنویسید',
  title: 'عنوان حداکثر ۱۰۰ نویسه است',
  point: 'هر نکته حداکثر ۱۰۰ نویسه است',
  points: 'حداکثر ۵ نکتهٔ مثبت و ۵ نکتهٔ منفی بنویسید',
  score: 'امتیاز هر معیار باید عددی از ۱ تا ۵ باشد',
  scores: 'به همهٔ معیارها امتیاز دهید',
  recommend: 'پیشنهاد خرید را انتخاب کنید',
  question: 'پرسش را بین ۱۰ تا ۵۰۰ نویسه بنویسید',
  answer: 'پاسخ را بین ۵ تا ۱۰۰۰ نویسه بنویسید',
  experience: 'تجربهٔ خود را بین ۱۰ تا ۱۰۰۰ نویسه بنویسید',
  product: 'کالا را انتخاب کنید',
  vote: 'نوع رأی نامعتبر است',
} as const;

/** Beside a criterion left without a score: which one, by its title. */
export const missingScoreMessage = (title: string): string => `امتیاز «${title}» را انتخاب کنید`;

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const number = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? Number(toAsciiDigits(v.trim())) : v);
const truthy = (v: unknown) => (v === 'true' || v === '1' || v === 'on' || v === 1 ? true : v === 'false' || v === '0' || v === '' || v === 0 ? false : v);

/** A text of min..max characters after trimming, with one message for every way it can be wrong. */
export const textOf = (min: number, max: number, message: string) =>
  z.preprocess(trimmed, z.string({ error: message }).min(min, { error: message }).max(max, { error: message }));

/** Pros or cons: a list, or one text with a point per line (a form's textarea); blank lines dropped. */
const points = z.preprocess(
  (v) => {
    const list =
      typeof v === 'string' ? v.split(/\r?\n/) : Array.isArray(v) ? v : v && typeof v === 'object' ? Object.values(v) : v === undefined || v === null ? [] : v;
    return Array.isArray(list) ? list.filter((p) => typeof p !== 'string' || p.trim() !== '') : list;
  },
  z
    .array(z.preprocess(trimmed, z.string({ error: TEXT_MESSAGES.point }).max(100, { error: TEXT_MESSAGES.point })), { error: TEXT_MESSAGES.points })
    .max(5, { error: TEXT_MESSAGES.points }),
);

const score = z.preprocess(
  number,
  z.number({ error: TEXT_MESSAGES.score }).int({ error: TEXT_MESSAGES.score }).min(1, { error: TEXT_MESSAGES.score }).max(5, { error: TEXT_MESSAGES.score }),
);

/**
 * `scores`: the score of each criterion, as `[{item_id, score}]` or `{ "<item id>": score }`
 * (a form's `scores[12]=4`). The service checks they are the product's criteria.
 */
const scores = z.preprocess(
  // A form's `scores[12]=4` unfolds to a sparse array indexed by item id (server/http/body.ts).
  (v) =>
    v && typeof v === 'object'
      ? Object.entries(v as Record<string, unknown>).map(([item_id, s]) => (s && typeof s === 'object' ? s : { item_id, score: s }))
      : v,
  z
    .array(z.object({ item_id: idSchema(TEXT_MESSAGES.scores), score }, { error: TEXT_MESSAGES.scores }), { error: TEXT_MESSAGES.scores })
    .min(1, { error: TEXT_MESSAGES.scores })
    .max(20, { error: TEXT_MESSAGES.scores }),
);

/** 1 recommends, -1 does not, 0 not sure (also `recommend`, `not_recommend`, `no_idea`). */
const recommend = z.preprocess(
  (v) => (v === 'recommend' ? 1 : v === 'not_recommend' ? -1 : v === 'no_idea' || v === undefined || v === '' ? 0 : number(v)),
  z.union([z.literal(1), z.literal(0), z.literal(-1)], { error: TEXT_MESSAGES.recommend }),
);

const reviewFields = {
  scores,
  title: z.preprocess((v) => trimmed(v ?? ''), z.string({ error: TEXT_MESSAGES.title }).max(100, { error: TEXT_MESSAGES.title })),
  text: textOf(10, 2000, TEXT_MESSAGES.reviewText),
  pros: points,
  cons: points,
  recommend,
  anonymous: z.preprocess((v) => truthy(v ?? false), z.boolean()),
};

export const reviewBody = z.object({ product_id: idSchema(TEXT_MESSAGES.product), ...reviewFields });
export const reviewUpdateBody = z.object(reviewFields);
export type ReviewInput = z.output<typeof reviewUpdateBody>;

/** A vote on a review or an answer: `like` true (helpful, the default) or false (not helpful); also `type: 1 | -1`. */
export const voteValue = z.preprocess(
  (v) => {
    const b = truthy(v);
    return b === true ? 1 : b === false ? -1 : number(v);
  },
  z.union([z.literal(1), z.literal(-1)], { error: TEXT_MESSAGES.vote }),
);
export const voteBody = z
  .object({ id: idSchema(), like: z.optional(voteValue), type: z.optional(voteValue) })
  .transform((b) => ({ id: b.id, vote: b.type ?? b.like ?? 1 }));

export const REVIEW_SORTS = { newest: 'newest', helpful: 'helpful', buyers: 'buyers' } as const;
export type ReviewSort = keyof typeof REVIEW_SORTS;
/** `sort` as the API conventions spell it (`-created_at`, `-likes`, `-is_buyer`) or by name. */
export function reviewSortOf(value: string | null | undefined): ReviewSort | null {
  switch (value ?? '') {
    case '':
    case 'newest':
    case '-created_at':
      return 'newest';
    case 'helpful':
    case '-likes':
      return 'helpful';
    case 'buyers':
    case '-is_buyer':
      return 'buyers';
    default:
      return null;
  }
}
