import { asc } from 'drizzle-orm';
import { categories } from '#modules/catalog/index.ts';
import { surveyItems } from '#modules/reviews/index.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { CATALOG } from '../data/catalog.ts';
import { COMMON_QUESTIONS, QUESTION_BANKS, type QuestionSeed } from '../data/question-texts.ts';
import { REVIEW_BANKS, type ReviewBank } from '../data/review-texts.ts';

/** What a product is called in a sentence, which phrases fit it, and which criteria it is rated on. */
export interface ProductVoice {
  noun: string;
  bank: ReviewBank;
  questions: QuestionSeed[];
  items: number[];
}

/** The bank for categories that have none of their own up their chain. */
const FALLBACK_BANK = 'home-kitchen';

/**
 * Each category's voice: the leaf's noun, the phrase bank (and its questions) of its
 * subcategory or main category, and the criteria of its nearest category that has its
 * own, else the shop's (the rule of surveys/items.ts).
 */
export async function voices(db: DbOrTx): Promise<(categoryId: number) => ProductVoice> {
  const cats = await db.select({ id: categories.id, parentId: categories.parentId, slug: categories.slug }).from(categories);
  const items = await db
    .select({ id: surveyItems.id, categoryId: surveyItems.categoryId })
    .from(surveyItems)
    .orderBy(asc(surveyItems.sort), asc(surveyItems.id));
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
    const slug = chain.map((c) => c.slug).find((s) => REVIEW_BANKS[s]) ?? FALLBACK_BANK;
    const voice: ProductVoice = {
      noun: nounOf.get(chain[0]?.slug ?? '') ?? 'کالا',
      bank: REVIEW_BANKS[slug]!,
      questions: [...COMMON_QUESTIONS, ...(QUESTION_BANKS[slug] ?? [])],
      items: (itemsOf.get(own?.id ?? 0) ?? []).map((i) => i.id),
    };
    cache.set(categoryId, voice);
    return voice;
  };
}
