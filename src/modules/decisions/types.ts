import type { Db, Tx } from '#server/db/client.ts';

/** What the inbox shows of one case: a title and a few lines (who, how much, where). */
export interface CaseView {
  title: string;
  lines: string[];
  /** Files staff open before deciding (a seller's documents, the contract), on guarded routes. */
  links?: { href: string; label: string }[];
}

/**
 * A kind of case a domain brings to the inbox (ARCHITECTURE.md "the decisions inbox").
 * `approve` and `refuse` run in the inbox's transaction, after it has locked the case and
 * checked the staff member's permission; they lock and change their own rows and throw an
 * ApiError (422 with fields, 409) to refuse the decision.
 */
export interface DecisionKind {
  kind: string;
  /** The kind's name in the inbox (Persian). */
  title: string;
  /** A field an approval needs (a payout's bank transfer reference), if any. */
  approveInput?: { name: string; label: string };
  describe(db: Db, subjectIds: number[]): Promise<Map<number, CaseView>>;
  approve(tx: Tx, subjectId: number, staffUserId: number, input: string): Promise<void>;
  refuse(tx: Tx, subjectId: number, staffUserId: number, reason: string): Promise<void>;
  /**
   * Kinds whose applicant can correct and resubmit (a partner application): send the case
   * back with a note the applicant reads; their correction reopens it (open.ts reopenDecision).
   */
  sendBack?(tx: Tx, subjectId: number, staffUserId: number, note: string): Promise<void>;
}
