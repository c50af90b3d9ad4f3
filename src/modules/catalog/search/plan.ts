import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { num, rowsOf } from '#server/db/rows.ts';
import { categoryRefs } from '../lookups.ts';
import { anyAsIdentity, asIdentity, indexScansOnly, unitsMatch } from './match.ts';
import { analyzeTokens, isUnknownUnit, kindScores, splitGlued, type Unit } from './query.ts';
import { closestTerm } from './search-terms.ts';
import { vocabulary, type Vocabulary } from './vocabulary.ts';

/**
 * How a listing answers a query: what it matches, which kinds of product rank first and,
 * when the words as typed find nothing, what it shows instead (never an empty page):
 * 1. the words as understood (search/query.ts), misspelt words corrected;
 * 2. words that find nothing corrected as a whole, or two as one (لب تاپ → لپتاپ);
 * 3. without the words nothing matches, or that the kind named has not (partial);
 * 4. a model the shop does not sell, only things that fit it (line): the products the
 *    start of the query names (redmi note: Redmi phones, then the cases for a Redmi Note);
 * 5. the kind of product the query names, most viewed first;
 * 6. the shop's most popular products.
 */
export interface SearchPlan {
  /** What products must match ([] when the plan fell back to a category or to popular products). */
  units: Unit[];
  /** Only this category (step 4). */
  categoryId: number | null;
  /** The kind the query's words name that has matches (or, partial, the kind alone). */
  kindId?: number;
  /** Every unit names the first kind (گوشی, لپ تاپ): nearly all of that category matches. */
  kindOnly?: boolean;
  /** The share of the kind's best products that match (from its probe). */
  kindDensity?: number;
  /** The category ranked first (at most one), then the second rank (the kind named, then its neighbours: phones, then cases). */
  first: number[];
  near: number[];
  /** The kind the query most likely means, offered as a quick filter. */
  intent: { slug: string; name: string } | null;
  /** The query as searched, when it differs from the query as typed. */
  corrected: string | null;
  fallback: null | 'partial' | 'line' | 'category' | 'popular';
  /** Words left out (partial, line). */
  dropped: string[];
}

/**
 * How many products pass the listing's other filters and have every unit: 0 or 1 across
 * the shop; in one category, how many of its best KIND_PROBE products do (a density).
 */
export type Exists = (units: Unit[], categoryId?: number) => Promise<number>;

/** How many of a kind's best products (in index order) a probe looks at. */
export const KIND_PROBE = 500;

/**
 * How many products surely match a one-unit query with no other filter: the most used of
 * its one-word forms (search_terms counts products). Matching a common word reads a long
 * posting list at a million products; what the vocabulary already knows need not be asked.
 */
export function knownMatches(v: Vocabulary, units: readonly Unit[]): number {
  // search_terms counts a word wherever it stands, not only in what products are.
  if (units.length !== 1 || units[0]!.identity) return 0;
  return Math.max(0, ...units[0]!.forms.filter((f) => !f.includes(' ')).map((f) => v.frequency.get(f) ?? 0));
}

const base = (units: Unit[]): SearchPlan => ({ units, categoryId: null, first: [], near: [], intent: null, corrected: null, fallback: null, dropped: [] });
const textOf = (units: Unit[]) => units.map((u) => u.text).join(' ');

async function corrected(db: DbOrTx, v: Vocabulary, units: Unit[]): Promise<Unit[] | null> {
  let changed = false;
  const words: string[] = [];
  for (const u of units) {
    const fix = isUnknownUnit(v, u) && !u.text.includes(' ') ? await closestTerm(db, u.text) : null;
    if (fix) changed = true;
    words.push(fix ?? u.text);
  }
  return changed ? analyzeTokens(words.join(' ').split(' '), v) : null;
}

/**
 * Words that find nothing on their own corrected as a whole (لبتاپ → لپتاپ, even though
 * لب and تاپ are words), then two neighbours corrected as one (لب تاپ → لپتاپ).
 */
