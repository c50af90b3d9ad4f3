import { and, asc, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { config } from '#server/config.ts';
import { deliverySlots } from './schema.ts';
import type { Slot } from '#modules/checkout/index.ts';

/**
 * Delivery slots per city and day (docs/adr/0008). Rows are made on first sight with
 * INSERT … ON CONFLICT DO NOTHING, so any number of processes can show a checkout at
 * once; a place is taken only by `takeSlot`'s conditional update, under the row's lock.
 *
 * Days are Tehran days. Iran has kept UTC+03:30 all year since 2022 (no daylight saving),
 * so a window's instants are built with that fixed offset.
 */
const TEHRAN_OFFSET = '+03:30';
const dayFmt = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Tehran day `plus` days after `now`, YYYY-MM-DD. */
export function tehranDay(now: Date, plus = 0): string {
  const today = dayFmt.format(now);
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + plus);
  return d.toISOString().slice(0, 10);
}

const HOUR = 3_600_000;
const at = (day: string, hour: number) => new Date(Date.parse(`${day}T00:00:00${TEHRAN_OFFSET}`) + hour * HOUR);

/** The days a dispatch with this lead may be delivered on. */
export function deliveryDays(now: Date, leadDays: number): string[] {
  return Array.from({ length: config.deliveryDays }, (_, i) => tehranDay(now, leadDays + i));
}

/** Makes sure the city has its slot rows for these days (idempotent, safe in parallel). */
export async function ensureSlots(db: DbOrTx, cityId: number, days: readonly string[]): Promise<void> {
  const windows = config.deliveryWindows;
  const capacity = config.deliverySlotCapacity;
  const rows = days.flatMap((day) => windows.map(([from, to], window) => ({ cityId, day, window, startsAt: at(day, from), endsAt: at(day, to), capacity })));
  if (rows.length) await db.insert(deliverySlots).values(rows).onConflictDoNothing();
}

type SlotRow = typeof deliverySlots.$inferSelect;

const clock = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Tehran', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

export const slotView = (r: SlotRow): Slot => {
  const to = clock.format(r.endsAt);
  return { id: r.id, date: r.day, from: clock.format(r.startsAt), to: to === '00:00' ? '24:00' : to, full: r.taken >= r.capacity };
};

/** The city's slots between two days, in time order, made if missing. */
export async function citySlots(db: DbOrTx, cityId: number, days: readonly string[], now: Date): Promise<SlotRow[]> {
  if (days.length === 0) return [];
  await ensureSlots(db, cityId, days);
  return db
    .select()
    .from(deliverySlots)
    .where(and(eq(deliverySlots.cityId, cityId), gte(deliverySlots.day, days[0]!), lte(deliverySlots.day, days.at(-1)!), gt(deliverySlots.startsAt, now)))
    .orderBy(asc(deliverySlots.startsAt));
}

/** Slot rows by id (for checking a placement's choices). */
export async function slotsById(db: DbOrTx, ids: readonly number[]): Promise<Map<number, SlotRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(deliverySlots)
    .where(inArray(deliverySlots.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Takes one place; answers the slot, or undefined when it is full or does not exist. The
 * row lock makes the last place go to one shopper only.
 */
export async function takeSlot(tx: DbOrTx, slotId: number): Promise<SlotRow | undefined> {
  const [taken] = await tx
    .update(deliverySlots)
    .set({ taken: sql`${deliverySlots.taken} + 1` })
    .where(and(eq(deliverySlots.id, slotId), sql`${deliverySlots.taken} < ${deliverySlots.capacity}`))
    .returning();
  return taken;
}

/** Gives a place back (a cancelled or expired dispatch). */
export async function releaseSlot(tx: DbOrTx, slotId: number): Promise<void> {
  await tx
    .update(deliverySlots)
    .set({ taken: sql`greatest(${deliverySlots.taken} - 1, 0)` })
    .where(eq(deliverySlots.id, slotId));
}
