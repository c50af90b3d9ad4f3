import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '#server/db/columns.ts';
import { users } from '#modules/account/schema.ts';
import { cities } from '#modules/geo/schema.ts';

/**
 * A seller's (provider's) application (spec sections 1, 2 and 7
 * `/v6/provider/register/*`, docs/adr/0024): one row per account, filled step by step so
 * that leaving halfway and coming back continues where they stopped (`step` is the last
 * step saved). Submitting it opens a case in the decisions inbox; approving it makes a
 * `sellers` row linked to the account. A refused or sent-back applicant edits the same
 * row and submits again: each decision is in the inbox's and the audit log's history.
 */
export const providerApplications = pgTable(
  'provider_applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** 'real' (a person, حقیقی) or 'legal' (a company, حقوقی). */
    personType: text('person_type').$type<'real' | 'legal'>().notNull(),
    /** Step 1: the person, or for a company its signatory (صاحب امضا). */
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    nationalCode: text('national_code').notNull(),
    /** Step 1, companies only: name, شناسه ملی (11 digits), type (1–4 as partner applications), شماره ثبت, کد اقتصادی. */
    companyName: text('company_name'),
    legalNationalId: text('legal_national_id'),
    companyType: smallint('company_type'),
    registrationNumber: text('registration_number'),
    economicCode: text('economic_code'),
    phone: text('phone').notNull(),
    email: text('email'),
    /** Step 2: the shop and where the money goes. */
    shopName: text('shop_name'),
    cityId: integer('city_id').references(() => cities.id),
    address: text('address'),
    postalCode: text('postal_code'),
    /** IR + 24 digits, checked by its ISO 7064 check digits (IRAN.md A4). */
    sheba: text('sheba'),
    shebaHolder: text('sheba_holder'),
    /** Step 3: what they sell (category ids), how they sell today and about how many products. */
    categoryIds: integer('category_ids').array(),
    salesChannel: text('sales_channel'),
    productCount: integer('product_count'),
    /** The last step saved: 1, 2 or 3. */
    step: smallint('step').notNull().default(1),
    /** draft → waiting (submitted) → approved | refused | needsChanges (then waiting again once corrected). */
    status: text('status').$type<'draft' | 'waiting' | 'approved' | 'refused' | 'needsChanges'>().notNull().default('draft'),
    staffNote: text('staff_note'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /**
     * The seller an approval made (sellers.user_id is the link that counts). Not a foreign
     * key on purpose: a development reset truncates the catalogue's sellers with CASCADE,
     * which would take the applications (people's registrations) with it.
     */
    sellerId: integer('seller_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('provider_applications_user_idx').on(t.userId), index('provider_applications_status_idx').on(t.status)],
);

/**
 * The documents an application carries (national card, the company's official gazette,
 * a business licence), one per kind: uploading a kind again replaces it. Stored under
 * DATA_DIR/uploads/providers with a random name of ours, never served publicly: only the
 * applicant and staff read them (provider/documents.ts).
 */
export const providerDocuments = pgTable(
  'provider_documents',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => providerApplications.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    path: text('path').notNull(),
    /** 'application/pdf' or 'image/webp' (pictures are re-encoded, their metadata dropped). */
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('provider_documents_kind_idx').on(t.applicationId, t.kind)],
);
