// The public face of this module for server code: other code imports it only through here.
export type { PaymentResult } from './result.ts';
export { gatewayMinimumRial } from './minimum.ts';
export { paymentAttempts, refunds } from './schema.ts';
export { sandboxAct } from './gateways/sandbox.ts';
export { sandboxBank } from './sandbox-bank.ts';
export { bankWindowMs, offeredGateways } from './registry.ts';
export { paymentAlertDecision } from './alert-decision.ts';
export { paymentsApi } from './api.ts';
export { bankRedirectPath, createAttempt, pendingPaymentUrl, sendToBank, startPayment } from './attempts.ts';
export { reconcilePayments, verifyAndRecord } from './reconcile.ts';
export { paymentResult } from './result.ts';
export { CLAIM_STALE_MS, verifyAttempt } from './verify.ts';
