import { and, eq, inArray } from 'drizzle-orm';
import { discountCodes, giftCards } from '#modules/cart/index.ts';
import type { DbOrTx } from '#server/db/client.ts';

/**
 * Demo discount codes and gift cards (README "Discount codes"): one of each rule, and
 * the broken ones a shopper might type, so every message of the cart can be seen. Their
 * codes are published, so production never has them (seed/index.ts, app/prepare.ts).
 */
const DAY = 24 * 60 * 60 * 1000;

export async function seedCodes(db: DbOrTx, now = new Date()): Promise<void> {
  await db
    .insert(discountCodes)
    .values([
      { code: 'BAZAAR10', title: '۱۰٪ تخفیف تا سقف ۲۰۰ هزار تومان', kind: 'percent', value: 10, maxDiscountRial: 2_000_000, perUserLimit: 3 },
      { code: 'WELCOME50', title: '۵۰ هزار تومان تخفیف خرید اول', kind: 'fixed', value: 500_000, minCartRial: 3_000_000 },
      { code: 'BIG20', title: '۲۰٪ تخفیف خریدهای بالای ۵ میلیون تومان', kind: 'percent', value: 20, minCartRial: 50_000_000, maxDiscountRial: 20_000_000 },
      { code: 'YALDA1404', title: 'تخفیف شب یلدا', kind: 'percent', value: 15, expiresAt: new Date(now.getTime() - 30 * DAY) },
      { code: 'NOROOZ', title: 'تخفیف نوروز', kind: 'percent', value: 15, startsAt: new Date(now.getTime() + 90 * DAY) },
      { code: 'FLASH100', title: 'صد نفر اول', kind: 'fixed', value: 1_000_000, usageLimit: 100, usedCount: 100 },
    ])
    .onConflictDoNothing();
  await db
    .insert(giftCards)
    .values([
      { code: 'GIFT-500', balanceRial: 5_000_000 },
      { code: 'GIFT-USED', balanceRial: 0 },
    ])
    .onConflictDoNothing();
}

export const DEMO_DISCOUNT_CODES = ['BAZAAR10', 'WELCOME50', 'BIG20', 'YALDA1404', 'NOROOZ', 'FLASH100'];
export const DEMO_GIFT_CARDS = ['GIFT-500', 'GIFT-USED'];

/** Production start on a database seeded in development: the published codes stop working. Returns them. */
export async function disableDemoCodes(db: DbOrTx): Promise<string[]> {
  const codes = await db
    .update(discountCodes)
    .set({ isActive: false })
    .where(and(inArray(discountCodes.code, DEMO_DISCOUNT_CODES), eq(discountCodes.isActive, true)))
    .returning({ code: discountCodes.code });
  const cards = await db
    .update(giftCards)
    .set({ isActive: false })
    .where(and(inArray(giftCards.code, DEMO_GIFT_CARDS), eq(giftCards.isActive, true)))
    .returning({ code: giftCards.code });
  return [...codes, ...cards].map((r) => r.code);
}
