import { describe, expect, it } from 'vitest';
import { messages } from '#lib/validation/messages.ts';
import { GEO_MESSAGES, reverseBody, searchBody } from '#modules/geo/validation.ts';
import { TEHRAN_SHIP } from '#tests/factories/members.ts';
import { ADDRESS_MESSAGES, shipFields, shipOf } from './validation.ts';

/** The message for one field, or undefined when that field passes. */
const errorOn = (field: string, patch: Record<string, unknown>) => {
  const r = shipFields.safeParse({ ...TEHRAN_SHIP, ...patch });
  return r.success ? undefined : r.error.issues.find((i) => i.path.join('.') === field)?.message;
};

describe('Ship', () => {
  it('accepts a full address and normalises it', () => {
    const r = shipFields.parse({
      ...TEHRAN_SHIP,
      province_id: '۱',
      city_id: '١',
      address: '  ونك، خيابان ملاصدرا، پلاک ۲۴  ',
      zipcode: '۱۳۹۵۱-۴۳۶۷۸',
      delivery_name: 'سارا   محمدي',
      receiver_mobile: '+98 912 123 4567',
      plaque: '۲۴',
      unit: '',
      latitude: '۳۵٫۷۵',
      longitude: '51.41',
    });
    expect(r).toEqual({
      province_id: 1,
      city_id: 1,
      address: 'ونک، خیابان ملاصدرا، پلاک 24',
      zipcode: '1395143678',
      delivery_name: 'سارا محمدی',
      receiver_mobile: '09121234567',
      plaque: '24',
      unit: undefined,
      latitude: 35.75,
      longitude: 51.41,
    });
  });

  it('takes coordinates as optional, but only as a pair inside Iran', () => {
    expect(shipFields.safeParse({ ...TEHRAN_SHIP, latitude: '', longitude: null }).success).toBe(true);
    expect(errorOn('longitude', { longitude: undefined })).toBe(ADDRESS_MESSAGES.pair);
    expect(errorOn('latitude', { latitude: '' })).toBe(ADDRESS_MESSAGES.pair);
    expect(errorOn('latitude', { latitude: 25.2048, longitude: 55.2708 })).toBe(GEO_MESSAGES.outsideIran);
    expect(errorOn('latitude', { latitude: 123 })).toBe(GEO_MESSAGES.coordinates);
    expect(errorOn('longitude', { longitude: 'east' })).toBe(GEO_MESSAGES.coordinates);
  });

  it.each(['1619735744', '1416932790', '5174643119', '1961535744', '13951-43678', 1619735744])('accepts the postal code %s (IRAN.md A7)', (zipcode) =>
    expect(errorOn('zipcode', { zipcode })).toBeUndefined(),
  );
  it.each(['0123456789', '2987654321', '1428963210', '1111735744', '161973574'])('refuses the postal code %s', (zipcode) =>
    expect(errorOn('zipcode', { zipcode })).toBe(messages.postalCode),
  );

  it('explains every other field in Persian', () => {
    expect(errorOn('province_id', { province_id: undefined })).toBe(ADDRESS_MESSAGES.province);
    expect(errorOn('city_id', { city_id: 'x' })).toBe(ADDRESS_MESSAGES.city);
    expect(errorOn('address', { address: '' })).toBe(messages.required);
    expect(errorOn('address', { address: 'ونک' })).toBe(ADDRESS_MESSAGES.addressShort);
    expect(errorOn('address', { address: 'الف'.repeat(150) })).toBe(ADDRESS_MESSAGES.addressLong);
    expect(errorOn('zipcode', { zipcode: undefined })).toBe(messages.required);
    expect(errorOn('delivery_name', { delivery_name: 'سارا' })).toBe(ADDRESS_MESSAGES.deliveryName);
    expect(errorOn('receiver_mobile', { receiver_mobile: '0912345678' })).toBe(messages.mobile);
    expect(errorOn('receiver_mobile', { receiver_mobile: '۰۹۱۲۳۴۵۶۷۸۹' })).toBeUndefined();
    expect(errorOn('plaque', { plaque: '' })).toBe(messages.required);
    expect(errorOn('plaque', { plaque: 'ندارد' })).toBe(ADDRESS_MESSAGES.plaque);
    expect(errorOn('plaque', { plaque: '12345678901' })).toBe(ADDRESS_MESSAGES.plaque);
    expect(errorOn('plaque', { plaque: 12 })).toBeUndefined();
    expect(errorOn('plaque', { plaque: '۴/۱' })).toBeUndefined();
    expect(errorOn('unit', { unit: '<b>' })).toBe(ADDRESS_MESSAGES.unit);
  });

  it('reads the body wrapped under Ship, or flat', () => {
    expect(shipOf({ Ship: { zipcode: '1' } })).toEqual({ zipcode: '1' });
    expect(shipOf({ zipcode: '1' })).toEqual({ zipcode: '1' });
  });
});

describe('search and reverse search bodies', () => {
  it('wants two letters to search, a city optionally', () => {
    expect(searchBody.parse({ q: ' ونك ', city_id: '' })).toEqual({ q: 'ونک', city_id: undefined });
    expect(searchBody.safeParse({ q: 'و' }).error?.issues[0]?.message).toBe(GEO_MESSAGES.query);
  });
  it('wants a point inside Iran', () => {
    expect(reverseBody.parse({ latitude: '۳۵.۷', longitude: 51.4 })).toEqual({ latitude: 35.7, longitude: 51.4 });
    expect(reverseBody.safeParse({ latitude: 33.3152, longitude: 44.3661 }).error?.issues[0]?.message).toBe(GEO_MESSAGES.outsideIran);
    expect(reverseBody.safeParse({}).error?.issues.map((i) => i.path[0])).toEqual(['latitude', 'longitude']);
  });
});
