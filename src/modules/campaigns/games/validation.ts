import { z } from 'zod';
import { toAsciiDigits } from '#lib/digits.ts';
import { GAME_MESSAGES, SCORE_CAP } from './rules.ts';

/** `/v6/game-score/*`'s requests and answers (isomorphic: the island reads the answers). */

/** POST /v6/game-score/start. */
export interface RoundStart {
  round_id: string;
  started_at: string;
  /** How long the round is played, seconds. */
  seconds: number;
}

export interface BoardRow {
  rank: number;
  name: string;
  score: number;
}

/** GET /v6/game-score/score: the board for everyone; `best` and `rank` only for a signed-in caller (else null). */
export interface ScoreView {
  best: number | null;
  rank: number | null;
  board: BoardRow[];
}

/** POST /v6/game-score/submit's answer. */
export interface Submitted {
  round_id: string;
  score: number;
  best: number | null;
  rank: number | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** POST /v6/game-score/submit: `{ round_id, score }`; a whole score from 0 to the cap. */
export const submitBody = z.object({
  round_id: z.string({ error: GAME_MESSAGES.roundId }).trim().regex(UUID, { error: GAME_MESSAGES.roundId }),
  score: z.preprocess(
    (v) => (typeof v === 'string' ? toAsciiDigits(v.trim()) : typeof v === 'number' && Number.isInteger(v) && v >= 0 ? String(v) : v),
    z
      .string({ error: GAME_MESSAGES.score })
      .regex(/^\d{1,6}$/, { error: GAME_MESSAGES.score })
      .transform(Number)
      .refine((n) => n <= SCORE_CAP, { error: GAME_MESSAGES.tooFast }),
  ),
});
