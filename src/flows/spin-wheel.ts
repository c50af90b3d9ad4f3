import type { Db } from '#server/db/client.ts';
import { ApiError } from '#server/errors.ts';
import { faWheel } from '#i18n/fa-wheel.ts';
import {
  claimSpinIn,
  CODE_PRIZE_TERMS,
  nextPeriodAt,
  periodOf,
  secondsToNextPeriod,
  secureRandom,
  settleSpinIn,
  takePrizeIn,
  wonPrize,
  type RandomSource,
  type WonPrize,
} from '#modules/campaigns/index.ts';
import { issuePersonalCode } from '#modules/cart/index.ts';
import { post } from '#modules/wallet/index.ts';

/**
 * POST /v10/wheel-prize/spin (docs/adr/0027): one transaction claims the shopper's spin of
 * the day, draws a prize and takes it from its stock, and pays it through its owner:
 * coins through wallet's ledger `post`, a code through cart's `issuePersonalCode`. Locks,
 * in order: the spin's unique (user, period) row (a parallel spin of the same shopper waits
 * here, then finds it taken and answers 429 without drawing), the limited prizes' rows
 * when the draw lands on one (campaigns' `takePrizeIn`), then the shopper's ledger row
 * (`post`). A failure anywhere rolls the spin back with the rest: the shopper may spin again.
 * `now` and `random` are parameters so tests can move the day and fix the draw.
 */
export interface SpinResult {
  /** null: the empty slice (nothing won). */
  prize: WonPrize | null;
  /** When the shopper may spin again (the next Tehran midnight), ISO. */
  next_spin_at: string;
}

const DAY_MS = 86_400_000;

/** The 429 of a second spin in a period, with Retry-After up to the next one. */
export const alreadySpun = (now: Date) => new ApiError(429, faWheel.alreadySpun, undefined, { 'Retry-After': String(secondsToNextPeriod(now)) });

export async function spinWheel(
  db: Db,
  userId: number,
  { now = new Date(), random = secureRandom }: { now?: Date; random?: RandomSource } = {},
): Promise<SpinResult> {
  return db.transaction(async (tx) => {
    const spin = await claimSpinIn(tx, userId, periodOf(now));
    if (!spin) throw alreadySpun(now);
    const prize = await takePrizeIn(tx, random);
    let reward: string | null = null;
    if (prize?.kind === 'coins' && prize.value > 0) {
      const entry = await post(tx, { userId, currency: 'coin', amount: prize.value, reason: 'wheelPrize', note: faWheel.coinNote(prize.value) });
      reward = `ledger:${entry.id}`;
    } else if (prize?.kind === 'code' && prize.value > 0) {
      const code = await issuePersonalCode(tx, {
        title: faWheel.codeTitle(prize.value),
        kind: 'percent',
        value: prize.value,
        maxDiscountRial: CODE_PRIZE_TERMS.maxDiscountRial,
        minCartRial: CODE_PRIZE_TERMS.minCartRial,
        expiresAt: new Date(now.getTime() + CODE_PRIZE_TERMS.validDays * DAY_MS),
        ownerUserId: userId,
      });
      reward = code.code;
    }
    await settleSpinIn(tx, spin.id, prize?.id ?? null, reward);
    return { prize: wonPrize(prize, reward), next_spin_at: nextPeriodAt(now).toISOString() };
  });
}
