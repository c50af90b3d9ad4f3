import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { config } from '#server/config.ts';
import { smsProvider } from '#server/sms/provider.ts';
import { users } from '#modules/account/index.ts';
import { products } from '#modules/catalog/index.ts';
import { answers, questions } from '../schema.ts';

/** The asker's SMS: the product by name and a plain link to the question (no token: anyone may open it). */
export const answeredSms = (product: string, link: string) => `بازار: به پرسش شما دربارهٔ «${product}» پاسخ داده شد: ${link}`;

/**
 * Tells the asker once that their question was answered: call it in the transaction that
 * publishes an answer (written plain, approved in the inbox, or a seller's). Nothing for
 * an answer that is not published or that the asker wrote themselves. The question is
 * claimed by a conditional update (asker_notified_at still null), so two answers
 * published at once, or a decision repeated, send one SMS.
 */
export async function notifyAsker(tx: DbOrTx, answerId: number): Promise<boolean> {
  const [row] = await tx
    .select({ questionId: questions.id, askerId: questions.userId, answererId: answers.userId, state: answers.state, notifiedAt: questions.askerNotifiedAt })
    .from(answers)
    .innerJoin(questions, eq(questions.id, answers.questionId))
    .where(eq(answers.id, answerId));
  if (!row || row.state !== 'approved' || row.askerId === row.answererId || row.notifiedAt) return false;
  const [claimed] = await tx
    .update(questions)
    .set({ askerNotifiedAt: new Date() })
    .where(and(eq(questions.id, row.questionId), isNull(questions.askerNotifiedAt)))
    .returning({ productId: questions.productId });
  if (!claimed) return false;
  const [who] = await tx
    .select({ mobile: users.mobile, product: products.name, slug: products.slug })
    .from(users)
    .innerJoin(products, eq(products.id, claimed.productId))
    .where(eq(users.id, row.askerId));
  if (!who) return false;
  const link = `${config.siteUrl}/product/${who.slug}/questionAndAnswer#question-${row.questionId}`;
  await smsProvider().send(tx, { receptor: who.mobile, body: answeredSms(who.product, link) });
  return true;
}
