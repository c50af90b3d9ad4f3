import { boolean, date, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, rial, updatedAt } from '../../server/db/columns.ts';
import { cities } from '../geo/schema.ts';

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
  identityVerified: boolean('identity_verified').notNull().default(false),
  passwordHash: text('password_hash'),
  role: text('role').$type<UserRole>().notNull().default('customer'),
  /** Partner (hamkar) flag and the coworker status code (2 = confirmed). */
  isHamkar: boolean('is_hamkar').notNull().default(false),
  coworkerStatus: smallint('coworker_status'),
  sendSmsOnPriceReduction: boolean('send_sms_on_price_reduction').notNull().default(false),
  selectedCityId: integer('selected_city_id').references(() => cities.id),
  coinCredit: integer('coin_credit').notNull().default(0),
  balanceRial: rial('balance_rial').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
