import { hasWordStartingWith, type KindPhrase, type Vocabulary } from './vocabulary.ts';

/**
 * Query understanding (pure: the vocabulary comes in). A query's words become units, each
 * one thing the shopper asked for with every way the catalogue may write it:
 * - a synonym phrase of several words is one unit (تلفن همراه, سرخ کن بدون روغن);
 * - two words that the catalogue writes as one are joined (پاور بانک → پاوربانک), and one
 *   word it writes as two is split (ضدآفتاب → ضد آفتاب);
 * - a word the catalogue does not know loses a plural or «ی» ending when that makes it
 *   known (گوشیها → گوشی);
 * - every form brings its synonyms (آیفون ↔ iphone, موس ↔ ماوس).
 * A product matches when it has every unit in one of its forms (listing/match.ts).
 */
export interface Unit {
  /** What the shopper typed for it (normalised). */
  text: string;
  /** Every form it may take in the search text, as spaced phrases. */
  forms: string[];
  /**
   * The forms made only of catalogue words: matched exactly, the others (words typed in
   * part) as word prefixes. An exact lexeme is one GIN posting list the index can skip
   * through; a prefix gathers every longer word's list first.
   */
  exact?: string[];
  /**
   * Only in what a product is (its identity, search/document.ts), not in what it fits: set
   * on the copies plan.ts asks whether the shop sells the thing named, never on a plan's units.
   */
  identity?: boolean;
}

/** Words that carry no meaning of their own in a shop query (dropped unless nothing else is left). */
const STOPWORDS = new Set(['و', 'با', 'برای', 'از', 'به', 'در', 'مدل', 'ها', 'های', 'هایی', 'ی', 'را', 'که', 'the', 'for', 'with', 'and']);
const ENDINGS = ['هایی', 'های', 'ها', 'ای', 'ی'];

const isKnown = (v: Vocabulary, word: string) => v.words.has(word) || v.synonyms.has(word) || hasWordStartingWith(v, word);

/** Every form of a phrase: itself, joined or spaced as the catalogue writes it, and synonyms. */
function formsOf(v: Vocabulary, phrase: string, extra: string[] = []): string[] {
  const forms = new Set([phrase, ...extra]);
  if (phrase.includes(' ') && v.words.has(phrase.replaceAll(' ', ''))) forms.add(phrase.replaceAll(' ', ''));
  // A catalogue word matches whole (a prefix would read every longer word's postings: pro,
  // professional…); its Persian endings are forms of their own (بلوتوث, بلوتوثی).
  if (!phrase.includes(' ') && v.words.has(phrase)) {
    for (const ending of ENDINGS) if (v.words.has(phrase + ending)) forms.add(phrase + ending);
  }
  if (!phrase.includes(' ') && !isKnown(v, phrase)) {
    for (const ending of ENDINGS) {
      const stem = phrase.slice(0, -ending.length);
      if (phrase.endsWith(ending) && stem.length >= 2 && isKnown(v, stem)) {
        forms.add(stem);
        break;
      }
    }
    const split = splitWord(v, phrase);
    if (split) forms.add(split);
  }
  for (const form of [...forms]) for (const s of v.synonyms.get(form) ?? v.synonyms.get(form.replaceAll(' ', '')) ?? []) forms.add(s);
  return [...forms];
}

/** A word the catalogue writes as two (ضدافتاب → ضد افتاب): the split with the longest known first part. */
function splitWord(v: Vocabulary, word: string): string | null {
  for (let k = word.length - 2; k >= 2; k--) {
    const [a, b] = [word.slice(0, k), word.slice(k)];
    if (v.words.has(a) && v.words.has(b)) return `${a} ${b}`;
  }
  return null;
}

/**
 * A unit with its forms, minus those another form already covers (گوشی موبایل when گوشی is a
 * form: a product with both words has گوشی).
 */
function unit(v: Vocabulary, text: string, all: string[]): Unit {
  const single = new Set(all.filter((f) => !f.includes(' ')));
  const forms = all.filter((f) => !f.includes(' ') || !f.split(' ').some((w) => single.has(w)));
  return { text, forms, exact: forms.filter((f) => f.split(' ').every((w) => v.words.has(w))) };
}

