import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, serial, smallint, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { cities } from '#modules/geo/schema.ts';

/**
 * Delivery time slots: one row per city, day and window, made when a checkout first shows
 * them (checkout/slots.ts). `taken` only grows through a conditional update under the
 * row's lock (`taken < capacity`), so two shoppers can never both take the last place;
 * the check constraint is the database's own guard.
 */
export const deliverySlots = pgTable(
  'delivery_slots',
  {
    id: serial('id').primaryKey(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    /** The day in Tehran, YYYY-MM-DD. */
    day: date('day', { mode: 'string' }).notNull(),
    /** The window's index in the configured list (config.deliveryWindows). */
    window: smallint('window').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    taken: integer('taken').notNull().default(0),
  },
  (t) => [
    uniqueIndex('delivery_slots_city_day_window_idx').on(t.cityId, t.day, t.window),
    check('delivery_slots_taken_check', sql`${t.taken} >= 0 and ${t.taken} <= ${t.capacity}`),
  ],
);
