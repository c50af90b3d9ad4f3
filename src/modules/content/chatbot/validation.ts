import { z } from 'zod';
import { toFaDigits } from '#lib/digits.ts';

/** The assistant's question (`POST /v10/chatbot/ask` and the /chatbot form). Isomorphic: the page's script caps the box the same. */
export const ASK_MAX = 300;

export const ASSISTANT_MESSAGES = {
  required: 'پرسش خود را بنویسید',
  long: `پرسش حداکثر ${toFaDigits(ASK_MAX)} نویسه است`,
  tooMany: 'پرسش‌های شما در این چند دقیقه زیاد بوده است؛ کمی صبر کنید و دوباره بپرسید',
} as const;

export const askBody = z.object({
  message: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string({ error: ASSISTANT_MESSAGES.required }).min(1, { error: ASSISTANT_MESSAGES.required }).max(ASK_MAX, { error: ASSISTANT_MESSAGES.long }),
  ),
});
