import * as z from 'zod/mini';
import { toFaDigits } from '#lib/digits.ts';
import { normalizeInput } from '#lib/normalize.ts';
import { messages } from '#lib/validation/messages.ts';
import { iranMobile, postalCode, preprocess, requiredText } from '#lib/validation/rules.ts';
import { coordinate, GEO_MESSAGES, idField, isInsideIran, type CityRef } from '#modules/geo/client.ts';

export type { CityRef };

/**
 * The address book's contracts (shared/spec/API.md "Addresses, checkout and orders"),
 * shared by the API and the address form: no server imports. Field errors name the bare
 * `Ship` field (`zipcode`, not `Ship.zipcode`), as the form's inputs are named.
 */

/** How many addresses one shopper may keep. */
export const MAX_ADDRESSES = 20;

export const ADDRESS_MESSAGES = {
  province: 'استان را انتخاب کنید',
  city: 'شهر را انتخاب کنید',
  cityNotInProvince: 'شهر انتخاب‌شده در این استان نیست',
  addressShort: `نشانی را کامل‌تر بنویسید (دست‌کم ${toFaDigits(10)} حرف)`,
  addressLong: `نشانی حداکثر ${toFaDigits(400)} حرف است`,
  deliveryName: 'نام و نام خانوادگی گیرنده را کامل وارد کنید',
  plaque: 'پلاک را با عدد وارد کنید (حداکثر ۱۰ نویسه)',
  unit: 'واحد معتبر نیست (حداکثر ۱۰ نویسه)',
  pair: 'عرض و طول جغرافیایی باید با هم فرستاده شوند',
  tooMany: `حداکثر ${toFaDigits(MAX_ADDRESSES)} نشانی می‌توانید داشته باشید؛ ابتدا یکی از نشانی‌های قبلی را حذف کنید`,
  notFound: 'نشانی مورد نظر یافت نشد',
} as const;

/** Short house-number text: digits, letters, spaces, dash and slash («۱۲», «۴/۱», «۸ غربی»). */
const shortText = (message: string) => z.string().check(z.maxLength(10, { error: message }), z.regex(/^[\p{L}\p{N}\s/-]+$/u, { error: message }));

const optionalText = (rule: z.ZodMiniType<string>) =>
  preprocess(
    (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? normalizeInput(v) || undefined : v === null ? undefined : v),
    z.optional(rule),
  );

/** JSON clients may send house numbers and postal codes as numbers. */
const asText = <T extends z.ZodMiniType>(rule: T) => preprocess((v) => (typeof v === 'number' ? String(v) : v), rule);

const fullName = (s: string) => s.split(' ').filter((w) => w.length >= 2).length >= 2;

/** The fields of `Ship` (spec section 3 "Address"), normalised: ASCII digits, ی/ک, trimmed. */
export const shipFields = z
  .object({
    province_id: idField(ADDRESS_MESSAGES.province),
    city_id: idField(ADDRESS_MESSAGES.city),
    address: z.pipe(
      requiredText(),
      z.string().check(z.minLength(10, { error: ADDRESS_MESSAGES.addressShort }), z.maxLength(400, { error: ADDRESS_MESSAGES.addressLong })),
    ),
    zipcode: asText(postalCode()),
    delivery_name: z.pipe(
      z.pipe(
        requiredText(),
        z.transform((s: string) => s.replace(/\s+/g, ' ')),
      ),
      z.string().check(z.maxLength(100, { error: messages.max(100) }), z.refine(fullName, { error: ADDRESS_MESSAGES.deliveryName })),
    ),
    receiver_mobile: iranMobile(),
    plaque: asText(z.pipe(requiredText(), shortText(ADDRESS_MESSAGES.plaque).check(z.refine((s) => /\d/.test(s), { error: ADDRESS_MESSAGES.plaque })))),
    unit: optionalText(shortText(ADDRESS_MESSAGES.unit)),
    latitude: coordinate(90),
    longitude: coordinate(180),
  })
  .check(
    z.superRefine((v, ctx) => {
      const hasLat = v.latitude !== undefined;
      const hasLng = v.longitude !== undefined;
      if (hasLat !== hasLng) ctx.addIssue({ code: 'custom', message: ADDRESS_MESSAGES.pair, path: [hasLat ? 'longitude' : 'latitude'] });
      else if (hasLat && !isInsideIran(v.latitude!, v.longitude!)) ctx.addIssue({ code: 'custom', message: GEO_MESSAGES.outsideIran, path: ['latitude'] });
    }),
  );

export type ShipInput = z.output<typeof shipFields>;

/** The address form's inputs: a message for any other name is the form's own. */
export const SHIP_FIELD_NAMES = [
  'province_id',
  'city_id',
  'address',
  'zipcode',
  'delivery_name',
  'receiver_mobile',
  'plaque',
  'unit',
  'latitude',
  'longitude',
] as const;

/**
 * The address form posted as plain HTML (no JavaScript, or before its island wakes): a
 * hidden field marks the post as this form's (a page may hold another form), and the
 * «نمایش شهرها» button sends `intent=cities` to get the chosen province's cities back
 * without saving.
 */
export const PLAIN_ADDRESS_FORM = { mark: 'address_form', intent: 'intent', cities: 'cities' } as const;

/** What the page gives the form when it answers such a post: where it posts, what was posted, and the messages by field (`_` for none). */
export interface PlainAddressForm {
  action: string;
  values: Record<string, string>;
  errors: Record<string, string>;
}

/** The `Ship` object of a body (JSON `{ Ship: {…} }` or form `Ship[zipcode]=…`); a flat body is read as is. */
export function shipOf(body: Record<string, unknown>): unknown {
  const ship = body.Ship;
  return ship && typeof ship === 'object' && !Array.isArray(ship) ? ship : body;
}

/** POST /v6/address/set-as-main. */
export const setMainBody = z.object({ id: idField(ADDRESS_MESSAGES.notFound) });

/** An address as every endpoint answers it (spec section 3 "Address"). */
export interface AddressView {
  id: number;
  province_id: number;
  province: string;
  city_id: number;
  city: string;
  address: string;
  /** 10 ASCII digits. */
  zipcode: string;
  /** The receiver's first and last name. */
  delivery_name: string;
  /** 09… */
  receiver_mobile: string;
  plaque: string;
  unit: string | null;
  latitude: number | null;
  longitude: number | null;
  is_main: boolean;
}

/** With `expand=city.localPayment`: the city as an object. */
export type AddressWithCity = Omit<AddressView, 'city'> & { city: CityRef };
