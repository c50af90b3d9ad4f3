import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import { users } from '../../modules/account/schema.ts';
import { openDecision } from '../../modules/admin/decisions/open.ts';
import { categories, PRODUCT_STATUS, products } from '../../modules/catalog/schema.ts';
import { orderDispatches, orderLines, orders } from '../../modules/orders/schema.ts';
import { ORDER_STATUS, SEND_STATUS } from '../../modules/orders/statuses.ts';
import { refreshProductRatings } from '../../modules/reviews/surveys/rating.ts';
import { EXPERIENCE_KIND } from '../../modules/reviews/feedback/experience.ts';
import { FEEDBACK_ITEMS } from '../../modules/reviews/feedback/items.ts';
import { ANSWER_KIND, QUESTION_KIND } from '../../modules/reviews/questions/write.ts';
import { REVIEW_KIND } from '../../modules/reviews/surveys/write.ts';
import { answers, productExperiences, productFeedbacks, questions, reviews, reviewScores, surveyItems, votes } from '../../modules/reviews/schema.ts';
import type { DbOrTx } from '../db/client.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { CATALOG } from './data/catalog.ts';
import {
  CATEGORY_CRITERIA,
  COMMON,
  DEFAULT_CRITERIA,
  BUYER_EXPERIENCES,
  EXPERIENCES,
  FEMALE_NAMES,
  HELD_QUESTIONS,
  HELD_REVIEWS,
  LAST_NAMES,
  MALE_NAMES,
  REVIEW_BANKS,
  type Mood,
  type QuestionSeed,
  type ReviewBank,
  type Said,
} from './data/reviews.ts';
import { DEMO_MOBILE } from './demo-orders.ts';
import { insertJson, resetSequences, withoutForeignKeys } from './insert.ts';
import type { Random } from './random.ts';

/**
 * What the demo's shoppers say (issue 19): rating criteria for every shop (seedSurveyItems),
 * and outside production the reviews, questions and answers of a few dozen demo shoppers
 * (seedReviews), whose approved reviews alone make each product's rating.
 */

/** Inbox kinds whose subjects `reset` empties (their cases would point at rows that are gone, or at new rows with the same ids). */
export const SHOPPER_TEXT_KINDS = [REVIEW_KIND, QUESTION_KIND, ANSWER_KIND, EXPERIENCE_KIND] as const;

/** The demo shoppers who write the reviews: mobiles 09901000001…, clear of the published demo accounts (0912000…) and of the test factories' 0935…, 0937…, 0939…. */
export const REVIEWER_COUNT = 60;
export const reviewerMobile = (i: number) => `0990100${String(i + 1).padStart(4, '0')}`;

/** At most this many products are considered for reviews and questions: the scale benchmarks' millions get a spread sample, not millions of reviews. */
const CANDIDATES = 4_000;
const MINUTE = 60_000;
const YEAR_MINUTES = 365 * 24 * 60;
/** What the seed writes in bulk. */
const SAID_TABLES = ['reviews', 'review_scores', 'questions', 'answers', 'votes'];
const FEW = [1, 1, 1, 1, 2, 2, 2, 3, 3, 4, 5, 6];
/** What the demo customer liked about a product she received. */
const LIKED = FEEDBACK_ITEMS.filter((f) => f.positive).slice(0, 2);

/**
 * Rating criteria: the shop's defaults and each main category's own. Not demo data:
 * nobody can review without them, in production too. Once: a shop that has criteria
 * keeps them, so a database seeded before reviews existed can be topped up with this.
 */
export async function seedSurveyItems(db: DbOrTx): Promise<number> {
  if ((await db.select({ id: surveyItems.id }).from(surveyItems).limit(1)).length) return 0;
  const mains = await db.select({ id: categories.id, slug: categories.slug }).from(categories).where(eq(categories.level, 1));
  const rows: (typeof surveyItems.$inferInsert)[] = DEFAULT_CRITERIA.map((title, sort) => ({ categoryId: null, title, sort }));
  for (const main of mains) {
    for (const [sort, title] of (CATEGORY_CRITERIA[main.slug] ?? []).entries()) rows.push({ categoryId: main.id, title, sort });
  }
  await db.insert(surveyItems).values(rows);
  return rows.length;
}

/**
 * The reviewers' accounts: no password (only an SMS code to the number signs in, which
 * development writes to its outbox). Users outlive `reset`, so a second seed finds them
 * (by mobile) instead of adding more.
 */
