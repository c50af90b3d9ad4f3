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
