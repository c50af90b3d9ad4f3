/**
 * Time windows in the back office (campaigns, promotions) are entered with <input type="datetime-local"> (a Gregorian
 * "2026-11-25T00:00", what every phone's picker gives without a calendar library) and read
 * as Tehran wall-clock time; the screens show the stored instant in Jalali beside it
 * (lib/jalali formatJalaliDate). We chose this over Jalali text fields: a picker cannot
 * produce an impossible date, and the Jalali echo tells the editor which day they picked.
 * Iran has kept UTC+03:30 all year since 2022 (no daylight saving), so the offset is fixed.
 */
const TEHRAN_OFFSET = '+03:30';
const TEHRAN_OFFSET_MS = 3.5 * 3_600_000;

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
/** An API client may also send a full ISO 8601 instant with Z or an offset. */
const WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** The instant of a Tehran wall-clock "YYYY-MM-DDTHH:mm[:ss]" (or a zoned ISO string); undefined when it is not one. */
export function tehranInstant(text: string): Date | undefined {
  const local = LOCAL.exec(text);
  if (!local && !WITH_ZONE.test(text)) return undefined;
  const date = new Date(local ? `${text.length === 16 ? `${text}:00` : text}${TEHRAN_OFFSET}` : text);
  if (Number.isNaN(date.getTime())) return undefined;
  // "2026-02-31" would roll over to March: refuse a day the month does not have.
  if (local && Number(local[3]) !== new Date(Date.UTC(Number(local[1]), Number(local[2]) - 1, Number(local[3]))).getUTCDate()) return undefined;
  const year = date.getUTCFullYear();
  return year >= 2000 && year <= 2100 ? date : undefined;
}

/** The value of a datetime-local input showing `date` in Tehran time ("2026-11-25T00:00"). */
export function tehranLocalInput(date: Date): string {
  return new Date(date.getTime() + TEHRAN_OFFSET_MS).toISOString().slice(0, 16);
}

/** Midnight in Tehran of the day `days` after the Tehran day of `date` (0: the same day's midnight). */
export function tehranMidnight(date: Date, days = 0): Date {
  const local = new Date(date.getTime() + TEHRAN_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + days) - TEHRAN_OFFSET_MS);
}
