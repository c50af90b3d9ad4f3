import { and, count, desc, eq, sql } from 'drizzle-orm';
import { users } from '#modules/account/index.ts';
import { cities, provinces } from '#modules/geo/index.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { notFound, validationError } from '#server/errors.ts';
import type { Page } from '#server/http/envelope.ts';
import { offsetOf } from '#server/http/params.ts';
import { addresses } from './schema.ts';
import { ADDRESS_MESSAGES, MAX_ADDRESSES, type AddressView, type ShipInput } from './validation.ts';

/**
 * The address book (spec sections 3 and 4 "Address"). Every function takes the owner's
 * id and touches only that owner's rows: another shopper's address is "not found", never
 * data. Writes run in a transaction holding the owner's user row, so two tabs adding at
 * once cannot pass the limit or both become the first (main) address.
 */
const VIEW = {
  id: addresses.id,
  province_id: addresses.provinceId,
  province: provinces.name,
  city_id: addresses.cityId,
  city: cities.name,
  address: addresses.address,
  zipcode: addresses.zipcode,
  delivery_name: addresses.deliveryName,
  receiver_mobile: addresses.receiverMobile,
  plaque: addresses.plaque,
  unit: addresses.unit,
  latitude: addresses.latitude,
  longitude: addresses.longitude,
  is_main: addresses.isMain,
};

const views = (db: DbOrTx) =>
  db.select(VIEW).from(addresses).innerJoin(provinces, eq(provinces.id, addresses.provinceId)).innerJoin(cities, eq(cities.id, addresses.cityId));

/** Main first, then the newest. */
const ORDER = [desc(addresses.isMain), desc(addresses.id)] as const;

/** Every address of a shopper, main first (checkout lists them all; the limit keeps it short). */
export async function addressesOf(db: DbOrTx, userId: number): Promise<AddressView[]> {
  return views(db)
    .where(eq(addresses.userId, userId))
    .orderBy(...ORDER);
}

/** The address book as the checkout needs it: the addresses and which of their cities are capitals (shipping zones), in one query. */
export async function checkoutAddressesOf(db: DbOrTx, userId: number): Promise<{ addresses: AddressView[]; capitals: Set<number> }> {
  const rows = await db
    .select({ ...VIEW, capital: cities.isCapital })
    .from(addresses)
    .innerJoin(provinces, eq(provinces.id, addresses.provinceId))
    .innerJoin(cities, eq(cities.id, addresses.cityId))
    .where(eq(addresses.userId, userId))
    .orderBy(...ORDER);
  const capitals = new Set(rows.filter((r) => r.capital).map((r) => r.city_id));
  return { addresses: rows.map(({ capital: _, ...view }) => view), capitals };
}

/** One address of this shopper, or null (also when it is someone else's). */
export async function addressOf(db: DbOrTx, userId: number, id: number): Promise<AddressView | null> {
  const [row] = await views(db).where(and(eq(addresses.userId, userId), eq(addresses.id, id)));
  return row ?? null;
}

export async function mainAddressOf(db: DbOrTx, userId: number): Promise<AddressView | null> {
  const [row] = await views(db).where(and(eq(addresses.userId, userId), eq(addresses.isMain, true)));
  return row ?? null;
}

export async function hasAddress(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, userId)).limit(1);
  return row !== undefined;
}

/** A page of the book for /v6/address/index. */
export async function addressPage(db: DbOrTx, userId: number, page: Page): Promise<{ items: AddressView[]; total: number }> {
  const [total] = await db.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
  const items = await views(db)
    .where(eq(addresses.userId, userId))
    .orderBy(...ORDER)
    .limit(page.perPage)
    .offset(offsetOf(page));
  return { items, total: total?.n ?? 0 };
}

/** The province exists and the city is one of its cities (422 on the field at fault). */
async function checkPlace(db: DbOrTx, input: Pick<ShipInput, 'province_id' | 'city_id'>): Promise<void> {
  const [province] = await db.select({ id: provinces.id }).from(provinces).where(eq(provinces.id, input.province_id));
  if (!province) throw validationError([{ field: 'province_id', message: ADDRESS_MESSAGES.province }]);
  const [city] = await db.select({ provinceId: cities.provinceId }).from(cities).where(eq(cities.id, input.city_id));
  if (!city) throw validationError([{ field: 'city_id', message: ADDRESS_MESSAGES.city }]);
  if (city.provinceId !== input.province_id) throw validationError([{ field: 'city_id', message: ADDRESS_MESSAGES.cityNotInProvince }]);
}

const columns = (input: ShipInput) => ({
  provinceId: input.province_id,
  cityId: input.city_id,
  address: input.address,
  zipcode: input.zipcode,
  deliveryName: input.delivery_name,
  receiverMobile: input.receiver_mobile,
  plaque: input.plaque,
  unit: input.unit ?? null,
  latitude: input.latitude ?? null,
  longitude: input.longitude ?? null,
});

/** Serialises one shopper's writes to the book. */
const lockOwner = (tx: DbOrTx, userId: number) => tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');

/** A new address; the shopper's first becomes the main one. */
export async function createAddress(db: Db, userId: number, input: ShipInput): Promise<AddressView> {
  await checkPlace(db, input);
  return db.transaction(async (tx) => {
    await lockOwner(tx, userId);
    const [existing] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
    const n = existing?.n ?? 0;
    if (n >= MAX_ADDRESSES) throw validationError([{ field: 'Ship', message: ADDRESS_MESSAGES.tooMany }], ADDRESS_MESSAGES.tooMany);
    const [row] = await tx
      .insert(addresses)
      .values({ userId, ...columns(input), isMain: n === 0 })
      .returning({ id: addresses.id });
    return (await addressOf(tx, userId, row!.id))!;
  });
}

export async function updateAddress(db: Db, userId: number, id: number, input: ShipInput): Promise<AddressView> {
  await checkPlace(db, input);
  const done = await db
    .update(addresses)
    .set({ ...columns(input), updatedAt: new Date() })
    .where(and(eq(addresses.userId, userId), eq(addresses.id, id)))
    .returning({ id: addresses.id });
  if (!done.length) throw notFound(ADDRESS_MESSAGES.notFound);
  return (await addressOf(db, userId, id))!;
}

/** Deleting the main address makes the newest remaining one main. Orders keep their own copy. */
export async function deleteAddress(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOwner(tx, userId);
    const [gone] = await tx
      .delete(addresses)
      .where(and(eq(addresses.userId, userId), eq(addresses.id, id)))
      .returning({ isMain: addresses.isMain });
    if (!gone) throw notFound(ADDRESS_MESSAGES.notFound);
    if (!gone.isMain) return;
    const [next] = await tx.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.id)).limit(1);
    if (next) await tx.update(addresses).set({ isMain: true }).where(eq(addresses.id, next.id));
  });
}

export async function setMainAddress(db: Db, userId: number, id: number): Promise<AddressView> {
  return db.transaction(async (tx) => {
    await lockOwner(tx, userId);
    const target = await addressOf(tx, userId, id);
    if (!target) throw notFound(ADDRESS_MESSAGES.notFound);
    // The old main is cleared first: at most one main per shopper (addresses_one_main_idx).
    await tx
      .update(addresses)
      .set({ isMain: false })
      .where(and(eq(addresses.userId, userId), eq(addresses.isMain, true), sql`${addresses.id} <> ${id}`));
    await tx.update(addresses).set({ isMain: true, updatedAt: new Date() }).where(eq(addresses.id, id));
    return { ...target, is_main: true };
  });
}