async function wordsCorrected(db: DbOrTx, v: Vocabulary, units: Unit[], exists: Exists): Promise<Unit[] | null> {
  const texts = units.map((u) => u.text);
  let changed = false;
  for (const [i, u] of units.entries()) {
    if (await exists([u])) continue;
    const fix = await closestTerm(db, u.text.replaceAll(' ', ''));
    if (fix && fix !== u.text.replaceAll(' ', '')) {
      texts[i] = fix;
      changed = true;
    }
  }
  if (changed) {
    const next = analyzeTokens(texts.join(' ').split(' '), v);
    if (await exists(next)) return next;
  }
  for (let i = 0; i + 1 < units.length; i++) {
    const [a, b] = [units[i]!.text, units[i + 1]!.text];
    if (a.includes(' ') || b.includes(' ')) continue;
    const fix = await closestTerm(db, a + b);
    if (!fix) continue;
    const next = analyzeTokens([...units.slice(0, i).map((u) => u.text), fix, ...units.slice(i + 2).map((u) => u.text)].join(' ').split(' '), v);
    if (await exists(next)) return next;
  }
  return null;
}

/** `unfiltered`: no filter but the query (what search_terms counts holds then). */
export async function planSearch(db: DbOrTx, tokens: string[], ask: Exists, unfiltered = false): Promise<SearchPlan> {
  const v = await vocabulary(db);
  const exists: Exists = (units, categoryId) => (!categoryId && unfiltered && knownMatches(v, units) > 0 ? Promise.resolve(1) : ask(units, categoryId));
  let units = analyzeTokens(tokens, v);
  // Glued words cut apart (s24ultra → s24 ultra) are what was searched, and the page says so.
  const cut = tokens.flatMap((t) => splitGlued(v, t));
  let plan: SearchPlan = { ...base(units), corrected: cut.length > tokens.length ? cut.join(' ') : null };
  const fixed = await corrected(db, v, units);
  if (fixed) {
    units = fixed;
    plan = { ...base(units), corrected: textOf(units) };
  }
  // A kind with matches answers whether anything matches at all, walking one category
  // instead of reading the words' posting lists.
  const kind = await matchingKind(v, units, exists);
  if (kind) plan = { ...plan, kindId: kind.id, kindDensity: kind.density };
  else if (await exists(units)) plan = await unnamedKind(db, v, plan, exists);
  else {
    const fixedWords = await wordsCorrected(db, v, units, exists);
    if (fixedWords) plan = { ...base(fixedWords), corrected: textOf(fixedWords) };
    else {
      const loose = await relaxed(v, units, exists);
      plan = loose.fallback === 'partial' ? { ...loose, corrected: plan.corrected } : loose;
    }
  }
  return withTiers(db, v, plan);
}

/**
 * Products have every word, but not in a kind the words name best:
 * - products are what the words name (macbook air: MacBook Airs, though «air» is in «air
 *   fryer»): every word stays, and the kind those products are ranks first;
 * - else the kind named without the other words (kindAlone);
 * - else, when the matches only fit what was named, the shop lacks the model (line).
 */
async function unnamedKind(db: DbOrTx, v: Vocabulary, plan: SearchPlan, exists: Exists): Promise<SearchPlan> {
  if (await exists(asIdentity(plan.units))) {
    const [kindId, ...next] = await kindsOfMatches(db, v, plan.units);
    return kindId ? { ...plan, kindId, near: next } : plan;
  }
  const alone = await kindAlone(v, plan, exists);
  if (alone !== plan) return alone;
  return (await line(db, v, plan, exists)) ?? plan;
}

/**
 * Every match has the words only in what it fits, none in what it is («redmi note»: cases
 * for a Redmi Note, and no Redmi Note phone): the shop does not sell the model. The longest
 * start of the query that products are (Redmi: a Redmi phone, pad, buds) is searched
 * instead; the cases for the model still match it and rank next, as neighbours of the
 * phones (withTiers).
 */
async function line(db: DbOrTx, v: Vocabulary, plan: SearchPlan, exists: Exists): Promise<SearchPlan | null> {
  const { units } = plan;
  if (units.length < 2 || (await exists([...units, anyAsIdentity(units)]))) return null;
  for (let n = units.length - 1; n >= 1; n--) {
    const kept = units.slice(0, n);
    if (!(await exists(asIdentity(kept)))) continue;
    const [kindId] = await kindsOfMatches(db, v, kept);
    return {
      ...base(kept),
      ...(kindId ? { kindId } : {}),
      corrected: plan.corrected,
      fallback: 'line',
      dropped: units.slice(n).map((u) => u.text),
    };
  }
  return null;
}

/** Among the kinds the query names best, the first that has products matching it (شامپو سر: hair shampoo, not car shampoo). */
async function matchingKind(v: Vocabulary, units: Unit[], exists: Exists): Promise<{ id: number; density: number } | null> {
  const ranked = kindScores(units, v.kinds);
  for (const kind of ranked.filter((k) => k.score === ranked[0]?.score).slice(0, 4)) {
    const found = await exists(units, kind.categoryId);
    if (found) return { id: kind.categoryId, density: found / KIND_PROBE };
  }
  return null;
}

