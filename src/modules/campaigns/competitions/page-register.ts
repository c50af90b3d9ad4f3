import type { Db } from '#server/db/client.ts';
import { ApiError } from '#server/errors.ts';
import { parseFormValues, textValues } from '#server/http/form-values.ts';
import { registerEntry } from './register.ts';
import { COMPETITION_MESSAGES } from './rules.ts';
import { registerBody } from './validation.ts';

/** What the /profile/Register-competitor form's POST came to: the message for the competition it named. */
export interface RegisterOutcome {
  ok: boolean;
  /** The competition the form was for (null when the form named none we could read). */
  competitionId: number | null;
  message: string;
  /** The answer as typed, kept in the form after a refusal. */
  answer: string;
  status: number;
}

/** The page's plain form: the same rules and service as POST /v10/competition/register. */
export async function registerFromForm(db: Db, userId: number, form: FormData): Promise<RegisterOutcome> {
  const values = textValues(form);
  const answer = values.answer ?? '';
  const competitionId = /^\d{1,9}$/.test(values.competition_id ?? '') ? Number(values.competition_id) : null;
  const parsed = parseFormValues(values, registerBody);
  if ('errors' in parsed) return { ok: false, competitionId, message: Object.values(parsed.errors)[0] ?? COMPETITION_MESSAGES.id, answer, status: 422 };
  try {
    await registerEntry(db, userId, parsed.data.competition_id, parsed.data.answer);
    return { ok: true, competitionId, message: COMPETITION_MESSAGES.registered, answer: '', status: 200 };
  } catch (err) {
    if (!(err instanceof ApiError) || err.status >= 500) throw err;
    return { ok: false, competitionId, message: err.fields?.[0]?.message ?? err.message, answer, status: err.status };
  }
}
