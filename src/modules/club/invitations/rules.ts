import { faInvite as t } from '#i18n/fa-invite.ts';
import { toFaDigits } from '#lib/digits.ts';
import { jalaliParts, jalaliToGregorian } from '#lib/jalali.ts';
import { tehranInstant } from '#lib/tehran-time.ts';

/**
 * What an invitation pays and its limits (docs/adr/0027). A coin is worth COIN_VALUE_RIAL
 * (10,000 rials by default, wallet's rate), so each side's gift is about 100,000 toman:
 * enough to matter on a first order, less than the shop's free-shipping threshold.
 */
export const INVITER_REWARD_COINS = 100;
export const INVITED_REWARD_COINS = 100;
/** Rewards an inviter can earn in one Jalali month (Tehran time); more invitations are refused with the reason. */
export const MONTHLY_REWARD_LIMIT = 10;
/**
 * An invitation is taken only by an account made this recently when it signs in with the
 * invitation cookie (and without any order): the friend registered through the link, not
 * an old customer clicking it later.
 */
export const NEW_ACCOUNT_WINDOW_MS = 60 * 60 * 1000;

export const INVITATION_STATES = ['pending', 'rewarded', 'refused'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

/** Why a settled invitation paid nothing: the text is stored with the row and shown to the inviter. */
export const INVITATION_REFUSALS = {
  monthlyLimit: t.refusals.monthlyLimit(toFaDigits(MONTHLY_REWARD_LIMIT)),
  orderedBefore: t.refusals.orderedBefore,
  self: t.refusals.self,
} as const;

/** The first instant of the Jalali month `at` falls in, in Tehran. */
export function monthStart(at: Date): Date {
  const { year, month } = jalaliParts(at);
  return tehranInstant(`${jalaliToGregorian(year, month, 1)}T00:00`)!;
}

/** The rules in Persian, with this shop's numbers (the landing, /invite-friends and /v6/site/invite). */
export const invitationRules = (): string[] => t.rules(toFaDigits(INVITER_REWARD_COINS), toFaDigits(INVITED_REWARD_COINS), toFaDigits(MONTHLY_REWARD_LIMIT));
