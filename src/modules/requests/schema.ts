import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, sortOrder } from '#server/db/columns.ts';
import { users } from '#modules/account/schema.ts';
import { cities, provinces } from '#modules/geo/schema.ts';

/**
 * What people send the company from outside the shop (spec sections 2 and 7):
 * contact messages (/contact-us, /v6/site/contact), job applications (/careers,
 * /v6/career-apply/create) and agency requests (/representation-request,
 * /v10/agency-request/create). One table with a `kind`: staff read them in one list
 * (/admin/requests), newest first, and mark each handled the same way.
 */
export const REQUEST_KINDS = ['contact', 'career', 'agency'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** The company's units people may write to (sales, support, after-sales ...), each with its own line. */
export const contactDepartments = pgTable('contact_departments', {
  id: serial('id').primaryKey(),
  /** Stable English key, so the seed can run again without duplicating rows. */
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  description: text('description'),
  active: boolean('active').notNull().default(true),
  sort: sortOrder(),
});

/** Open positions on /careers; one taken down keeps its row, so earlier applications still name it. */
export const jobPositions = pgTable('job_positions', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  /** Where the job is, e.g. «تهران». */
  city: text('city').notNull(),
  /** «تمام‌وقت», «پاره‌وقت», «دورکاری». */
  workType: text('work_type').notNull(),
  description: text('description').notNull(),
  /** What the applicant should bring, one item a line. */
  requirements: text('requirements').notNull().default(''),
  active: boolean('active').notNull().default(true),
  sort: sortOrder(),
  createdAt: createdAt(),
});

export const requests = pgTable(
  'requests',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<RequestKind>().notNull(),
    name: text('name').notNull(),
    /** 09… (IRAN.md A1), as every stored mobile. */
    mobile: text('mobile').notNull(),
    email: text('email'),
    /** The signed-in sender, when there was one: staff can find the customer behind a message. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    departmentId: integer('department_id').references(() => contactDepartments.id),
    positionId: integer('position_id').references(() => jobPositions.id),
    provinceId: integer('province_id').references(() => provinces.id),
    cityId: integer('city_id').references(() => cities.id),
    subject: text('subject'),
    message: text('message'),
    /** Kind-specific answers that staff only read (an agency applicant's experience and business). */
    details: jsonb('details').$type<Record<string, string>>().notNull().default({}),
    /** A job application's PDF under DATA_DIR/uploads/resumes: only staff can download it. */
    resumePath: text('resume_path'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: integer('handled_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('requests_kind_idx').on(t.kind, t.id),
    index('requests_open_idx')
      .on(t.id)
      .where(sql`${t.handledAt} is null`),
    check('requests_kind_check', sql`${t.kind} in ('contact', 'career', 'agency')`),
  ],
);

export type RequestRow = typeof requests.$inferSelect;
