import { index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, rial, updatedAt } from '#server/db/columns.ts';
import { users } from '#modules/account/schema.ts';

/**
 * Partner (hamkar) applications (spec sections 3 and 7 `/v10/coworker/*`): who
 * applies, as a company or a sole trader, with the company's legal details (kept so the
 * profile's legal-info screens can reuse them), how they heard of us, an optional document,
 * and where the application stands. Each application is one case in the back office's
 * decisions inbox; applying again after a refusal is a new application, so every
 * decision stays on its own row. users.coworker_status mirrors the latest one.
 */
export const partnerApplications = pgTable(
  'partner_applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** 'company' or 'sole' (a sole trader: no legal ID or company type). */
    kind: text('kind').$type<'company' | 'sole'>().notNull(),
    companyName: text('company_name').notNull(),
    /** شناسه ملی, 11 digits (IRAN.md A2): companies only. */
    legalNationalId: text('legal_national_id'),
    /** کد اقتصادی, 12 digits, optional. */
    economicCode: text('economic_code'),
    /** 1 public joint-stock, 2 private joint-stock, 3 limited liability, 4 cooperative (spec section 3): companies only. */
    companyType: smallint('company_type'),
    introMethodId: smallint('intro_method_id').notNull(),
    /** A business licence or registration notice under DATA_DIR/uploads/partners (never served publicly). */
    documentPath: text('document_path'),
    /** users.coworker_status codes: 1 waiting, 2 confirmed, 3 refused, 4 needs changes (staff_note says what). */
    status: smallint('status').notNull().default(1),
    /** Why it was refused, shown to the applicant on /b2b/validation. */
    staffNote: text('staff_note'),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('partner_applications_user_idx').on(t.userId, t.id)],
);

/**
 * A partner's price inquiry for a bulk order (spec section 3 "Wholesale inquiry",
 * `/v6/wholesale-inquiry/create`): what they want, how many, at what target price. Staff
 * answer it from the decisions inbox (approve with the answer, or decline with a reason);
 * the partner gets the answer by SMS.
 */
export const wholesaleInquiries = pgTable(
  'wholesale_inquiries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    productId: integer('product_id').notNull(),
    coName: text('co_name').notNull(),
    orderQuantity: integer('order_quantity').notNull(),
    targetPriceRial: rial('target_price_rial'),
    details: text('details'),
    /** 'open', 'answered' or 'declined'. */
    status: text('status').$type<'open' | 'answered' | 'declined'>().notNull().default('open'),
    answer: text('answer'),
    answeredBy: integer('answered_by').references(() => users.id),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('wholesale_inquiries_user_idx').on(t.userId, t.id)],
);
