import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '#server/db/columns.ts';
import { users } from '#modules/account/schema.ts';
import type { StaffRole } from './roles.ts';

/**
 * The people who run the shop. A staff member is a user (the same identity and
 * sign-in as a shopper) with a role and a TOTP second factor; staff pages and APIs need
 * both (guard.ts).
 */
export const staffMembers = pgTable('staff_members', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  role: text('role').$type<StaffRole>().notNull(),
  active: boolean('active').notNull().default(true),
  /** Base32 TOTP secret (RFC 6238); set at enrolment, in use once confirmed with a first code. */
  totpSecret: text('totp_secret'),
  totpConfirmedAt: timestamp('totp_confirmed_at', { withTimezone: true }),
  /** The last 30-second step a code was accepted for: a code is good once. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/**
 * Sign-ins that passed the second factor, by token family (every token of one sign-in
 * shares it: the web session, access and refresh tokens). Signing out revokes the family,
 * so its row is worth nothing after.
 */
export const staffSecondFactors = pgTable('staff_second_factors', {
  family: text('family').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every staff action: who, in which role, what, on what, the state before and after, when
 * and from where. Append-only: a trigger (migration 0024) refuses UPDATE, DELETE and TRUNCATE, so no
 * staff member, whatever their role, can edit it.
 */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorUserId: integer('actor_user_id')
      .notNull()
      .references(() => users.id),
    role: text('role').notNull(),
    action: text('action').notNull(),
    subjectType: text('subject_type'),
    subjectId: text('subject_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_audit_actor_idx').on(t.actorUserId, t.at), index('staff_audit_subject_idx').on(t.subjectType, t.subjectId, t.at)],
);
