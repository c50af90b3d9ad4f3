import { describe, expect, it } from 'vitest';
import { analyzeTokens, isUnknownUnit, kindScores, splitGlued } from './query.ts';
import { buildVocabulary, joinedForm, type KindPhrase } from './vocabulary.ts';
import { searchTokens } from '../validation.ts';

// A small shop: its words (as search_terms holds them), a synonym list and three kinds.
const WORDS = [
  'گوشی',
  'موبایل',
  'سامسونگ',
  'لپ',
  'تاپ',
  'لپتاپ',
  'کاور',
  'پاوربانک',
  'ضد',
  'افتاب',
  'کرم',
  'پایه',
  'نگهدارنده',
  'iphone',
  'galaxy',
  'ultra',
  'pro',
  's25',
  '14t',
  '128gb',
];
const kind = (categoryId: number, phrase: string, categoryViews = 100): KindPhrase => ({ categoryId, words: joinedForm(phrase).split(' '), categoryViews });
const KINDS = [kind(1, 'گوشی موبایل', 900), kind(2, 'قاب'), kind(2, 'کاور گوشی'), kind(3, 'پایه نگهدارنده گوشی موبایل'), kind(4, 'لپ‌تاپ', 500)];
const v = buildVocabulary(
  WORDS,
  [
    ['گوشی', 'موبایل', 'تلفن همراه'],
    ['آیفون', 'iphone'],
    ['قاب', 'کاور'],
  ],
  KINDS,
);
const forms = (q: string) => analyzeTokens(searchTokens(q), v).map((u) => u.forms);

describe('analyzeTokens', () => {
  it('joins two words the catalogue writes as one, and splits one it writes as two', () => {
    expect(forms('لپ تاپ')[0]).toContain('لپتاپ');
    expect(forms('پاور بانک')).toEqual([expect.arrayContaining(['پاور بانک', 'پاوربانک'])]);
    expect(forms('ضدافتاب')[0]).toContain('ضد افتاب');
  });

  it('brings synonyms both ways and takes a synonym phrase as one unit', () => {
    expect(forms('آیفون')[0]).toContain('iphone');
    expect(forms('iphone')[0]).toContain('ایفون');
    const units = analyzeTokens(['تلفن', 'همراه', 'سامسونگ'], v);
    expect(units.map((u) => u.text)).toEqual(['تلفن همراه', 'سامسونگ']);
    expect(units[0]!.forms).toContain('گوشی');
  });

  it('drops plural and «ی» endings the catalogue does not have, and words that carry no meaning', () => {
    expect(forms('گوشیها')[0]).toContain('گوشی');
    expect(analyzeTokens(['کاور', 'برای', 'گوشی'], v).map((u) => u.text)).toEqual(['کاور', 'گوشی']);
  });

  it('cuts a model code glued to words (s24ultra, iphone16pro, آیفون16) and leaves the shop’s own words whole', () => {
    expect(splitGlued(v, 's24ultra')).toEqual(['s24', 'ultra']);
    expect(splitGlued(v, 'iphone16pro')).toEqual(['iphone', '16', 'pro']);
    expect(analyzeTokens(searchTokens('آیفون16'), v).map((u) => u.text)).toEqual(['ایفون', '16']);
    for (const word of ['s25', '14t', '128gb', 'a57', 'galaxy']) expect(splitGlued(v, word)).toEqual([word]);
    expect(analyzeTokens(searchTokens('iPhone16'), v).map((u) => u.text)).toEqual(['iphone', '16']);
  });

  it('tells a word the shop does not know from one it does (or that starts one)', () => {
    const [typo, prefix] = analyzeTokens(['سامسنگ', 'سامسو'], v);
    expect(isUnknownUnit(v, typo!)).toBe(true);
    expect(isUnknownUnit(v, prefix!)).toBe(false);
  });
});

describe('kindScores', () => {
  const top = (q: string) => kindScores(analyzeTokens(searchTokens(q), v), v.kinds)[0]?.categoryId;

  it('ranks the kind whose name the query starts with (the Persian head noun) first', () => {
    expect(top('گوشی')).toBe(1);
    expect(top('موبایل سامسونگ')).toBe(1);
    expect(top('قاب گوشی')).toBe(2);
    expect(top('کاور آیفون')).toBe(2);
    expect(top('پایه نگهدارنده موبایل')).toBe(3);
    expect(top('لپ تاپ')).toBe(4);
  });

  it('names no kind for a query of brands and models alone', () => {
    expect(kindScores(analyzeTokens(['iphone'], v), v.kinds)).toEqual([]);
  });
});

describe('exact forms', () => {
  it('matches catalogue words whole, with their Persian endings as forms, and words typed in part as prefixes', () => {
    const words = buildVocabulary(['بلوتوث', 'بلوتوثی', 'سامسونگ', 'pro', 'professional'], [], []);
    const [bt, sm, pro] = analyzeTokens(['بلوتوث', 'سامسو', 'pro'], words);
    expect(bt!.forms).toEqual(['بلوتوث', 'بلوتوثی']);
    expect(bt!.exact).toEqual(['بلوتوث', 'بلوتوثی']);
    expect(sm!.exact).toEqual([]);
    expect(pro!.exact).toEqual(['pro']);
  });
});
