import { kindRegistry } from '#modules/decisions/index.ts';
import { payoutDecision } from '#modules/wallet/index.ts';
import { partnerDecision, inquiryDecision } from '#modules/wholesale/index.ts';
import { reviewDecision, experienceDecision, answerDecision, questionDecision } from '#modules/reviews/index.ts';
import { providerDecision } from '#modules/provider/index.ts';
import { paymentAlertDecision } from '#modules/payments/index.ts';
import { returnDecision } from '#modules/returns/index.ts';

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
  returnDecision,
]);