/**
 * Something matches but not in the kind the query names best (لپ تاپ ایسوس with no ASUS
 * laptop): that kind without the other words serves the shopper better than the other
 * words' accessories (ASUS keyboards).
 */
async function kindAlone(v: Vocabulary, plan: SearchPlan, exists: Exists): Promise<SearchPlan> {
  const [kind] = kindScores(plan.units, v.kinds);
  if (!kind || plan.units.length < 2) return plan;
  const kindUnits = plan.units.filter((u) => kindScores([u], v.kinds).some((k) => k.categoryId === kind.categoryId));
  const found = kindUnits.length ? await exists(kindUnits, kind.categoryId) : 0;
  if (!found) return plan;
  return {
    ...base(kindUnits),
    kindId: kind.categoryId,
    kindDensity: found / KIND_PROBE,
    corrected: plan.corrected,
    fallback: 'partial',
    dropped: plan.units.filter((u) => !kindUnits.includes(u)).map((u) => u.text),
  };
}

async function relaxed(v: Vocabulary, units: Unit[], exists: Exists): Promise<SearchPlan> {
  // Keep the words that find something on their own, then only those that name a kind.
  const found: Unit[] = [];
  for (const u of units) if (await exists([u])) found.push(u);
  const kindWords = found.filter((u) => kindScores([u], v.kinds)[0]);
  for (const keep of [found, kindWords]) {
    if (keep.length && keep.length < units.length && (await exists(keep))) {
      return { ...base(keep), fallback: 'partial', dropped: units.filter((u) => !keep.includes(u)).map((u) => u.text) };
    }
  }
  const [kind] = kindScores(units, v.kinds);
  if (kind && (await exists([], kind.categoryId))) return { ...base([]), categoryId: kind.categoryId, fallback: 'category' };
  return { ...base([]), fallback: 'popular' };
}

/** Ranks the kind the query names first: by its words, else by what the matching products are. */
async function withTiers(db: DbOrTx, v: Vocabulary, plan: SearchPlan): Promise<SearchPlan> {
  let ranked = plan.categoryId ? [plan.categoryId] : kindScores(plan.units, v.kinds).map((k) => k.categoryId);
  if (plan.kindId) ranked = [plan.kindId, ...ranked.filter((id) => id !== plan.kindId)];
  if (!ranked.length && plan.units.length) ranked = await kindsOfMatches(db, v, plan.units);
  if (!ranked.length) return plan;
  const refs = await categoryRefs(db);
  const top = refs.byId.get(ranked[0]!);
  if (!top) return plan;
  const siblings = [...refs.byId.values()].filter((c) => c.parentId === top.parentId && c.id !== top.id).map((c) => c.id);
  const kindOnly = plan.units.length > 0 && plan.units.every((u) => kindScores([u], v.kinds).some((k) => k.categoryId === top.id));
  return {
    ...plan,
    first: [top.id],
    near: [...new Set([...plan.near, ...ranked.slice(1), ...siblings])].filter((id) => id !== top.id),
    intent: { slug: top.slug, name: top.name },
    kindOnly,
  };
}

/**
 * The kinds of the products that are what the query names (a sample), ranked by how many
 * match times how much shoppers look at that kind: «سامسونگ گلکسی» matches Galaxy phones,
 * tablets, watches and buds, and shoppers mostly mean the phones.
 */
const KIND_SAMPLE = 1000;

async function kindsOfMatches(db: DbOrTx, v: Vocabulary, units: Unit[]): Promise<number[]> {
  const rows = await indexScansOnly(db, async (tx) =>
    rowsOf(
      await tx.execute(sql`
        select m.category_id, count(*)::int as n
        from (select p.category_id from products p where p.status <> 0 and ${unitsMatch(units, true)} limit ${KIND_SAMPLE}) m
        group by 1`),
    ),
  );
  const interest = new Map(v.kinds.map((k) => [k.categoryId, k.categoryViews]));
  return rows
    .map((r) => ({ id: num(r.category_id), weight: num(r.n) * (interest.get(num(r.category_id)) ?? 1) }))
    .sort((a, b) => b.weight - a.weight)
    .slice(0, 3)
    .map((r) => r.id);
}
