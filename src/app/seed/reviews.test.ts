import { and, count, eq, inArray, isNull, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '#tests/harness.ts';
import { TEST_PRODUCTS } from '#tests/setup/db-template.ts';
import { users } from '#modules/account/schema.ts';
import { decisions } from '#modules/decisions/index.ts';
import { PRODUCT_STATUS, products, varieties } from '#modules/catalog/schema.ts';
import { receivedAmong } from '#modules/reviews/buyer.ts';
import { holdReasons, isPlainText } from '#modules/reviews/moderation/rule.ts';
import { answers, productExperiences, productFeedbacks, questions, reviews, reviewScores, votes } from '#modules/reviews/schema.ts';
import { surveyItemsOf } from '#modules/reviews/surveys/items.ts';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { REVIEW_BANKS } from './data/review-texts.ts';
import { DEMO_MOBILE } from './demo-orders.ts';
import { resetSeededData, seedDatabase } from './index.ts';
import { REVIEWER_COUNT } from './reviews/reviewers.ts';

/**
 * The demo's reviews, questions and feedback: every rating stands on approved reviews, the reviews score the
 * product's own criteria, votes and counts agree, and the held texts wait in the inbox.
 */
let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

/** Each product's rating next to what its approved reviews make of it. */
async function ratings() {
  return rowsOf(
    await database.db.execute(sql`
      select p.id, p.survey_average as average, p.survey_count as n,
             coalesce(round(avg(r.score)::numeric, 1), 0)::real as expected_average, count(r.id)::int as expected_n
      from products p left join reviews r on r.product_id = p.id and r.state = 'approved'
      group by p.id`),
  ).map((r) => ({
    id: Number(r.id),
    average: Number(r.average),
    n: Number(r.n),
    expectedAverage: Number(r.expected_average),
    expectedN: Number(r.expected_n),
  }));
}

describe('the seeded reviews', () => {
  it('make every product’s rating: the mean and count of its approved reviews, nothing invented', async () => {
    const rows = await ratings();
    expect(rows).toHaveLength(TEST_PRODUCTS);
    for (const r of rows) expect({ id: r.id, average: r.average, n: r.n }).toEqual({ id: r.id, average: r.expectedAverage, n: r.expectedN });
    const rated = rows.filter((r) => r.n > 0).length;
    // About 60% of the products, never all of them.
    expect(rated).toBeGreaterThanOrEqual(TEST_PRODUCTS * 0.4);
    expect(rated).toBeLessThan(TEST_PRODUCTS);
    expect(rows.some((r) => r.n >= 10)).toBe(true);
  });

  it('leaves pending reviews out of the rating, each with its case in the inbox', async () => {
    const pending = await database.db.select().from(reviews).where(eq(reviews.state, 'pending'));
    expect(pending.length).toBeGreaterThanOrEqual(2);
    const reasons = pending.flatMap((r) => holdReasons(r.title, r.text, ...r.pros, ...r.cons));
    expect(reasons).toEqual(expect.arrayContaining(['link', 'phone']));
    const cases = await database.db
      .select()
      .from(decisions)
      .where(and(eq(decisions.kind, 'review'), eq(decisions.state, 'pending')));
    expect(cases.map((c) => c.subjectId).sort()).toEqual(pending.map((r) => r.id).sort());
    const byId = new Map((await ratings()).map((r) => [r.id, r]));
    for (const r of pending) {
      const [approved] = await database.db
        .select({ n: count() })
        .from(reviews)
        .where(and(eq(reviews.productId, r.productId), eq(reviews.state, 'approved')));
      expect(byId.get(r.productId)!.n).toBe(approved!.n);
    }
    // One of them sits on a rated product, so "pending does not count" is tested on a real rating.
    expect(pending.some((r) => byId.get(r.productId)!.n > 0)).toBe(true);
  });

  it('scores each review on its product’s criteria, the review’s score their mean, mostly 3.5 and up', async () => {
    const all = await database.db.select({ id: reviews.id, productId: reviews.productId, score: reviews.score, recommend: reviews.recommend }).from(reviews);
    const scores = Map.groupBy(await database.db.select().from(reviewScores), (s) => s.reviewId);
    for (const r of all) {
      const own = scores.get(r.id)!;
      expect(Math.abs(r.score - own.reduce((sum, s) => sum + s.score, 0) / own.length)).toBeLessThan(0.006);
    }
    // The criteria are the product's nearest category's, every one of them scored.
    const criteria = new Map<number, number[]>();
    for (const productId of new Set(all.map((r) => r.productId)))
      criteria.set(
        productId,
        (await surveyItemsOf(database.db, productId)).map((i) => i.id).sort((a, b) => a - b),
      );
    for (const r of all)
      expect(
        scores
          .get(r.id)!
          .map((s) => s.itemId)
          .sort((a, b) => a - b),
      ).toEqual(criteria.get(r.productId));
    const checked = new Set([...criteria.values()].map((ids) => ids.join(',')));
    expect(checked.size).toBeGreaterThanOrEqual(3);
    expect(all.filter((r) => r.score >= 3.5).length / all.length).toBeGreaterThan(0.6);
    // Recommending follows the score: nobody recommends what they scored below 3.
    expect(all.filter((r) => r.score < 3 && r.recommend === 1)).toEqual([]);
  });

  it('counts the likes and dislikes from real votes, never the writer’s own', async () => {
    const tally = rowsOf(
      await database.db.execute(sql`
        select v.subject, v.subject_id, count(*) filter (where v.vote = 1)::int as likes, count(*) filter (where v.vote = -1)::int as dislikes,
               bool_or(v.user_id = coalesce(r.user_id, a.user_id)) as own
        from votes v
        left join reviews r on v.subject = 'review' and r.id = v.subject_id
        left join answers a on v.subject = 'answer' and a.id = v.subject_id
        group by v.subject, v.subject_id`),
    );
    expect(tally.filter((t) => t.subject === 'review').length).toBeGreaterThan(0);
    expect(tally.filter((t) => t.own)).toEqual([]);
    const counted = new Map(tally.map((t) => [`${t.subject}:${t.subject_id}`, [Number(t.likes), Number(t.dislikes)]]));
    for (const r of await database.db.select({ id: reviews.id, likes: reviews.likes, dislikes: reviews.dislikes }).from(reviews)) {
      expect([r.likes, r.dislikes]).toEqual(counted.get(`review:${r.id}`) ?? [0, 0]);
    }
    for (const a of await database.db.select({ id: answers.id, likes: answers.likes, dislikes: answers.dislikes }).from(answers)) {
      expect([a.likes, a.dislikes]).toEqual(counted.get(`answer:${a.id}`) ?? [0, 0]);
    }
  });

  it('publishes only texts the moderation rule passes, and holds the others', async () => {
    for (const r of await database.db.select().from(reviews).where(eq(reviews.state, 'approved'))) {
      expect(isPlainText(r.title, r.text, ...r.pros, ...r.cons), r.text).toBe(true);
      expect(r.text).not.toContain('{noun}');
    }
    for (const q of await database.db.select().from(questions)) expect(isPlainText(q.text), q.text).toBe(q.state === 'approved');
    for (const a of await database.db.select().from(answers)) expect(isPlainText(a.text), a.text).toBe(true);
  });

  it('never lists a topic both as a strength and a weakness of one review', async () => {
    const topicOf = new Map<string, string>();
    for (const bank of Object.values(REVIEW_BANKS)) {
      for (const said of [...bank.pros, ...bank.cons]) {
        const [topic, text] = typeof said === 'string' ? ['', said] : said;
        // A point means the same in every bank, so a review's points can be read without knowing its bank.
        expect(topicOf.get(text) ?? topic, text).toBe(topic);
        topicOf.set(text, topic);
      }
    }
    for (const r of await database.db.select().from(reviews).where(eq(reviews.state, 'approved'))) {
      const liked = new Set(r.pros.map((p) => topicOf.get(p)).filter((t) => t));
      expect(
        r.cons.filter((c) => liked.has(topicOf.get(c))),
        `${r.pros} / ${r.cons}`,
      ).toEqual([]);
    }
  });

  it('has questions with shoppers’ and sellers’ answers; a seller answers for a seller of the product', async () => {
    const answered = await database.db
      .selectDistinct({ productId: questions.productId })
      .from(questions)
      .innerJoin(answers, eq(answers.questionId, questions.id));
    expect(answered.length).toBeGreaterThanOrEqual(10);
    const bySeller = await database.db
      .select({ sellerId: answers.sellerId, productId: questions.productId })
      .from(answers)
      .innerJoin(questions, eq(questions.id, answers.questionId))
      .where(sql`${answers.sellerId} is not null`);
    expect(bySeller.length).toBeGreaterThan(0);
    for (const a of bySeller) {
      const sold = await database.db
        .select({ id: varieties.id })
        .from(varieties)
        .where(and(eq(varieties.productId, a.productId), eq(varieties.sellerId, a.sellerId!)));
      expect(sold.length, `seller ${a.sellerId} of product ${a.productId}`).toBeGreaterThan(0);
    }
    // Answered questions count as told: the answer-arrived SMS never goes to the made-up askers.
    const untold = await database.db
      .selectDistinct({ id: questions.id })
      .from(questions)
      .innerJoin(answers, eq(answers.questionId, questions.id))
      .where(isNull(questions.askerNotifiedAt));
    expect(untold).toEqual([]);
    const held = await database.db.select({ id: questions.id }).from(questions).where(eq(questions.state, 'pending'));
    expect(held.length).toBeGreaterThan(0);
    const cases = await database.db
      .select({ subjectId: decisions.subjectId })
      .from(decisions)
      .where(and(eq(decisions.kind, 'question'), eq(decisions.state, 'pending')));
    expect(cases.map((c) => c.subjectId).sort()).toEqual(held.map((q) => q.id).sort());
  });

  it('reviews only what is on sale', async () => {
    const [onNotSale] = await database.db
      .select({ n: count() })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(sql`${products.status} <> ${PRODUCT_STATUS.active}`);
    expect(onNotSale!.n).toBe(0);
  });

  it('writes them as demo shoppers without passwords, clear of the published demo accounts', async () => {
    const writers = await database.db
      .selectDistinct({ mobile: users.mobile, passwordHash: users.passwordHash, firstName: users.firstName })
      .from(users)
      .innerJoin(reviews, eq(reviews.userId, users.id));
    const demo = new Set<string>(DEMO_ACCOUNTS.map((a) => a.mobile));
    expect(writers.length).toBeGreaterThan(20);
    for (const w of writers) {
      expect(demo.has(w.mobile)).toBe(false);
      expect(w.passwordHash).toBeNull();
      expect(w.firstName).toMatch(/^[\u0600-\u06FF\u200c ]+$/);
    }
  });

  it('gives the demo customer notes and feedback only on products she received', async () => {
    const [sara] = await database.db.select({ id: users.id }).from(users).where(eq(users.mobile, DEMO_MOBILE));
    const notes = await database.db.select().from(productExperiences).where(eq(productExperiences.userId, sara!.id));
    const feedback = await database.db.select().from(productFeedbacks).where(eq(productFeedbacks.userId, sara!.id));
    expect(notes.length).toBeGreaterThan(0);
    expect(feedback.length).toBeGreaterThan(0);
    const received = await receivedAmong(
      database.db,
      sara!.id,
      [...notes, ...feedback].map((x) => x.productId),
    );
    for (const x of [...notes, ...feedback]) expect(received.has(x.productId)).toBe(true);
  });

  it('is made again after a reset, with the same reviewers and no stale inbox cases', async () => {
    const before = await database.db.select({ n: count() }).from(reviews);
    const notesBefore = await database.db.select({ n: count() }).from(productExperiences);
    await resetSeededData(database.db);
    expect((await database.db.select({ n: count() }).from(reviews))[0]!.n).toBe(0);
    expect((await database.db.select({ n: count() }).from(votes))[0]!.n).toBe(0);
    expect(
      await database.db
        .select()
        .from(decisions)
        .where(inArray(decisions.kind, ['review', 'question'])),
    ).toEqual([]);
    await seedDatabase(database.db, { products: TEST_PRODUCTS });
    expect(await database.db.select({ n: count() }).from(reviews)).toEqual(before);
    expect(await database.db.select({ n: count() }).from(productExperiences)).toEqual(notesBefore);
    const [reviewers] = await database.db.select({ n: count() }).from(users).where(like(users.mobile, '0990100%'));
    expect(reviewers!.n).toBe(REVIEWER_COUNT);
    for (const r of await ratings()) expect([r.average, r.n]).toEqual([r.expectedAverage, r.expectedN]);
  });
});
