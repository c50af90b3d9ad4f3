import { relations } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { sortOrder } from '../../server/db/columns.ts';

/** The 31 provinces of Iran and their main cities (spec section 3 "Selected city"). */
export const provinces = pgTable('provinces', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  nameEn: text('name_en').notNull(),
  sort: sortOrder(),
});

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    provinceId: integer('province_id')
      .notNull()
      .references(() => provinces.id),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    /** Pay on delivery is offered in this city. */
    localPayment: boolean('local_payment').notNull().default(false),
    isCapital: boolean('is_capital').notNull().default(false),
  },
  (t) => [index('cities_province_idx').on(t.provinceId)],
);

export const provincesRelations = relations(provinces, ({ many }) => ({ cities: many(cities) }));
export const citiesRelations = relations(cities, ({ one }) => ({
  province: one(provinces, { fields: [cities.provinceId], references: [provinces.id] }),
}));