/**
 * A word the shop does not know that glues a model code to other words (s24ultra,
 * iphone16, آیفون16pro), cut where a number ends and a word starts, and where a word of
 * three letters or more meets a number; a code's own short prefix stays on it (s24, a56).
 */
export function splitGlued(v: Vocabulary, word: string): string[] {
  if (!/\d/.test(word) || !/\p{L}/u.test(word) || isKnown(v, word)) return [word];
  return word
    .replace(/(\d)(?=\p{L})/gu, '$1 ')
    .replace(/(\p{L}{3,})(?=\d)/gu, '$1 ')
    .split(' ');
}

export function analyzeTokens(tokens: readonly string[], v: Vocabulary): Unit[] {
  const meaningful = tokens.flatMap((t) => splitGlued(v, t)).filter((t) => !STOPWORDS.has(t));
  const words = meaningful.length ? meaningful : [...tokens];
  const units: Unit[] = [];
  for (let i = 0; i < words.length;) {
    let taken = 0;
    for (let n = Math.min(v.maxSynonymWords, words.length - i); n >= 2 && !taken; n--) {
      const phrase = words.slice(i, i + n).join(' ');
      if (v.synonyms.has(phrase) || v.synonyms.has(phrase.replaceAll(' ', ''))) {
        units.push(unit(v, phrase, formsOf(v, phrase)));
        taken = n;
      }
    }
    if (!taken && i + 1 < words.length && v.words.has(words[i]! + words[i + 1]!)) {
      const phrase = `${words[i]} ${words[i + 1]}`;
      units.push(unit(v, phrase, formsOf(v, phrase, [words[i]! + words[i + 1]!])));
      taken = 2;
    }
    if (!taken) {
      units.push(unit(v, words[i]!, formsOf(v, words[i]!)));
      taken = 1;
    }
    i += taken;
  }
  return units;
}

/** Whether no form of the unit is a word (or the start of a word) the shop knows. */
export const isUnknownUnit = (v: Vocabulary, u: Unit) => u.forms.every((f) => f.split(' ').some((w) => !isKnown(v, w)));

// ── Which kind of product the query names ─────────────────────────────────────────────

const sameWord = (a: string, b: string) => a === b || (a.length >= 4 && b.length >= 4 && (a.startsWith(b) || b.startsWith(a)));

/** Where a form's words sit in a kind phrase: 0 at its head, >0 inside, -1 absent. */
function positionIn(formWords: string[], phrase: string[]): number {
  for (let i = 0; i + formWords.length <= phrase.length; i++) {
    if (formWords.every((w, k) => sameWord(w, phrase[i + k]!))) return i;
  }
  return -1;
}

const HEAD = 3;
const INSIDE = 1;

/**
 * Scores each leaf category by how the query names its kind. In a Persian noun phrase
 * the head comes first (قاب گوشی is a case, پایه موبایل ماشین a holder), so a unit at the
 * head of a kind's name counts three, inside it one, and the first unit that heads any
 * kind adds one more to the kinds it heads. Categories ordered by score, then views.
 */
export function kindScores(units: readonly Unit[], kinds: readonly KindPhrase[]): { categoryId: number; score: number }[] {
  const scores = new Map<number, number>();
  const views = new Map<number, number>();
  let firstHeadSeen = false;
  for (const unit of units) {
    const best = new Map<number, number>();
    const formWords = unit.forms.map((f) => f.split(' '));
    for (const kind of kinds) {
      views.set(kind.categoryId, kind.categoryViews);
      let s = 0;
      for (const fw of formWords) {
        const at = positionIn(fw, kind.words);
        if (at === 0) s = HEAD;
        else if (at > 0) s = Math.max(s, INSIDE);
        if (s === HEAD) break;
      }
      if (s > (best.get(kind.categoryId) ?? 0)) best.set(kind.categoryId, s);
    }
    const heads = [...best].filter(([, s]) => s === HEAD);
    for (const [id, s] of best) scores.set(id, (scores.get(id) ?? 0) + s + (!firstHeadSeen && s === HEAD ? 1 : 0));
    if (heads.length) firstHeadSeen = true;
  }
  return [...scores]
    .filter(([, s]) => s > 0)
    .map(([categoryId, score]) => ({ categoryId, score }))
    .sort((a, b) => b.score - a.score || (views.get(b.categoryId) ?? 0) - (views.get(a.categoryId) ?? 0));
}
