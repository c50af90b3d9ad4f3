/**
 * How often reconciliation asks the bank about a payment it could not decide (an answer
 * lost, a bank down, a reversal unanswered): 2 minutes after the first try, doubling up to
 * 4 hours, at most MAX_TRIES times (about 8½ hours in all, well past every bank's own
 * deadline); after the last try an operator is alerted (payments/alert-decision.ts). Each
 * attempt waits its own turn, so a payment that stays undecided never delays a newer one.
 */
export const MAX_TRIES = 8;
const FIRST_MS = 2 * 60_000;
const LONGEST_MS = 4 * 60 * 60_000;

/** The wait before the next try, after `tries` tries (1 for the first). */
export const backoffMs = (tries: number) => Math.min(FIRST_MS * 2 ** Math.max(0, tries - 1), LONGEST_MS);
