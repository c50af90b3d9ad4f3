import { describe, expect, it } from 'vitest';
import { CLUB_LEVELS, clubFields, levelFor } from './levels.ts';

describe('club levels by delivered orders', () => {
  it('reaches a level at its order count exactly, and none before the first', () => {
    expect(levelFor(0)).toBeNull();
    expect(levelFor(1)?.id).toBe(1);
    expect(levelFor(4)?.id).toBe(1);
    expect(levelFor(5)?.id).toBe(2);
    expect(levelFor(1000)?.id).toBe(CLUB_LEVELS.at(-1)!.id);
  });

  it('rises with the count and gives more at each step', () => {
    for (let i = 1; i < CLUB_LEVELS.length; i++) {
      expect(CLUB_LEVELS[i]!.orderCount).toBeGreaterThan(CLUB_LEVELS[i - 1]!.orderCount);
      expect(CLUB_LEVELS[i]!.coinBonusPercent).toBeGreaterThanOrEqual(CLUB_LEVELS[i - 1]!.coinBonusPercent);
    }
  });

  it("answers the identity's fields", () => {
    expect(clubFields(0)).toMatchObject({ user_order_count_for_club: 0, club_level: null });
    expect(clubFields(6)).toMatchObject({ user_order_count_for_club: 6, club_level: { id: 2, title: 'عضو نقره‌ای', orderCount: 5 } });
    expect(clubFields(6).levels.map((l) => l.orderCount)).toEqual([1, 5, 15, 40]);
  });
});
