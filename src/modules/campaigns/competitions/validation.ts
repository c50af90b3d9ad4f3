import { z } from 'zod';
import { idSchema } from '#server/http/params.ts';
import { ANSWER_MAX, COMPETITION_MESSAGES } from './rules.ts';

/** POST /v10/competition/register (and the page's form): `{ competition_id, answer }`. */
export const registerBody = z.object({
  competition_id: idSchema(COMPETITION_MESSAGES.id),
  answer: z
    .string({ error: COMPETITION_MESSAGES.answerRequired })
    .trim()
    .min(1, { error: COMPETITION_MESSAGES.answerRequired })
    .max(ANSWER_MAX, { error: COMPETITION_MESSAGES.answerTooLong }),
});
