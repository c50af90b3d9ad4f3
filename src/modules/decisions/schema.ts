import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt } from '#server/db/columns.ts';
import { users } from '#modules/account/schema.ts';

/**
 * The decisions inbox (docs/adr/0020-back-office-access.md): one row per case waiting for a staff
 * decision, whatever its domain (a payout to a bank account today; returns, partner and
 * seller applications, reviews, credit later). The domain opens the case in the
 * transaction that creates it and exports its kind (a DecisionKind: how to show a case and
 * apply a decision); the back office composes the kinds into its inbox. The decision and
 * this row move together.
 */
export const decisions = pgTable(
  'decisions',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    subjectId: integer('subject_id').notNull(),
    /** `returned`: sent back to the applicant for changes; their correction reopens it (pending again). */
    state: text('state').$type<'pending' | 'approved' | 'refused' | 'returned'>().notNull().default('pending'),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Why it was refused (the applicant reads it), or a note with an approval. */
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('decisions_subject_unique').on(t.kind, t.subjectId),
    index('decisions_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.state} = 'pending'`),
    check('decisions_state_check', sql`${t.state} in ('pending', 'approved', 'refused', 'returned')`),
  ],
);
