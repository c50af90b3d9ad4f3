import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { notFound, validationError } from '#server/errors.ts';
import { users } from '#modules/account/index.ts';
import { staffChange, type Staff, type Permission } from '#modules/staff/index.ts';
import { products, sellers, varieties } from '#modules/catalog/index.ts';
import { answers, questions } from '../schema.ts';
import { questionColumns, questionViewOf, type QuestionView } from './read.ts';
import { insertSellerAnswer, ownAnswer, QUESTION_NOT_FOUND, type OwnAnswer } from './write.ts';

/**
 * Seller answers from the back office. Permission `catalog.edit`: a seller's
 * answer is a statement about the product (what it does, what comes in the box), the
 * knowledge catalogue editors keep on the product's page; `content.edit` covers the
 * shop's editorial pages and banners, not products.
 */
export const SELLER_ANSWER_PERMISSION: Permission = 'catalog.edit';
export const NO_SELLER = 'این کالا فروشنده‌ای ندارد که از طرف او پاسخ دهید';

export interface Seller {
  id: number;
  name: string;
}

/**
 * The product's seller: the one of its default offer (the card's variety, the cheapest in
 * stock), else of its cheapest active variety; null when it has no active variety.
 */
export async function productSellerOf(db: DbOrTx, productId: number): Promise<Seller | null> {
  const [row] = await db
    .select({ id: sellers.id, name: sellers.name })
    .from(varieties)
    .innerJoin(sellers, eq(sellers.id, varieties.sellerId))
    .innerJoin(products, eq(products.id, varieties.productId))
    .where(and(eq(varieties.productId, productId), eq(varieties.isActive, true)))
    .orderBy(desc(sql`coalesce(${varieties.id} = ${products.cardVarietyId}, false)`), desc(sql`${varieties.stock} > 0`), varieties.priceOffRial, varieties.id)
    .limit(1);
  return row ?? null;
}

export interface WaitingQuestion extends QuestionOfProduct {
  /** Who the answer would be from (null: the product has no active offer). */
  seller: Seller | null;
}

const waiting = and(
  eq(questions.state, 'approved'),
  sql`not exists (select 1 from ${answers} where ${answers.questionId} = ${questions.id} and ${answers.sellerId} is not null and ${answers.state} = 'approved')`,
);

export interface QuestionOfProduct extends QuestionView {
  product: { id: number; name: string; slug: string };
}

/** Questions matching `where`, newest first, a page of them, each with its product (the back office's and a seller's lists). */
export async function questionsWithProduct(
  db: Db,
  where: SQL | undefined,
  { limit = 20, offset = 0 } = {},
): Promise<{ items: QuestionOfProduct[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select({ ...questionColumns, productName: products.name, productSlug: products.slug })
      .from(questions)
      .innerJoin(users, eq(users.id, questions.userId))
      .innerJoin(products, eq(products.id, questions.productId))
      .where(where)
      .orderBy(desc(questions.createdAt), desc(questions.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(questions)
      .where(where),
  ]);
  return {
    items: rows.map((r) => ({ ...questionViewOf(r), product: { id: r.q.productId, name: r.productName, slug: r.productSlug } })),
    total: counted?.n ?? 0,
  };
}

/** Published questions no seller has answered yet, newest first, a page of them (the back office's list). */
export async function questionsWithoutSellerAnswer(
  db: Db,
  page: { limit?: number; offset?: number } = {},
): Promise<{ items: WaitingQuestion[]; total: number }> {
  const { items, total } = await questionsWithProduct(db, waiting, page);
  const productIds = [...new Set(items.map((q) => q.product.id))];
  const sellerOf = new Map(await Promise.all(productIds.map(async (id) => [id, await productSellerOf(db, id)] as const)));
  return { items: items.map((q) => ({ ...q, seller: sellerOf.get(q.product.id) ?? null })), total };
}

/**
 * Staff answer a published question as the product's seller («پاسخ از طرف فروشنده»):
 * stored with the seller and the staff member as its writer, published at once, audited,
 * and the asker is told. 404 for a question that is not published, 422 for a product
 * without a seller.
 */
export async function answerAsSeller(db: Db, staff: Staff, input: { question_id: number; text: string }, ip?: string): Promise<OwnAnswer> {
  return staffChange(
    db,
    staff,
    SELLER_ANSWER_PERMISSION,
    'question.answer',
    async (tx) => {
      const [q] = await tx
        .select({ productId: questions.productId })
        .from(questions)
        .where(and(eq(questions.id, input.question_id), eq(questions.state, 'approved')));
      if (!q) throw notFound(QUESTION_NOT_FOUND);
      const seller = await productSellerOf(tx, q.productId);
      if (!seller) throw validationError([{ field: 'question_id', message: NO_SELLER }]);
      const id = await insertSellerAnswer(tx, staff.userId, input.question_id, seller.id, input.text);
      return {
        result: await ownAnswer(tx, id, 'approved'),
        subjectType: 'answer',
        subjectId: id,
        after: { question_id: input.question_id, seller_id: seller.id, text: input.text },
      };
    },
    ip,
  );
}
