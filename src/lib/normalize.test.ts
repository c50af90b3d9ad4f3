import { describe, expect, it } from 'vitest';
import { normalizeInput, normalizePersian } from './normalize.ts';

// Pipeline and cases from shared/domain/IRAN.md A8.
describe('normalizePersian', () => {
  it('folds Arabic yeh and kaf into Persian', () => {
    expect(normalizePersian('كيف')).toBe(normalizePersian('کیف'));
    expect(normalizePersian('يخچال')).toBe('یخچال');
  });
  it('treats ZWNJ and space alike', () => {
    expect(normalizePersian('گوشی‌ها')).toBe(normalizePersian('گوشی ها'));
  });
  it('folds presentation forms, alef and heh variants, removes diacritics and tatweel', () => {
    expect(normalizePersian('ﻛﺘﺎﺏ')).toBe('کتاب');
    expect(normalizePersian('آب')).toBe('اب');
    expect(normalizePersian('خانۀ')).toBe('خانه');
    expect(normalizePersian('کِتـــاب')).toBe('کتاب');
  });
  it('turns Persian and Arabic digits into ASCII and lower-cases Latin', () => {
    expect(normalizePersian('Galaxy A۵٥  ')).toBe('galaxy a55');
  });
  it('drops bidi and zero-width marks', () => {
    expect(normalizePersian('\u200Fسلام\u200B')).toBe('سلام');
  });
});

describe('normalizeInput', () => {
  it('keeps ZWNJ and case but fixes letters and digits', () => {
    expect(normalizeInput(' مي‌روم ۱۲ ')).toBe('می‌روم 12');
  });
});
