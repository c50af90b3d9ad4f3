import { boolean, date, index, integer, pgTable, serial, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '#server/db/columns.ts';
import { cities } from '#modules/geo/schema.ts';

/** Roles beyond the shopper: call-center operators act as others (login-as), providers sell. */
export const USER_ROLES = ['customer', 'operator', 'provider', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Users with the identity fields of spec section 3. Mobile numbers are stored as 09… */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  mobile: text('mobile').notNull().unique(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  /** 1 male, 0 female (spec section 3). */
  sex: smallint('sex'),
  birthday: date('birthday', { mode: 'string' }),
  nationalCode: text('national_code'),
  isForeign: boolean('is_foreign').notNull().default(false),
  email: text('email'),
  /** When the address in `email` was confirmed through the link mailed to it (null: not yet). */
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  identityVerified: boolean('identity_verified').notNull().default(false),
  passwordHash: text('password_hash'),
  role: text('role').$type<UserRole>().notNull().default('customer'),
  /** Partner (hamkar) flag and the coworker status code (2 = confirmed). */
  isHamkar: boolean('is_hamkar').notNull().default(false),
  coworkerStatus: smallint('coworker_status'),
  sendSmsOnPriceReduction: boolean('send_sms_on_price_reduction').notNull().default(false),
  selectedCityId: integer('selected_city_id').references(() => cities.id),
  /** After a mobile change, the old number may take the account back for a while (revert flow). */
  previousMobile: text('previous_mobile'),
  mobileChangedAt: timestamp('mobile_changed_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One-time codes sent by SMS: stored only as an HMAC, bound to the mobile and purpose. */
export const authCodes = pgTable(
  'auth_codes',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    /** 'login' | 'register' | 'set-password' | 'change-mobile' | 'revert-mobile' */
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    /** Registration with a password: the password's hash, applied when the code is verified. */
    pendingPasswordHash: text('pending_password_hash'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('auth_codes_lookup_idx').on(t.mobile, t.purpose, t.createdAt)],
);

/**
 * Opaque tokens, stored hashed: API access tokens (1 h), rotating refresh tokens (a
 * replayed one revokes its whole family) and browser sessions (the 180-day cookie).
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'access' | 'refresh' | 'web' */
    kind: text('kind').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** Refresh tokens of one login share a family; tokens of one login share it too. */
    family: text('family').notNull(),
    clientId: text('client_id').notNull(),
    /** Login-as: the operator acting as this token's user (null for the user's own sign-in). */
    actorUserId: integer('actor_user_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /**
     * A used refresh token: the pair it was traded for, sealed with a key derived from this
     * refresh token itself (auth/refresh-retry.ts), so a retry within seconds gets the same
     * pair while the table never holds a usable token. Cleared once the retry window is over.
     */
    retryPair: text('retry_pair'),
    createdAt: createdAt(),
  },
  (t) => [index('auth_tokens_family_idx').on(t.family), index('auth_tokens_user_idx').on(t.userId)],
);

/** (hash_1, hash_2) pairs already used: a signed request cannot be replayed. */
export const usedSignatures = pgTable('used_signatures', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Every login-as: which operator acted as which user, when it began and ended (spec section 6). */
export const loginAsAudit = pgTable('login_as_audit', {
  id: serial('id').primaryKey(),
  operatorId: integer('operator_id')
    .notNull()
    .references(() => users.id),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  family: text('family').notNull(),
  /** Why the operator acts as the customer (the back office's login-as screen asks; the API does not). */
  reason: text('reason'),
  startedAt: createdAt(),
  endedAt: timestamp('ended_at', { withTimezone: true }),
});

/** Push-notification device tokens, a shopper's or a guest's (spec section 7). */
export const deviceTokens = pgTable('device_tokens', {
  id: serial('id').primaryKey(),
  token: text('token').notNull().unique(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Sign-in through a partner (OAuth2, /oauth/login-by-{partner}): the partner's user id
 * (`subject`) linked to one of our accounts, found by its verified mobile the first time.
 */
export const oauthIdentities = pgTable(
  'oauth_identities',
  {
    id: serial('id').primaryKey(),
    partner: text('partner').notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [unique('oauth_identities_partner_subject_unique').on(t.partner, t.subject), index('oauth_identities_user_idx').on(t.userId)],
);

/**
 * An email confirmation link: the token is stored only as its HMAC, bound to the user and
 * the address it was sent to; a later change of address makes the old link worthless.
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_verifications_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A shopper's companies for legal (company) invoices (spec sections 1 and 3: company_name,
 * company_name_en, company_type of four kinds, is_tax, tax_date, recorde_code, eghtesad_code
 * and images). `legal_national_id` is the 11-digit شناسه ملی (IRAN.md A2).
 */
export const userLegals = pgTable(
  'user_legals',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    companyName: text('company_name').notNull(),
    companyNameEn: text('company_name_en'),
    /** 1 سهامی عام, 2 سهامی خاص, 3 با مسئولیت محدود, 4 تعاونی. */
    companyType: smallint('company_type').notNull(),
    legalNationalId: text('legal_national_id').notNull(),
    /** کد اقتصادی (eghtesad_code) and شماره ثبت (recorde_code). */
    economicCode: text('economic_code'),
    registrationCode: text('registration_code'),
    /** Registered for VAT (is_tax) and since when (tax_date, ISO date). */
    isTax: boolean('is_tax').notNull().default(false),
    taxDate: date('tax_date', { mode: 'string' }),
    phone: text('phone'),
    postalCode: text('postal_code'),
    address: text('address'),
    /** Private pictures (re-encoded WebP): the official gazette and the VAT certificate. */
    gazettePath: text('gazette_path'),
    taxCertificatePath: text('tax_certificate_path'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('user_legals_user_idx').on(t.userId, t.id)],
);

/**
 * A shopper's identity documents (spec `/v6/user-upload/*`, `/profile/documents`): one
 * file per kind (national card front and back, birth certificate), replaced on upload,
 * stored privately and read only by the owner and, audited, by staff.
 */
export const userUploads = pgTable(
  'user_uploads',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    path: text('path').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('user_uploads_kind_idx').on(t.userId, t.kind)],
);
