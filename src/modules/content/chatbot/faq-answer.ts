import type { DbOrTx } from '#server/db/client.ts';
import { faqGroups } from '../editorial.ts';
import { bestFaqMatch } from './match.ts';

/** The FAQ question a message asks (match.ts's word overlap over every question of the FAQ, read fresh: a few dozen rows), or null. */
export async function faqAnswerFor(db: DbOrTx, message: string): Promise<{ id: number; question: string; answer: string } | null> {
  const items = (await faqGroups(db)).flatMap((g) => g.items);
  const found = bestFaqMatch(message, items);
  return found && { id: found.id, question: found.question, answer: found.answer };
}
