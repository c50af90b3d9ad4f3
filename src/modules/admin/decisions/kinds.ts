import { payoutDecision } from '../../wallet/bank/payout-decision.ts';
import { partnerDecision } from '../../wholesale/partner-decision.ts';
import { inquiryDecision } from '../../wholesale/inquiry-decision.ts';
import { reviewDecision } from '../../reviews/surveys/decision.ts';
import { experienceDecision } from '../../reviews/feedback/experience-decision.ts';
import { answerDecision, questionDecision } from '../../reviews/questions/decision.ts';
import { providerDecision } from '../../provider/decision.ts';
import { paymentAlertDecision } from '../../payments/alert-decision.ts';
import type { DecisionKind } from './types.ts';

/**
 * Every kind of case the inbox knows, one line each: a domain adds its kind here when it
 * brings cases (returns, seller applications, reviews, credit come next).
 */
const KINDS: readonly DecisionKind[] = [
  payoutDecision,
  partnerDecision,
  inquiryDecision,
  reviewDecision,
  experienceDecision,
  questionDecision,
  answerDecision,
  providerDecision,
  paymentAlertDecision,
];

export const decisionKinds = (): readonly DecisionKind[] => KINDS;

export const kindOf = (kind: string): DecisionKind | undefined => KINDS.find((k) => k.kind === kind);
