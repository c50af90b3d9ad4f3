import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '#server/db/columns.ts';
import { users } from '#modules/account/schema.ts';
import { cities, provinces } from '#modules/geo/schema.ts';

/**
 * A shopper's address book (spec section 3 "Address", sent wrapped under `Ship`). Digits
 * are stored ASCII: zipcode 10 digits, receiver mobile as 09…. Orders keep their own copy
 * of the address (orders.ship_to), so editing or deleting one never rewrites an order.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provinceId: integer('province_id')
      .notNull()
      .references(() => provinces.id),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    address: text('address').notNull(),
    zipcode: text('zipcode').notNull(),
    /** The receiver's first and last name together (spec: delivery_name). */
    deliveryName: text('delivery_name').notNull(),
    receiverMobile: text('receiver_mobile').notNull(),
    plaque: text('plaque').notNull(),
    unit: text('unit'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** The main address (identity.mainShip): at most one per user. */
    isMain: boolean('is_main').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId, t.id),
    uniqueIndex('addresses_one_main_idx')
      .on(t.userId)
      .where(sql`${t.isMain}`),
  ],
);