async function seedReviewers(db: DbOrTx): Promise<number[]> {
  const people = Array.from({ length: REVIEWER_COUNT }, (_, i) => {
    const sex = i % 2 === 0 ? 0 : 1;
    const names = sex ? MALE_NAMES : FEMALE_NAMES;
    const mobile = reviewerMobile(i);
    return { mobile, username: mobile, firstName: names[Math.floor(i / 2) % names.length]!, lastName: LAST_NAMES[(i * 7) % LAST_NAMES.length]!, sex };
  });
  await db.insert(users).values(people).onConflictDoNothing();
  const rows = await db.select({ id: users.id, mobile: users.mobile }).from(users).where(inArray(users.mobile, people.map((p) => p.mobile)));
  const idOf = new Map(rows.map((r) => [r.mobile, r.id]));
  // In mobile order, not id order, so the same reviewer writes the same reviews whatever ids the accounts got.
  return people.map((p) => idOf.get(p.mobile)!);
}

interface Candidate {
  id: number;
  categoryId: number;
  salesCount: number;
  status: number;
  sellerIds: number[];
}

/** What a product is called in a sentence, which phrases fit it, and which criteria it is rated on. */
interface ProductVoice {
  noun: string;
  bank: ReviewBank;
  questions: QuestionSeed[];
  items: number[];
}

const clamp = (n: number) => Math.min(5, Math.max(1, n));
/** A review's score is the mean of its criteria, as surveys/write.ts computes it. */
const meanOf = (scores: number[]) => Math.round((scores.reduce((sum, s) => sum + s, 0) / scores.length) * 100) / 100;
const textOf = (said: Said) => (typeof said === 'string' ? said : said[1]);
const moodOf = (score: number): Mood => (score >= 4 ? 'good' : score >= 3 ? 'mixed' : 'bad');

export interface ReviewSeedResult {
  reviews: number;
  questions: number;
  answers: number;
  votes: number;
  held: number;
}

/**
 * Approved reviews on about 60% of products (most get a few, the best sellers many), with
 * a score per criterion, helpful votes on some; questions on about 30% with shoppers' and
 * sellers' answers; a few held texts with their inbox cases. Then every product's rating
 * is recounted from its approved reviews. Its own Random, so the rest of the seed draws the same.
 */
