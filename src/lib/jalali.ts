/**
 * Dates are stored as instants (timestamptz) and shown in the Jalali (Persian) calendar,
 * Tehran time, through Intl: ICU's Persian calendar uses the 33-year rule that matches
 * the official calendar (see shared/domain/IRAN.md A9). No calendar library needed.
 */
const TZ = 'Asia/Tehran';
const LOCALE = 'fa-IR-u-ca-persian';

const dateFmt = new Intl.DateTimeFormat(LOCALE, { timeZone: TZ, year: 'numeric', month: 'long', day: 'numeric' });
const longFmt = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TZ,
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  weekday: 'long',
});
const numericFmt = new Intl.DateTimeFormat(LOCALE, { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit' });
const timeFmt = new Intl.DateTimeFormat(LOCALE, { timeZone: TZ, hour: '2-digit', minute: '2-digit', hour12: false });
const partsFmt = new Intl.DateTimeFormat('en-US-u-ca-persian-nu-latn', {
  timeZone: TZ,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

type DateInput = Date | string | number;
const toDate = (d: DateInput) => (d instanceof Date ? d : new Date(d));

/** "۱ فروردین ۱۴۰۵" */
export function formatJalaliDate(d: DateInput): string {
  return dateFmt.format(toDate(d));
}

/** "شنبه ۱ فروردین ۱۴۰۵" (weekday first, as Persian readers expect). */
export function formatJalaliLong(d: DateInput): string {
  const parts = longFmt.formatToParts(toDate(d));
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('weekday')} ${get('day')} ${get('month')} ${get('year')}`;
}

/** "۱۴۰۵/۰۱/۰۱" */
export function formatJalaliNumeric(d: DateInput): string {
  return numericFmt.format(toDate(d));
}

/** "۱۴:۳۰" in Tehran time. */
export function formatTehranTime(d: DateInput): string {
  return timeFmt.format(toDate(d));
}

/** The Jalali year, month (1–12) and day of an instant, in Tehran, as numbers. */
export function jalaliParts(d: DateInput): { year: number; month: number; day: number } {
  const parts = partsFmt.formatToParts(toDate(d));
  const num = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: num('year'), month: num('month'), day: num('day') };
}

/*
 * Jalali ↔ Gregorian arithmetic for forms (a birthday picked as Jalali day/month/year and
 * sent as a Gregorian YYYY-MM-DD). It is ICU's own algorithm (the 33-year leap rule
 * `(25y + 11) mod 33 < 8`, the same as Intl above), so the two always agree; jalali.test.ts
 * checks every day of several decades against Intl. Day numbers are days since 1970-01-01.
 */
const PERSIAN_EPOCH_JD = 1948320; // Julian day number of 1 Farvardin 1 (ICU PersianCalendar)
const UNIX_EPOCH_JD = 2440588;
const DAY_MS = 86_400_000;
const CUMULATIVE_DAYS = [0, 31, 62, 93, 124, 155, 186, 216, 246, 276, 306, 336] as const;

export interface JalaliDate {
  year: number;
  month: number;
  day: number;
}

const floorDiv = (a: number, b: number) => Math.floor(a / b);

export function isJalaliLeapYear(year: number): boolean {
  return (((25 * year + 11) % 33) + 33) % 33 < 8;
}

/** 31 days in months 1–6, 30 in 7–11, 29 in Esfand (30 in a leap year). */
export function jalaliMonthLength(year: number, month: number): number {
  if (month <= 6) return 31;
  if (month <= 11) return 30;
  return isJalaliLeapYear(year) ? 30 : 29;
}

export function isValidJalaliDate(year: number, month: number, day: number): boolean {
  return [year, month, day].every(Number.isInteger) && month >= 1 && month <= 12 && day >= 1 && day <= jalaliMonthLength(year, month);
}

function jalaliToDayNumber(year: number, month: number, day: number): number {
  const farvardin1 = PERSIAN_EPOCH_JD - 1 + 365 * (year - 1) + floorDiv(8 * year + 21, 33);
  return farvardin1 + CUMULATIVE_DAYS[month - 1]! + day - UNIX_EPOCH_JD;
}

/** 1405/1/1 → "2026-03-21". Throws on a day that does not exist (1404/12/30). */
export function jalaliToGregorian(year: number, month: number, day: number): string {
  if (!isValidJalaliDate(year, month, day)) throw new RangeError(`Invalid Jalali date ${year}/${month}/${day}`);
  return new Date(jalaliToDayNumber(year, month, day) * DAY_MS).toISOString().slice(0, 10);
}

/** "2026-03-21" → { year: 1405, month: 1, day: 1 } (a calendar date: no time zone involved). */
export function gregorianToJalali(isoDate: string): JalaliDate {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!m) throw new RangeError(`Invalid date ${isoDate}`);
  const days = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / DAY_MS;
  const sinceEpoch = days + UNIX_EPOCH_JD - PERSIAN_EPOCH_JD;
  const year = 1 + floorDiv(33 * sinceEpoch + 3, 12053);
  const dayOfYear = sinceEpoch - (365 * (year - 1) + floorDiv(8 * year + 21, 33));
  const month = dayOfYear < 216 ? floorDiv(dayOfYear, 31) : floorDiv(dayOfYear - 6, 30);
  return { year, month: month + 1, day: dayOfYear - CUMULATIVE_DAYS[month]! + 1 };
}
