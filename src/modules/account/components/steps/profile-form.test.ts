import { describe, expect, it } from 'vitest';
import {
  askedOnOrder,
  birthYears,
  dayOptions,
  MONTHS,
  postedProfile,
  profileDefaults,
  profileGaps,
  profileSchema,
  profileSchemaFor,
  type ProfileFormValues,
} from './profile-form.ts';

const valid: ProfileFormValues = {
  first_name: 'سارا',
  last_name: 'كريمی',
  sex: '0',
  birth_day: '1',
  birth_month: '1',
  birth_year: '1370',
  national_code: '۰۴۹۹۳۷۰۸۹۹',
  is_foreign: false,
};

const errorsOf = (values: ProfileFormValues) => {
  const r = profileSchema.safeParse(values);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('complete-profile form', () => {
  it('sends the API body: Gregorian birthday, numeric sex, ASCII national code, Persian letters', () => {
    expect(profileSchema.parse(valid)).toEqual({
      first_name: 'سارا',
      last_name: 'کریمی',
      sex: 0,
      birthday: '1991-03-21',
      is_foreign: false,
      national_code: '0499370899',
    });
  });

  it('needs a national code unless foreign, and then sends none', () => {
    expect(errorsOf({ ...valid, national_code: '1234567890' })).toEqual({ national_code: 'کد ملی معتبر نیست' });
    expect(errorsOf({ ...valid, national_code: '' })).toHaveProperty('national_code');
    const foreign = profileSchema.parse({ ...valid, national_code: '', is_foreign: true });
    expect(foreign).not.toHaveProperty('national_code');
    expect(foreign.is_foreign).toBe(true);
  });

  it('refuses missing fields and days a month does not have', () => {
    const e = errorsOf({ ...valid, first_name: ' ', sex: '', birth_year: '' });
    expect(Object.keys(e).sort()).toEqual(['birth_year', 'first_name', 'sex']);
    expect(errorsOf({ ...valid, birth_year: '1404', birth_month: '12', birth_day: '30' })).toEqual({ birth_day: 'تاریخ تولد معتبر نیست' });
    // An empty form shows every message at once, the national code's included.
    const empty = { first_name: '', last_name: '', sex: '', birth_day: '', birth_month: '', birth_year: '', national_code: '', is_foreign: false } as const;
    expect(errorsOf(empty)).toEqual({
      first_name: 'این فیلد الزامی است',
      last_name: 'این فیلد الزامی است',
      sex: 'جنسیت را انتخاب کنید',
      birth_day: 'این فیلد الزامی است',
      birth_month: 'این فیلد الزامی است',
      birth_year: 'این فیلد الزامی است',
      national_code: 'این فیلد الزامی است',
    });
    expect(profileSchema.parse({ ...valid, birth_year: '1403', birth_month: '12', birth_day: '30' }).birthday).toBe('2025-03-20');
  });

  it('fills the form from an identity', () => {
    expect(profileDefaults({ first_name: 'علی', sex: 1, birthday: '2026-03-21', nationalCode: null, isForeign: true })).toMatchObject({
      first_name: 'علی',
      last_name: '',
      sex: '1',
      birth_year: '1405',
      birth_month: '1',
      birth_day: '1',
      is_foreign: true,
    });
    expect(profileDefaults(null).sex).toBe('');
  });

  it('labels months, years and days in Persian', () => {
    expect(MONTHS.map((m) => m.label)).toEqual(['فروردین', 'اردیبهشت', 'خرداد', 'تیر', 'مرداد', 'شهریور', 'مهر', 'آبان', 'آذر', 'دی', 'بهمن', 'اسفند']);
    const years = birthYears(new Date('2026-06-01T00:00:00Z'));
    expect(years[0]).toEqual({ value: '1400', label: '۱۴۰۰' });
    expect(years.at(-1)?.value).toBe('1305');
    expect(dayOptions(29).at(-1)).toEqual({ value: '29', label: '۲۹' });
  });

  it('takes national codes in Persian or Arabic-Indic digits and checks the IRAN.md A1 checksum', () => {
    expect(profileSchema.parse({ ...valid, national_code: '۰۰۱۳۵۴۲۴۱۹' }).national_code).toBe('0013542419');
    expect(profileSchema.parse({ ...valid, national_code: '٠٧٩٠٤١٩٩٠٤' }).national_code).toBe('0790419904');
    expect(profileSchema.parse({ ...valid, national_code: ' 1583250689 ' }).national_code).toBe('1583250689');
    for (const bad of ['0499370898', '1111111111', '۰۰۰۰۰۰۰۰۰۰', '12345']) {
      expect(errorsOf({ ...valid, national_code: bad }), bad).toEqual({ national_code: 'کد ملی معتبر نیست' });
    }
  });

  it('ignores whatever is in the national code field once «اتباع خارجی هستم» is ticked', () => {
    const foreign = profileSchema.parse({ ...valid, national_code: '1234567890', is_foreign: true });
    expect(foreign).toEqual({ first_name: 'سارا', last_name: 'کریمی', sex: 0, birthday: '1991-03-21', is_foreign: true });
  });

  it('turns Jalali birthdays into Gregorian days, leap Esfand included', () => {
    const on = (y: string, m: string, d: string) => profileSchema.parse({ ...valid, birth_year: y, birth_month: m, birth_day: d }).birthday;
    expect(on('1405', '1', '1')).toBe('2026-03-21');
    expect(on('1404', '12', '29')).toBe('2026-03-20');
    expect(on('1375', '6', '31')).toBe('1996-09-21');
    expect(on('1370', '10', '11')).toBe('1992-01-01');
    expect(errorsOf({ ...valid, birth_year: '1375', birth_month: '7', birth_day: '31' })).toEqual({ birth_day: 'تاریخ تولد معتبر نیست' });
  });

  it('fills the national code and birthday back from an identity, as the form shows them', () => {
    expect(profileDefaults({ birthday: '1991-03-21', nationalCode: '0499370899', sex: 0 })).toMatchObject({
      birth_year: '1370',
      birth_month: '1',
      birth_day: '1',
      national_code: '0499370899',
      sex: '0',
      is_foreign: false,
    });
  });
});

describe('checkout asks only what the account lacks', () => {
  const now = new Date('2026-11-29T12:00:00Z');
  const complete = { first_name: 'سارا', last_name: 'کریمی', sex: 0 as const, birthday: '1991-03-21', nationalCode: '0499370899', isForeign: false };

  it('finds nothing missing in a complete profile, and every part in a new account', () => {
    expect(profileGaps(complete, now)).toEqual([]);
    expect(profileGaps({ ...complete, nationalCode: null, isForeign: true }, now)).toEqual([]);
    expect(profileGaps(null, now)).toEqual(['first_name', 'last_name', 'sex', 'birthday', 'national_code']);
    expect(profileGaps({ first_name: null, last_name: null, sex: null, birthday: null, nationalCode: null, isForeign: false }, now)).toEqual([
      'first_name',
      'last_name',
      'sex',
      'birthday',
      'national_code',
    ]);
  });

  it('asks again what the account holds but the rules refuse, and a birthday the selects cannot show', () => {
    // Names given on invite-complete-info: only sex, birthday and the national code are left.
    expect(profileGaps({ first_name: 'علی', last_name: 'رضایی', sex: null, birthday: null, nationalCode: null, isForeign: false }, now)).toEqual([
      'sex',
      'birthday',
      'national_code',
    ]);
    expect(profileGaps({ ...complete, first_name: 'ع', nationalCode: '1234567890' }, now)).toEqual(['first_name', 'national_code']);
    expect(profileGaps({ ...complete, birthday: '1900-01-01' }, now)).toEqual(['birthday']);
  });

  it('asks every part should the account lack none by these rules (the step can always be completed)', () => {
    expect(askedOnOrder(complete, now)).toEqual(['first_name', 'last_name', 'sex', 'birthday', 'national_code']);
    expect(askedOnOrder({ ...complete, nationalCode: null }, now)).toEqual(['national_code']);
  });

  it('checks and sends only the parts asked', () => {
    const schema = profileSchemaFor(['sex', 'national_code']);
    expect(schema.parse({ sex: '1', national_code: '۰۰۱۳۵۴۲۴۱۹', is_foreign: false })).toEqual({ sex: 1, is_foreign: false, national_code: '0013542419' });
    expect(schema.parse({ sex: '0', national_code: '', is_foreign: true })).toEqual({ sex: 0, is_foreign: true });
    const refused = schema.safeParse({ sex: '', national_code: '', is_foreign: false });
    expect(refused.success).toBe(false);
    expect(Object.fromEntries(refused.error!.issues.map((i) => [i.path.join('.'), i.message]))).toEqual({
      sex: 'جنسیت را انتخاب کنید',
      national_code: 'این فیلد الزامی است',
    });
    expect(profileSchemaFor(['birthday']).parse({ birth_day: '1', birth_month: '1', birth_year: '1370' })).toEqual({ birthday: '1991-03-21' });
  });

  it('reads a plain post: a radio or a box left alone is not posted', () => {
    expect(postedProfile({ first_name: 'سارا', is_foreign: 'on' })).toEqual({
      first_name: 'سارا',
      last_name: '',
      sex: '',
      birth_day: '',
      birth_month: '',
      birth_year: '',
      national_code: '',
      is_foreign: true,
    });
    expect(postedProfile({ sex: '2', is_foreign: '0' })).toMatchObject({ sex: '', is_foreign: false });
  });
});