export async function seedReviews(db: DbOrTx, rng: Random, now: Date): Promise<ReviewSeedResult> {
  const reviewerIds = await seedReviewers(db);
  // Sellers' answers are written by staff for the seller (reviews/schema.ts): the demo owner.
  const ownerMobile = DEMO_ACCOUNTS.find((a) => 'staffRole' in a && a.staffRole === 'owner')!.mobile;
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, ownerMobile));
  const sellerVoice = owner?.id ?? reviewerIds[0]!;

  const voiceOf = await voices(db);
  const [top] = await db.select({ n: max(products.id) }).from(products);
  const stride = Math.max(1, Math.ceil((top?.n ?? 0) / CANDIDATES));
  const candidates: Candidate[] = await db
    .select({ id: products.id, categoryId: products.categoryId, salesCount: products.salesCount, status: products.status, sellerIds: products.sellerIds })
    .from(products)
    .where(sql`${products.id} % ${stride} = 0`)
    .orderBy(asc(products.id));

  const ids = await nextIds(db);
  const reviewRows: (typeof reviews.$inferInsert)[] = [];
  const scoreRows: (typeof reviewScores.$inferInsert)[] = [];
  const voteRows: (typeof votes.$inferInsert)[] = [];
  const questionRows: (typeof questions.$inferInsert)[] = [];
  const answerRows: (typeof answers.$inferInsert)[] = [];
  const experienceRows: (typeof productExperiences.$inferInsert)[] = [];
  const reviewersOf = new Map<number, number[]>();
  const ago = (minMinutes: number, maxMinutes: number) => new Date(now.getTime() - rng.int(minMinutes, maxMinutes) * MINUTE);

  /** Helpful / not helpful from distinct shoppers other than the writer; returns the counts the subject shows. */
  const voteOn = (subject: 'review' | 'answer', subjectId: number, writer: number, helpful: number) => {
    const voters = rng.sample(reviewerIds.filter((id) => id !== writer), rng.int(1, 9));
    let likes = 0;
    for (const userId of voters) {
      const vote = rng.chance(helpful) ? 1 : -1;
      if (vote === 1) likes++;
      voteRows.push({ subject, subjectId, userId, vote });
    }
    return { likes, dislikes: voters.length - likes };
  };

  const review = (product: Candidate, voice: ProductVoice, userId: number, quality: number, createdAt: Date, held?: (typeof HELD_REVIEWS)[number]) => {
    const id = ++ids.review;
    // A reviewer's overall impression near the product's quality, now and then a disappointed one.
    let level = quality + (rng.next() - 0.5) * 1.2;
    if (rng.chance(0.07)) level -= 1.5 + rng.next();
    const scores = voice.items.map((itemId) => ({ reviewId: id, itemId, score: clamp(Math.round(level + (rng.next() - 0.5) * 1.6)) }));
    scoreRows.push(...scores);
    const score = meanOf(scores.map((s) => s.score));
    const mood = moodOf(score);
    const { bank } = voice;
    // What the review praises and criticises, so that no point contradicts another (data/reviews.ts Said).
    const praised = new Set<string>();
    const criticised = new Set<string>();
    const take = (said: Said, praise: boolean) => {
      if (typeof said === 'string') return said;
      (praise ? praised : criticised).add(said[0]);
      return said[1];
    };
    const fits = (said: Said, praise: boolean) => typeof said === 'string' || !(praise ? criticised : praised).has(said[0]);
    const sentences = [take(rng.pick(bank.sentences[mood]), mood === 'good')];
    if (rng.chance(0.35)) {
      const more = bank.sentences[mood].filter((x) => textOf(x) !== sentences[0] && fits(x, mood === 'good'));
      if (more.length) sentences.push(take(rng.pick(more), mood === 'good'));
    }
    if (rng.chance(0.5)) {
      const more = COMMON.sentences[mood].filter((x) => fits(x, mood === 'good'));
      if (more.length) sentences.push(take(rng.pick(more), mood === 'good'));
    }
    const pros = rng
      .sample(bank.pros.filter((x) => fits(x, true)), mood === 'good' ? rng.int(0, 3) : mood === 'mixed' ? rng.int(0, 2) : rng.int(0, 1))
      .map((x) => take(x, true));
    const cons = rng
      .sample(bank.cons.filter((x) => fits(x, false)), mood === 'good' ? (rng.chance(0.3) ? 1 : 0) : mood === 'mixed' ? rng.int(0, 2) : rng.int(1, 2))
      .map((x) => take(x, false));
    const titles = [...COMMON.titles[mood], ...bank.titles[mood]];
    // Recommending follows the score: yes for most good reviews, never for a poor one.
    const r = rng.next();
    const recommend = mood === 'good' ? (r < 0.9 ? 1 : 0) : mood === 'bad' ? (r < 0.75 ? -1 : 0) : score >= 3.5 ? (r < 0.45 ? 1 : 0) : r < 0.6 ? 0 : -1;
    const counts = !held && rng.chance(0.12) ? voteOn('review', id, userId, mood === 'bad' ? 0.6 : 0.85) : { likes: 0, dislikes: 0 };
    reviewRows.push({
      id,
      productId: product.id,
      userId,
      title: held ? held.title : rng.chance(0.85) ? rng.pick(titles) : '',
      text: held ? held.text : sentences.join(' ').replaceAll('{noun}', voice.noun),
      pros: held ? held.pros : pros,
      cons: held ? held.cons : cons,
      recommend,
      anonymous: rng.chance(0.12),
      score,
      buyer: rng.chance(0.7),
      state: held ? 'pending' : 'approved',
      ...counts,
      createdAt,
      updatedAt: createdAt,
    });
    reviewersOf.set(product.id, [...(reviewersOf.get(product.id) ?? []), userId]);
    // Some buyers also note how it has been to use, a while after their review.
    if (!held && reviewRows.at(-1)!.buyer && rng.chance(0.15)) {
      experienceRows.push({
        productId: product.id,
        userId,
        text: rng.pick(BUYER_EXPERIENCES).replaceAll('{noun}', voice.noun),
        state: 'approved',
        createdAt: new Date(Math.min(createdAt.getTime() + rng.int(7, 90) * 24 * 60 * MINUTE, now.getTime() - MINUTE)),
      });
    }
    return id;
  };

  const question = (product: Candidate, voice: ProductVoice, seed: QuestionSeed) => {
    const id = ++ids.question;
    const asker = rng.pick(reviewerIds);
    const createdAt = ago(24 * 60, YEAR_MINUTES);
    const say = (s: string) => s.replaceAll('{noun}', voice.noun);
    const shopperTexts = rng.sample(seed.shopper, seed.shopper.length);
    const writers = rng.sample(reviewerIds.filter((u) => u !== asker), 3);
    let sellerAnswered = false;
    let firstAnswer: Date | null = null;
    for (let k = 0, n = rng.pick([0, 1, 1, 2, 2, 3]); k < n; k++) {
      const at = new Date(Math.min(createdAt.getTime() + rng.int(30, 14 * 24 * 60) * MINUTE, now.getTime() - MINUTE));
      const bySeller: boolean = !sellerAnswered && product.sellerIds.length > 0 && rng.chance(0.35);
      const text = bySeller ? rng.pick(seed.seller) : shopperTexts.pop();
      if (!text) break;
      sellerAnswered ||= bySeller;
      const answerId = ++ids.answer;
      const userId = bySeller ? sellerVoice : writers[k]!;
      const counts = rng.chance(0.15) ? voteOn('answer', answerId, userId, 0.85) : { likes: 0, dislikes: 0 };
      answerRows.push({
        id: answerId,
        questionId: id,
        userId,
        sellerId: bySeller ? rng.pick(product.sellerIds) : null,
        buyer: !bySeller && rng.chance(0.5),
        text: say(text),
        state: 'approved',
        ...counts,
        createdAt: at,
      });
      if (!firstAnswer || at < firstAnswer) firstAnswer = at;
    }
    // Marked as told, so the answer-arrived SMS job never texts these made-up askers.
    questionRows.push({ id, productId: product.id, userId: asker, text: say(seed.text), state: 'approved', askerNotifiedAt: firstAnswer, createdAt });
  };

  for (const product of candidates) {
    const voice = voiceOf(product.categoryId);
    // Only what is on sale has buyers to review it; anything may be asked about.
    if (product.status === PRODUCT_STATUS.active && rng.chance(0.6)) {
      // Many reviews on about one reviewed product in twenty, mostly the best sellers.
      const popular = rng.chance(product.salesCount >= 1_000 ? 0.25 : 0.015);
      const n = popular ? rng.int(10, 25) : rng.pick(FEW);
      // Most products are liked (3.8–4.8), some less so (2.6–3.8).
      const quality = rng.chance(0.85) ? 3.8 + rng.next() : 2.6 + rng.next() * 1.2;
      for (const userId of rng.sample(reviewerIds, n)) review(product, voice, userId, quality, ago(60, YEAR_MINUTES));
    }
    if (rng.chance(0.3)) {
      for (const seed of rng.sample(voice.questions, rng.pick([1, 1, 1, 2, 2, 3, 4]))) question(product, voice, seed);
    }
  }

  // Held texts, recent like a real inbox: on a reviewed product (its rating must not move) and on unreviewed ones.
  const active = candidates.filter((p) => p.status === PRODUCT_STATUS.active);
  const reviewed = active.filter((p) => reviewersOf.has(p.id));
  const unreviewed = active.filter((p) => !reviewersOf.has(p.id));
  const heldOn = [reviewed[0], unreviewed[0], unreviewed[1]];
  const heldReviews: number[] = [];
  HELD_REVIEWS.forEach((text, i) => {
    const product = heldOn[i];
    if (!product) return;
    const writer = reviewerIds.find((u) => !reviewersOf.get(product.id)?.includes(u))!;
    heldReviews.push(review(product, voiceOf(product.categoryId), writer, 4.2, ago(30, 6 * 60), text));
  });
  const heldQuestions: number[] = [];
  HELD_QUESTIONS.forEach((text, i) => {
    const product = active[i * 3];
    if (!product) return;
    const id = ++ids.question;
    questionRows.push({ id, productId: product.id, userId: reviewerIds[i]!, text, state: 'pending', createdAt: ago(10, 3 * 60) });
    heldQuestions.push(id);
  });

  // Tens of thousands of narrow rows: their keys are checked once at the end, not row by row.
  await withoutForeignKeys(db, { from: SAID_TABLES, to: ['products', 'sellers', 'survey_items', ...SAID_TABLES] }, async () => {
    await insertJson(db, reviews, reviewRows);
    await insertJson(db, reviewScores, scoreRows);
    await insertJson(db, questions, questionRows);
    await insertJson(db, answers, answerRows);
    await insertJson(db, votes, voteRows);
    await insertJson(db, productExperiences, experienceRows);
  });
  await resetSequences(db, ['reviews', 'questions', 'answers']);
  for (const id of heldReviews) await openDecision(db, REVIEW_KIND, id);
  for (const id of heldQuestions) await openDecision(db, QUESTION_KIND, id);
  await refreshProductRatings(db);
  return { reviews: reviewRows.length, questions: questionRows.length, answers: answerRows.length, votes: voteRows.length, held: heldReviews.length + heldQuestions.length };
}

