import { eq, inArray } from 'drizzle-orm';
import { purgePages } from '#server/cache/page-version.ts';
import { users } from '#modules/account/index.ts';
import { products } from '#modules/catalog/index.ts';
import { moderatedKind, writerLine } from '../moderation/decision-kind.ts';
import { answers, questions } from '../schema.ts';
import { answerPublished, ANSWER_KIND, QUESTION_KIND } from './write.ts';

/** A question the rule held, in the decisions inbox: approving puts it on the product's page. */
export const questionDecision = moderatedKind({
  kind: QUESTION_KIND,
  title: 'پرسش کاربر دربارهٔ کالا',
  table: questions,
  async read(db, ids) {
    const rows = await db
      .select({ q: questions, product: products.name, mobile: users.mobile })
      .from(questions)
      .innerJoin(products, eq(products.id, questions.productId))
      .innerJoin(users, eq(users.id, questions.userId))
      .where(inArray(questions.id, ids));
    return rows.map(({ q, product, mobile }) => ({ id: q.id, title: `پرسش دربارهٔ ${product}`, lines: [writerLine(mobile), q.text], texts: [q.text] }));
  },
  async after(_tx, _id, state) {
    if (state === 'approved') purgePages();
  },
});

/** An answer the rule held: approving publishes it and, when it is the question's first, tells the asker by SMS. */
export const answerDecision = moderatedKind({
  kind: ANSWER_KIND,
  title: 'پاسخ کاربر به پرسش',
  table: answers,
  async read(db, ids) {
    const rows = await db
      .select({ a: answers, question: questions.text, product: products.name, mobile: users.mobile })
      .from(answers)
      .innerJoin(questions, eq(questions.id, answers.questionId))
      .innerJoin(products, eq(products.id, questions.productId))
      .innerJoin(users, eq(users.id, answers.userId))
      .where(inArray(answers.id, ids));
    return rows.map(({ a, question, product, mobile }) => ({
      id: a.id,
      title: `پاسخ به پرسشی دربارهٔ ${product}`,
      lines: [`پرسش: ${question}`, writerLine(mobile, a.buyer && 'خریدار کالا'), a.text],
      texts: [a.text],
    }));
  },
  async after(tx, id, state) {
    if (state === 'approved') await answerPublished(tx, id);
  },
});
