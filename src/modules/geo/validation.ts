import * as z from 'zod/mini';
import { toAsciiDigits } from '#lib/digits.ts';
import { messages } from '#lib/validation/messages.ts';
import { preprocess, requiredText } from '#lib/validation/rules.ts';
import { isInsideIran } from './iran-border.ts';

/**
 * Contracts of the place calls (address search and its reverse, the selected city),
 * shared by the API and islands: no server imports.
 */
export const GEO_MESSAGES = {
  city: 'شهر را انتخاب کنید',
  coordinates: 'موقعیت روی نقشه معتبر نیست',
  outsideIran: 'موقعیت انتخاب‌شده در ایران نیست',
  query: 'دست‌کم دو حرف از نام محله، خیابان یا شهر را بنویسید',
  noPlace: 'مکانی در نزدیکی این موقعیت پیدا نشد',
} as const;

export { isInsideIran };

const digits = (v: unknown) => (typeof v === 'string' ? toAsciiDigits(v.trim()) : typeof v === 'number' ? String(v) : v);

/** A positive database id, sent as a number or a string of any digits. */
export const idField = (message: string) =>
  preprocess(
    (v) => (v === null || v === '' ? undefined : digits(v)),
    z
      .pipe(z.string({ error: message }).check(z.regex(/^\d{1,10}$/, { error: message })), z.transform(Number))
      .check(z.refine((n) => n >= 1 && n <= 2_147_483_647, { error: message })),
  );

/** A coordinate in degrees (number or text, Persian digits and «٫» welcome); empty is undefined. */
export const coordinate = (max: number) =>
  preprocess(
    (v) => (v === null || v === '' || v === undefined ? undefined : typeof v === 'string' ? Number(toAsciiDigits(v.trim()).replace('٫', '.')) : v),
    z.optional(
      z.number({ error: GEO_MESSAGES.coordinates }).check(z.gte(-max, { error: GEO_MESSAGES.coordinates }), z.lte(max, { error: GEO_MESSAGES.coordinates })),
    ),
  );

/** POST /v6/profile/set-city. */
export const setCityBody = z.object({ city_id: idField(GEO_MESSAGES.city) });

/** POST /v6/address/search-address. */
export const searchBody = z.object({
  q: z.pipe(requiredText(), z.string().check(z.minLength(2, { error: GEO_MESSAGES.query }), z.maxLength(100, { error: messages.max(100) }))),
  city_id: preprocess((v) => (v === '' || v === null ? undefined : v), z.optional(idField(GEO_MESSAGES.city))),
});

const reversePoint = z.object({ latitude: coordinate(90), longitude: coordinate(180) }).check(
  z.superRefine((v, ctx) => {
    if (v.latitude === undefined) ctx.addIssue({ code: 'custom', message: messages.required, path: ['latitude'] });
    if (v.longitude === undefined) ctx.addIssue({ code: 'custom', message: messages.required, path: ['longitude'] });
    if (v.latitude !== undefined && v.longitude !== undefined && !isInsideIran(v.latitude, v.longitude)) {
      ctx.addIssue({ code: 'custom', message: GEO_MESSAGES.outsideIran, path: ['latitude'] });
    }
  }),
);

/** POST /v6/address/search-address-reverse: a point inside Iran. */
export const reverseBody = z.pipe(
  reversePoint,
  z.transform((v: z.output<typeof reversePoint>) => ({ latitude: v.latitude!, longitude: v.longitude! })),
);

/** A city as the selected city and `expand=city.localPayment` show it (spec section 3). */
export interface CityRef {
  id: number;
  name: string;
  localPayment: boolean;
}

export type PlaceKind = 'neighbourhood' | 'district' | 'landmark' | 'street' | 'city';

/** One answer of the address search and its reverse: a place, or a whole city. */
export interface PlaceHit {
  /** The place's id; for a city, the city's id. */
  id: number;
  title: string;
  kind: PlaceKind;
  city_id: number;
  city: string;
  province_id: number;
  province: string;
  latitude: number;
  longitude: number;
}