/** Ids continue after what is there (nothing, after `reset`): the seed sets them itself to tie scores, votes and answers to their rows in one bulk insert. */
async function nextIds(db: DbOrTx) {
  const [[r], [q], [a]] = await Promise.all([
    db.select({ n: max(reviews.id) }).from(reviews),
    db.select({ n: max(questions.id) }).from(questions),
    db.select({ n: max(answers.id) }).from(answers),
  ]);
  return { review: r?.n ?? 0, question: q?.n ?? 0, answer: a?.n ?? 0 };
}

/**
 * Each category's voice: the leaf's noun, the phrase bank of its subcategory or main
 * category, and the criteria of its nearest category that has its own, else the shop's
 * (the rule of surveys/items.ts).
 */
async function voices(db: DbOrTx): Promise<(categoryId: number) => ProductVoice> {
  const cats = await db.select({ id: categories.id, parentId: categories.parentId, slug: categories.slug }).from(categories);
  const items = await db.select({ id: surveyItems.id, categoryId: surveyItems.categoryId }).from(surveyItems).orderBy(asc(surveyItems.sort), asc(surveyItems.id));
  const byId = new Map(cats.map((c) => [c.id, c]));
  const itemsOf = Map.groupBy(items, (i) => i.categoryId ?? 0);
  const nounOf = new Map(CATALOG.flatMap((m) => m.children.flatMap((s) => s.children.map((l) => [l.slug, l.kind.noun] as const))));
  const cache = new Map<number, ProductVoice>();
  return (categoryId) => {
    const known = cache.get(categoryId);
    if (known) return known;
    const chain: { id: number; slug: string }[] = [];
    for (let c = byId.get(categoryId); c; c = c.parentId ? byId.get(c.parentId) : undefined) chain.push(c);
    const own = chain.find((c) => itemsOf.has(c.id));
    const bank = chain.map((c) => REVIEW_BANKS[c.slug]).find(Boolean) ?? REVIEW_BANKS['home-kitchen']!;
    const voice: ProductVoice = {
      noun: nounOf.get(chain[0]?.slug ?? '') ?? 'کالا',
      bank,
      questions: [...COMMON.questions, ...bank.questions],
      items: (itemsOf.get(own?.id ?? 0) ?? []).map((i) => i.id),
    };
    cache.set(categoryId, voice);
    return voice;
  };
}

