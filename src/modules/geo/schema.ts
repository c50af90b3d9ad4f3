import { relations, sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { sortOrder } from '#server/db/columns.ts';

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
    /** The city centre: the map pin's fallback and the reverse search's answer. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (t) => [index('cities_province_idx').on(t.provinceId)],
);

/**
 * Neighbourhoods, districts and landmarks of the cities, with a point each: what the
 * address search (/v6/address/search-address) and its reverse answer from, with no
 * foreign map service. `searchKey` is the normalised name (lib/normalize.ts).
 */
export const places = pgTable(
  'places',
  {
    id: serial('id').primaryKey(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    searchKey: text('search_key').notNull(),
    /** neighbourhood, district, landmark or street. */
    kind: text('kind').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (t) => [index('places_city_idx').on(t.cityId), index('places_search_idx').using('gin', sql`${t.searchKey} gin_trgm_ops`)],
);

export const provincesRelations = relations(provinces, ({ many }) => ({ cities: many(cities) }));
export const citiesRelations = relations(cities, ({ one }) => ({
  province: one(provinces, { fields: [cities.provinceId], references: [provinces.id] }),
}));
