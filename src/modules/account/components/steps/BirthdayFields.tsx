import { useId, useMemo } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { fa } from '../../../../i18n/fa.ts';
import { jalaliMonthLength } from '../../../../lib/jalali.ts';
import { FieldError } from '../form-kit.tsx';
import { birthYears, dayOptions, MONTHS, type Option, type ProfileFormValues } from './profile-form.ts';

const selectClass =
  'h-12 w-full min-w-0 rounded-lg border border-surface-line bg-white px-2 text-base text-ink outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100 aria-[invalid=true]:border-danger';

/** تاریخ تولد as three selects (day, month, year) in the Jalali calendar. */
export function BirthdayFields({ form }: { form: UseFormReturn<ProfileFormValues, unknown, never> }) {
  const id = useId();
  const { errors } = form.formState;
  const [year, month] = form.watch(['birth_year', 'birth_month']);
  const days = useMemo(() => dayOptions(month ? jalaliMonthLength(Number(year) || 1403, Number(month)) : 31), [year, month]);
  const years = useMemo(() => birthYears(), []);
  const error =
    errors.birth_day?.message ?? errors.birth_month?.message ?? errors.birth_year?.message ?? (errors as { birthday?: { message?: string } }).birthday?.message;
  const describedBy = error ? `${id}-error` : undefined;

  const select = (field: 'birth_day' | 'birth_month' | 'birth_year', label: string, options: readonly Option[]) => (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <label htmlFor={`${id}-${field}`} className="text-xs text-ink-soft">
        {label}
      </label>
      <select
        id={`${id}-${field}`}
        {...form.register(field)}
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
    <fieldset className="flex flex-col gap-1.5">
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
