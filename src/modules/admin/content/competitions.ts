import type { DbOrTx } from '#server/db/client.ts';
import { competitionsWithEntrants, createCompetitionIn, publishResultsIn } from '#modules/campaigns/index.ts';
import { contentChange, type Editor } from './change.ts';
import type { CompetitionInput, CompetitionResultsInput } from './validation.ts';

/**
 * Competitions in the back office: a new one (its question and window, Tehran time), and a
 * finished one's results and winners (entrants only). The rules and the writes are the
 * campaigns module's (competitions/manage.ts), run in the transaction that writes the audit row.
 */
export const allCompetitions = (db: DbOrTx) => competitionsWithEntrants(db);

export function createCompetition(db: DbOrTx, editor: Editor, input: CompetitionInput) {
  return contentChange(db, editor, 'content.competition.created', async (tx) => {
    const { row, after } = await createCompetitionIn(tx, input);
    return { result: row, subjectType: 'competition', subjectId: row.id, after };
  });
}

export function publishCompetitionResults(db: DbOrTx, editor: Editor, input: CompetitionResultsInput) {
  return contentChange(db, editor, 'content.competition.results', async (tx) => {
    const { row, before, after } = await publishResultsIn(tx, input.id, { results: input.results, winnerUserIds: input.winner_ids });
    return { result: row, subjectType: 'competition', subjectId: input.id, before, after };
  });
}
