/** The customer club's face (docs/adr/0027): levels by delivered orders and what each gives; the operator score; invitations. */
export { CLUB_LEVELS, clubFields, clubFreeShippingFrom, coinsWithClubBonus, levelFor, nextLevel, type ClubLevel } from './levels.ts';
// Invitations: the rules and amounts, the signed links and cookie, the table's reads and writes, the API and page helpers.
export {
  INVITATION_REFUSALS,
  INVITATION_STATES,
  INVITED_REWARD_COINS,
  INVITER_REWARD_COINS,
  MONTHLY_REWARD_LIMIT,
  NEW_ACCOUNT_WINDOW_MS,
  invitationRules,
  monthStart,
  type InvitationState,
} from './invitations/rules.ts';
export {
  INVITATION_COOKIE,
  clearedInvitationCookie,
  invitationPath,
  invitationSetCookie,
  inviterOfCookie,
  inviterOfLink,
  inviterOfShortCode,
  shortPath,
} from './invitations/link.ts';
export {
  invitationOf,
  invitationsOf,
  lockInvitationsOf,
  pendingInvitationOf,
  recordInvitationIn,
  rewardedSince,
  settleInvitationIn,
  type Invitation,
} from './invitations/store.ts';
export { operatorScores } from './schema.ts';
export { operatorScoreSummaries } from './operator-score/summary.ts';
export { operatorScoreApi } from './operator-score/api.ts';
export { operatorContactPage, operatorScorePage } from './operator-score/page-operator-score.ts';
export { invitationsApi } from './invitations/api.ts';
export { afterInvitePath, continueTarget, inviterOfLanding, maskedName, saveNamesForm, type NamesOutcome } from './invitations/page-invite.ts';
