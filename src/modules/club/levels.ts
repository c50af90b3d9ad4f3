/**
 * The customer club's levels (spec section 1: "levels depend on order count"): a shopper's
 * level is the highest whose delivered-order count they have reached; below the first, none.
 * What each level gives (a coin bonus, a lower free-shipping threshold, early access to a
 * campaign's landing) is part of the level so the club pages and the checkout read one table
 * (docs/adr/0027).
 */
export interface ClubLevel {
  id: number;
  title: string;
  /** Delivered orders needed to reach it. */
  orderCount: number;
  /** Extra coins on top of a purchase's usual ones, in percent. */
  coinBonusPercent: number;
  /** Hours before a campaign's landing opens to everyone that this level may shop it. */
  earlyAccessHours: number;
  /** Free shipping from this share of the shop's free-shipping amount, in percent (100: the usual amount, 0: always free). */
  freeShippingPercent: number;
}

export const CLUB_LEVELS: readonly ClubLevel[] = [
  { id: 1, title: 'عضو برنزی', orderCount: 1, coinBonusPercent: 0, earlyAccessHours: 0, freeShippingPercent: 100 },
  { id: 2, title: 'عضو نقره‌ای', orderCount: 5, coinBonusPercent: 10, earlyAccessHours: 0, freeShippingPercent: 75 },
  { id: 3, title: 'عضو طلایی', orderCount: 15, coinBonusPercent: 25, earlyAccessHours: 6, freeShippingPercent: 50 },
  { id: 4, title: 'عضو الماسی', orderCount: 40, coinBonusPercent: 50, earlyAccessHours: 24, freeShippingPercent: 0 },
];

/** The level reached with `delivered` orders, or null before the first. */
export function levelFor(delivered: number): ClubLevel | null {
  let reached: ClubLevel | null = null;
  for (const level of CLUB_LEVELS) if (delivered >= level.orderCount) reached = level;
  return reached;
}

/** The identity's club fields (API.md): the count, every level with its order count, the member's level. */
export function clubFields(delivered: number) {
  const level = levelFor(delivered);
  return {
    user_order_count_for_club: delivered,
    levels: CLUB_LEVELS.map(({ id, title, orderCount }) => ({ id, title, orderCount })),
    club_level: level ? { id: level.id, title: level.title, orderCount: level.orderCount } : null,
  };
}

/** The level after `delivered` orders' one, and how many more orders reach it; null at the top. */
export function nextLevel(delivered: number): { level: ClubLevel; ordersLeft: number } | null {
  const level = CLUB_LEVELS.find((l) => l.orderCount > delivered);
  return level ? { level, ordersLeft: level.orderCount - delivered } : null;
}

/**
 * A purchase's coins with the club level's bonus on top (after any campaign multiplier):
 * what the checkout promises and what delivery credits, rounded down.
 */
export function coinsWithClubBonus(coins: number, delivered: number): number {
  const bonus = levelFor(delivered)?.coinBonusPercent ?? 0;
  return Math.floor((coins * (100 + bonus)) / 100);
}

/** The amount from which a member's shipping is free: the shop's amount scaled by their level (rounded to whole toman). */
export function clubFreeShippingFrom(delivered: number, shopAmountRial: number): number {
  const percent = levelFor(delivered)?.freeShippingPercent ?? 100;
  return Math.round((shopAmountRial * percent) / 100 / 10) * 10;
}
