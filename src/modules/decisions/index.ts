/**
 * The decisions inbox's face: a domain opens, reopens, requeues, withdraws and closes its
 * cases in its own transaction, and exports a DecisionKind saying how a case reads and how
 * a verdict applies; the back office lists the kinds in a registry and asks for the pending
 * cases and a decision. This module imports no domain.
 */
export type { CaseView, DecisionKind } from './types.ts';
export { kindRegistry, type KindRegistry } from './registry.ts';
export {
  pendingCases,
  pendingCount,
  decide,
  ALREADY_DECIDED,
  REASON_NEEDED,
  NOTE_NEEDED,
  CANNOT_SEND_BACK,
  type PendingCase,
  type Verdict,
} from './service.ts';
export { decisions } from './schema.ts';
export { openDecision, reopenDecision, closeDecision, requeueDecision, withdrawDecision } from './open.ts';
