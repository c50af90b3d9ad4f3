import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { fa } from '#i18n/fa.ts';
import { jalaliMonthLength } from '#lib/jalali.ts';
import type { FieldErrors } from '#ui/form/dom-form.ts';
import { FieldError } from '../form-kit.tsx';
import { birthYears, dayOptions, MONTHS, type Option, type ProfileFormValues } from './profile-form.ts';

const selectClass =
  'h-12 w-full min-w-0 rounded-lg border border-surface-line bg-white px-2 text-base text-ink outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100 aria-[invalid=true]:border-danger';

type Birthday = Pick<ProfileFormValues, 'birth_day' | 'birth_month' | 'birth_year'>;

/**
 * تاریخ تولد as three selects (day, month, year) in the Jalali calendar, uncontrolled (the
 * form reads them, or the browser posts them); the year and month chosen decide how many
 * days are offered.
 */
export function BirthdayFields({ start, errors }: { start: Birthday; errors: FieldErrors }) {
  const id = useId();
  const group = useRef<HTMLFieldSetElement>(null);
  // Served with all 31 days (a page without JavaScript cannot shorten the list when the
  // month changes; the rules refuse a day the month lacks); trimmed once the island wakes.
  const [{ year, month }, setChosen] = useState({ year: '', month: '' });
  const days = useMemo(() => dayOptions(month ? jalaliMonthLength(Number(year) || 1403, Number(month)) : 31), [year, month]);
  const years = useMemo(() => birthYears(), []);
  const error = errors.birth_day ?? errors.birth_month ?? errors.birth_year ?? errors.birthday;
  const describedBy = error ? `${id}-error` : undefined;

  const read = () => {
    const chosen = (name: keyof Birthday) => (group.current?.elements.namedItem(name) as HTMLSelectElement | null)?.value ?? '';
    setChosen({ year: chosen('birth_year'), month: chosen('birth_month') });
  };
  // What the selects hold once the island wakes (served, or picked before it woke).
  useEffect(read, []);

  const select = (field: keyof Birthday, label: string, options: readonly Option[]) => (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <label htmlFor={`${id}-${field}`} className="text-xs text-ink-soft">
        {label}
      </label>
      <select
        id={`${id}-${field}`}
        name={field}
        defaultValue={start[field]}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={describedBy}
        className={selectClass}
      >
        <option value="">{fa.auth.choose}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <fieldset ref={group} onChange={read} className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium">{fa.auth.birthday}</legend>
      <div className="flex gap-2">
        {select('birth_day', fa.auth.day, days)}
        {select('birth_month', fa.auth.month, MONTHS)}
        {select('birth_year', fa.auth.year, years)}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
