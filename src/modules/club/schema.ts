import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '#server/db/columns.ts';
import { loginAsAudit, users } from '#modules/account/schema.ts';

/**
 * A shopper's score for the call-center operator who helped them (`/club/operator-score/*`):
 * a contact is one login-as session, scored once (the unique contact).
 */
export const operatorScores = pgTable(
  'operator_scores',
  {
    id: serial('id').primaryKey(),
    contactId: integer('contact_id')
      .notNull()
      .unique()
      .references(() => loginAsAudit.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => users.id),
    score: smallint('score').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [check('operator_scores_score_check', sql`${t.score} between 1 and 5`), index('operator_scores_operator_idx').on(t.operatorId)],
);

/**
 * An invitation taken up (the profile's referral requests): one row per invited mobile number,
 * ever, so a number earns its inviter at most one reward. `state` pending until the invited
 * person's first order is delivered, then rewarded (both paid in that transaction) or refused
 * with a reason (the inviter's monthly limit).
 */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    inviterId: integer('inviter_id')
      .notNull()
      .references(() => users.id),
    invitedMobile: text('invited_mobile').notNull().unique(),
    invitedUserId: integer('invited_user_id')
      .unique()
      .references(() => users.id),
    state: text('state').$type<'pending' | 'rewarded' | 'refused'>().notNull().default('pending'),
    reason: text('reason'),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    check('invitations_state_check', sql`${t.state} in ('pending', 'rewarded', 'refused')`),
    index('invitations_inviter_idx').on(t.inviterId, t.createdAt),
  ],
);
