import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { users } from '#modules/account/index.ts';
import { gameRounds } from '../schema.ts';
import { maskedName } from './masked-name.ts';
import { BOARD_SIZE, GAME } from './rules.ts';
import type { BoardRow, ScoreView } from './validation.ts';

type Rows<T> = { rows: T[] };

/** Each shopper's best scored round that was not reset, and when they first reached it. */
const bests = sql`
  select distinct on (${gameRounds.userId}) ${gameRounds.userId} as user_id, ${gameRounds.score} as score, ${gameRounds.endedAt} as ended_at
  from ${gameRounds}
  where ${gameRounds.game} = ${GAME} and ${gameRounds.isReset} = false and ${gameRounds.score} is not null
  order by ${gameRounds.userId}, ${gameRounds.score} desc, ${gameRounds.endedAt} asc`;

/**
 * The board: the best BOARD_SIZE shoppers by their best score (whoever reached it first goes
 * first), their names masked. Equal scores share a rank.
 */
export async function board(db: DbOrTx): Promise<BoardRow[]> {
  const res = (await db.execute(sql`
    with best as (${bests})
    select b.score, u.first_name, u.last_name,
      1 + (select count(*) from best o where o.score > b.score) as rank
    from best b join ${users} u on u.id = b.user_id
    order by b.score desc, b.ended_at asc, b.user_id asc
    limit ${BOARD_SIZE}`)) as unknown as Rows<{ score: number | string; first_name: string | null; last_name: string | null; rank: number | string }>;
  return res.rows.map((r) => ({ rank: Number(r.rank), name: maskedName(r.first_name, r.last_name), score: Number(r.score) }));
}

/** The shopper's best score on the board and its rank (shared with equal scores), or nulls. */
export async function standingOf(db: DbOrTx, userId: number): Promise<{ best: number | null; rank: number | null }> {
  const res = (await db.execute(sql`
    with best as (${bests})
    select b.score, 1 + (select count(*) from best o where o.score > b.score) as rank
    from best b where b.user_id = ${userId}`)) as unknown as Rows<{ score: number | string; rank: number | string }>;
  const mine = res.rows[0];
  return mine ? { best: Number(mine.score), rank: Number(mine.rank) } : { best: null, rank: null };
}

/** GET /v6/game-score/score. */
export async function scoreView(db: DbOrTx, userId: number | null): Promise<ScoreView> {
  const [rows, mine] = await Promise.all([board(db), userId ? standingOf(db, userId) : { best: null, rank: null }]);
  return { ...mine, board: rows };
}