/**
 * The demo customer's notes and feedback on what she really received (demo-orders.ts):
 * an experience note on each product of her delivered order and feedback on its first
 * product. The order's own rating and its other product's feedback are left for her to
 * try; her returned order takes no feedback (only delivered orders do, feedback/write.ts).
 * After the demo orders, on every seed: `reset` empties these with the products, the
 * orders stay.
 */
export async function seedDemoFeedback(db: DbOrTx): Promise<number> {
  const [u] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, DEMO_MOBILE));
  if (!u) return 0;
  const lines = await db
    .selectDistinct({ orderId: orders.id, productId: orderLines.productId })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(orderDispatches, eq(orderDispatches.id, orderLines.dispatchId))
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(and(eq(orders.userId, u.id), eq(orders.status, ORDER_STATUS.delivered), eq(orderDispatches.sendStatus, SEND_STATUS.delivered)))
    .orderBy(asc(orders.id), asc(orderLines.productId));
  const delivered = lines.filter((l) => l.orderId === lines[0]?.orderId);
  const noted = new Set(
    (await db.select({ productId: productExperiences.productId }).from(productExperiences).where(eq(productExperiences.userId, u.id))).map((r) => r.productId),
  );
  let made = 0;
  for (const [i, line] of delivered.slice(0, EXPERIENCES.length).entries()) {
    if (noted.has(line.productId)) continue;
    await db.insert(productExperiences).values({ productId: line.productId, userId: u.id, text: EXPERIENCES[i]!, state: 'approved' });
    made++;
  }
  const first = delivered[0];
  if (first) {
    const inserted = await db
      .insert(productFeedbacks)
      .values({ orderId: first.orderId, productId: first.productId, userId: u.id, satisfied: true, itemIds: LIKED.map((f) => f.id) })
      .onConflictDoNothing()
      .returning({ id: productFeedbacks.id });
    made += inserted.length;
  }
  return made;
}
