import { count, desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '#server/db/client.ts';
import type { Page } from '#server/http/envelope.ts';
import { offsetOf } from '#server/http/params.ts';
import { validationError } from '#server/errors.ts';
import { toFaDigits } from '#lib/digits.ts';
import { users } from '#modules/account/index.ts';
import { discountCodes, issuePersonalCode } from '#modules/cart/index.ts';
import { balancesOf, post } from '../ledger.ts';
import { CODE_VALID_DAYS, COIN_OFFERS, offerById, offerTitle, type CoinOffer } from './offers.ts';
import { OFFER_MESSAGE, type CoinOfferView, type PersonalCode } from './validation.ts';

/**
 * Converting coins into a personal discount code (spec /v6/off/*, docs/adr/0014). One
 * transaction creates the code and posts the coin debit linked to it, under the shopper's
 * row lock: a double click converts twice only if the coins cover both, and a refusal
 * leaves neither a code nor an entry behind.
 */
const DAY_MS = 86_400_000;
type CodeRow = typeof discountCodes.$inferSelect;

export const COIN_CODE_MESSAGES = {
  notEnough: (o: CoinOffer, held: number) => `برای این کد به ${toFaDigits(o.coins)} سکه نیاز دارید؛ سکه‌های قابل استفاده شما ${toFaDigits(held)} است`,
  converted: 'کد تخفیف شما ساخته شد',
} as const;

function insertCode(tx: Tx, userId: number, offer: CoinOffer, now: Date): Promise<CodeRow> {
  return issuePersonalCode(tx, {
    title: offerTitle(offer),
    value: offer.amountRial,
    minCartRial: offer.minCartRial,
    expiresAt: new Date(now.getTime() + CODE_VALID_DAYS * DAY_MS),
    ownerUserId: userId,
  });
}

export function personalCodeView(row: CodeRow, now = new Date()): PersonalCode {
  const used = row.usedCount >= (row.usageLimit ?? 1);
  const expired = !row.isActive || (row.expiresAt !== null && row.expiresAt <= now);
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    kind: row.kind,
    amount: row.value,
    min_cart: Number(row.minCartRial),
    expires_at: row.expiresAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    used,
    state: used ? 'used' : expired ? 'expired' : 'active',
  };
}

export async function convertCoins(db: Db, userId: number, offerId: number, now = new Date()): Promise<PersonalCode> {
  const offer = offerById(offerId);
  if (!offer) throw validationError([{ field: 'id', message: OFFER_MESSAGE }]);
  return db.transaction(async (tx) => {
    // The lock post() takes, taken first so the check reads the true count (parallel converts queue here).
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const held = (await balancesOf(tx, userId)).coin;
    if (held < offer.coins) {
      const message = COIN_CODE_MESSAGES.notEnough(offer, held);
      throw validationError([{ field: 'coin', message }], message);
    }
    const code = await insertCode(tx, userId, offer, now);
    await post(tx, {
      userId,
      currency: 'coin',
      amount: -offer.coins,
      reason: 'coinConverted',
      discountCodeId: code.id,
      note: `تبدیل ${offer.coins} سکه به کد تخفیف ${code.code}`,
    });
    return personalCodeView(code, now);
  });
}

/** The caller's personal codes, newest first. */
export async function personalCodes(db: DbOrTx, userId: number, page: Page, now = new Date()): Promise<{ items: PersonalCode[]; total: number }> {
  const mine = eq(discountCodes.ownerUserId, userId);
  const [rows, [all]] = await Promise.all([
    db.select().from(discountCodes).where(mine).orderBy(desc(discountCodes.id)).limit(page.perPage).offset(offsetOf(page)),
    db.select({ n: count() }).from(discountCodes).where(mine),
  ]);
  return { items: rows.map((r) => personalCodeView(r, now)), total: all?.n ?? 0 };
}

/** The offers, each saying whether the caller's coins cover it. */
export async function offersFor(db: DbOrTx, userId: number): Promise<CoinOfferView[]> {
  const held = (await balancesOf(db, userId)).coin;
  return COIN_OFFERS.map((o) => ({
    id: o.id,
    coin: o.coins,
    amount: o.amountRial,
    min_cart: o.minCartRial,
    valid_days: CODE_VALID_DAYS,
    title: offerTitle(o),
    can_convert: held >= o.coins,
  }));
}
