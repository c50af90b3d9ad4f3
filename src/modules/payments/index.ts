// The public face of this module for server code: other code imports it only through here.
export type { PaymentResult } from './result.ts';
export type { ReverseResult, VerifyResult } from './gateway.ts';
export type { AttemptReversal } from './schema.ts';
export { backoffMs, MAX_TRIES } from './backoff.ts';
export { BANK_WINDOW_MS } from './gateways/http.ts';
export { gatewayMinimumRial } from './minimum.ts';
export { keptPayments } from './kept.ts';
export { paymentAttempts, paymentDecisions, refunds } from './schema.ts';
export { sandboxAct } from './gateways/sandbox.ts';
export { sandboxBank } from './sandbox-bank.ts';
export { bankWindowMs, gatewayById, knownGatewayIds, offeredGateways } from './registry.ts';
export { paymentAlertDecision, raisePaymentAlert } from './alert-decision.ts';
export { paymentsApi } from './api.ts';
export { bankRedirectPath, createAttempt, openAttempt, pendingPaymentUrl, sendToBank, type OnBankRefused } from './attempts.ts';
export { paymentResult } from './result.ts';
