import { kindRegistry } from '../../decisions/index.ts';
import { payoutDecision } from '../../wallet/bank/payout-decision.ts';
import { partnerDecision } from '../../wholesale/partner-decision.ts';
import { inquiryDecision } from '../../wholesale/inquiry-decision.ts';
import { reviewDecision } from '../../reviews/surveys/decision.ts';
import { experienceDecision } from '../../reviews/feedback/experience-decision.ts';
import { answerDecision, questionDecision } from '../../reviews/questions/decision.ts';
import { providerDecision } from '../../provider/decision.ts';
import { paymentAlertDecision } from '../../payments/alert-decision.ts';

/**
 * Every kind of case the back office's inbox knows, one line each. The list lives here, in
 * the edge that imports the domains, not in the decisions kernel: a domain exports its kind
 * and imports only the kernel, so no domain and the inbox import each other. A domain that
 * brings cases (returns, seller applications, credit come next) adds its line here.
 */
export const decisionKinds = kindRegistry([
  payoutDecision,
  partnerDecision,
  inquiryDecision,
  reviewDecision,
  experienceDecision,
  questionDecision,
  answerDecision,
  providerDecision,
  paymentAlertDecision,
]);
