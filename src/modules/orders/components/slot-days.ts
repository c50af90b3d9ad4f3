import { toFaDigits } from '#lib/digits.ts';
import type { Slot } from '#modules/checkout/client.ts';

/**
 * A dispatch's slots as the picker shows them: one tab per day (weekday and Jalali date
 * through Intl, Tehran's calendar), each day's windows as «۹ تا ۱۲». Pure.
 */
export interface SlotDay {
  date: string;
  weekday: string;
  /** "۵ آذر" */
  label: string;
  slots: Slot[];
  /** Every window of the day is full. */
  full: boolean;
}

// Noon UTC of a YYYY-MM-DD is the same calendar day in Tehran (UTC+03:30).
const noon = (date: string) => new Date(`${date}T12:00:00Z`);
const weekdayFmt = new Intl.DateTimeFormat('fa-IR-u-ca-persian', { timeZone: 'Asia/Tehran', weekday: 'long' });
const dayMonthFmt = new Intl.DateTimeFormat('fa-IR-u-ca-persian', { timeZone: 'Asia/Tehran', day: 'numeric', month: 'long' });

export function dayLabel(date: string): { weekday: string; label: string } {
  const d = noon(date);
  return { weekday: weekdayFmt.format(d), label: dayMonthFmt.format(d) };
}

/** "09:00" → "۹", "09:30" → "۹:۳۰". */
export function clockLabel(hhmm: string): string {
  const [h = '0', m = '00'] = hhmm.split(':');
  return toFaDigits(m === '00' ? String(Number(h)) : `${Number(h)}:${m}`);
}

/** Days in date order, windows in time order within each. */
export function groupByDay(slots: readonly Slot[]): SlotDay[] {
  const byDate = new Map<string, Slot[]>();
  for (const slot of [...slots].sort((a, b) => a.date.localeCompare(b.date) || a.from.localeCompare(b.from))) {
    const day = byDate.get(slot.date) ?? [];
    day.push(slot);
    byDate.set(slot.date, day);
  }
  return [...byDate].map(([date, daySlots]) => ({ date, ...dayLabel(date), slots: daySlots, full: daySlots.every((s) => s.full) }));
}

/** The tab shown first: the chosen slot's day, else the first day with a free window, else the first. */
export function defaultDay(days: readonly SlotDay[], chosenId?: number | null): string | null {
  const chosen = chosenId == null ? undefined : days.find((d) => d.slots.some((s) => s.id === chosenId));
  return (chosen ?? days.find((d) => !d.full) ?? days[0])?.date ?? null;
}
