import { describe, expect, it } from 'vitest';
import { MAIN_CATEGORIES } from '#modules/catalog/main-categories.ts';
import { allOfCategory } from './menu-label';

describe('the phone menu’s «همه …» link', () => {
  it.each([
    ['کالای دیجیتال', 'همه کالاهای دیجیتال'],
    ['آرایشی و بهداشتی', 'همه کالاهای آرایشی و بهداشتی'],
    ['خانه و آشپزخانه', 'همه کالاهای خانه و آشپزخانه'],
    ['لوازم جانبی خودرو', 'همه لوازم جانبی خودرو'],
    ['کالاهای اساسی', 'همه کالاهای اساسی'],
    ['  کالای   دیجیتال ', 'همه کالاهای دیجیتال'],
  ])('%s reads «%s»', (name, label) => {
    expect(allOfCategory(name)).toBe(label);
  });

  it('never repeats «کالا» for a seeded main category', () => {
    for (const { name } of MAIN_CATEGORIES) expect(allOfCategory(name)).not.toMatch(/کالا.*کالا/);
  });
});
