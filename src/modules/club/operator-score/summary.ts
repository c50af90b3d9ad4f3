import { avg, count, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { operatorScores } from '../schema.ts';

/** What shoppers scored an operator: the mean of their scores (1–5, one decimal) and how many. */
export interface OperatorScoreSummary {
  average: number;
  count: number;
}

/** The summaries of these operators (the back office's staff list); an operator nobody scored is absent. */
export async function operatorScoreSummaries(db: DbOrTx, operatorIds: readonly number[]): Promise<Map<number, OperatorScoreSummary>> {
  if (operatorIds.length === 0) return new Map();
  const rows = await db
    .select({ operatorId: operatorScores.operatorId, average: avg(operatorScores.score), n: count() })
    .from(operatorScores)
    .where(inArray(operatorScores.operatorId, [...operatorIds]))
    .groupBy(operatorScores.operatorId);
  return new Map(rows.map((r) => [r.operatorId, { average: Math.round(Number(r.average) * 10) / 10, count: r.n }]));
}
