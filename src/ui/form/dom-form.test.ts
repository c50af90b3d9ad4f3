import { describe, expect, it } from 'vitest';
import { firstMessages, formValues } from './dom-form.ts';

const form = (...elements: { name: string; type: string; value: string; checked?: boolean }[]) => ({ elements }) as unknown as HTMLFormElement;

describe('a form read from the DOM', () => {
  it('gives text and choices as typed, a checkbox as a boolean, a radio group with nothing chosen as empty', () => {
    const values = formValues(
      form(
        { name: 'first_name', type: 'text', value: ' سارا ' },
        { name: 'province_id', type: 'select-one', value: '8' },
        { name: 'address', type: 'textarea', value: 'کوچه لادن' },
        { name: 'latitude', type: 'hidden', value: '' },
        { name: 'sex', type: 'radio', value: '1', checked: false },
        { name: 'sex', type: 'radio', value: '0', checked: false },
        { name: 'is_foreign', type: 'checkbox', value: 'on', checked: true },
      ),
    );
    expect(values).toEqual({ first_name: ' سارا ', province_id: '8', address: 'کوچه لادن', latitude: '', sex: '', is_foreign: true });
    expect(formValues(form({ name: 'sex', type: 'radio', value: '1', checked: false }, { name: 'sex', type: 'radio', value: '0', checked: true })).sex).toBe(
      '0',
    );
  });

  it('leaves out buttons, fieldsets and unnamed controls (the place search)', () => {
    const values = formValues(
      form(
        { name: '', type: 'search', value: 'تجریش' },
        { name: 'go', type: 'submit', value: 'x' },
        { name: 'where', type: 'fieldset', value: '' },
        { name: 'unit', type: 'text', value: '3' },
      ),
    );
    expect(values).toEqual({ unit: '3' });
  });
});

describe('zod issues on fields', () => {
  it('keeps the first message of each field; an issue without a path is the form’s', () => {
    expect(
      firstMessages([
        { path: ['zipcode'], message: 'کد پستی باید ۱۰ رقم و معتبر باشد' },
        { path: ['zipcode'], message: 'دومی' },
        { path: ['latitude'], message: 'عرض و طول جغرافیایی باید با هم فرستاده شوند' },
        { path: [], message: 'کلی' },
      ]),
    ).toEqual({ zipcode: 'کد پستی باید ۱۰ رقم و معتبر باشد', latitude: 'عرض و طول جغرافیایی باید با هم فرستاده شوند', root: 'کلی' });
  });
});
