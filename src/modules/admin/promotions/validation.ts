import { z } from 'zod';
import { toAsciiDigits } from '#lib/digits.ts';
import { requiredText, wholeAmount } from '#lib/validation/rules.ts';
import { tehranInstant } from '#lib/tehran-time.ts';
import { idSchema } from '#server/http/params.ts';

/**
 * The promotions screen's forms. Windows are Tehran wall-clock times
 * from datetime-local inputs (lib/tehran-time.ts); promotional prices in the API are rials,
 * on the page toman.
 */
export const PROMOTION_MESSAGES = {
  title: 'عنوان را بین ۳ تا ۱۰۰ نویسه بنویسید',
  type: 'نوع پیشنهاد را انتخاب کنید',
  starts: 'زمان شروع را به‌درستی وارد کنید',
  ends: 'زمان پایان را به‌درستی وارد کنید',
  window: 'زمان پایان باید بعد از زمان شروع باشد',
  promotion: 'پیشنهاد را انتخاب کنید',
  variety: 'شمارهٔ تنوع کالا را وارد کنید',
  count: 'تعداد باید عددی صحیح از ۱ تا ۱۰٬۰۰۰ باشد',
  price: 'قیمت پیشنهادی باید عددی صحیح و مثبت باشد',
};

const flag = z.preprocess((v) => v === true || v === 'true' || v === '1' || v === 1 || v === 'on', z.boolean());
const instant = (message: string) => z.preprocess((v) => (typeof v === 'string' ? tehranInstant(toAsciiDigits(v.trim())) : v), z.date({ error: message }));
/** A count or a price by the shared amount rule: digits only from the API, as typed on the page. */
const whole = (message: string, max: number, typed: boolean) =>
  wholeAmount({ typed, min: 1, max, messages: { required: message, invalid: message, min: message, max: message } });

export const promotionForm = z
  .object({
    id: z.preprocess((v) => (v === '' || v === undefined ? undefined : v), idSchema(PROMOTION_MESSAGES.promotion).optional()),
    title: z.pipe(requiredText(), z.string().min(3, { error: PROMOTION_MESSAGES.title }).max(100, { error: PROMOTION_MESSAGES.title })),
    type: z.preprocess((v) => Number(v), z.union([z.literal(1), z.literal(2)], { error: PROMOTION_MESSAGES.type })),
    starts_at: instant(PROMOTION_MESSAGES.starts),
    ends_at: instant(PROMOTION_MESSAGES.ends),
    app_only: flag,
    is_active: flag,
  })
  .refine((p) => p.ends_at > p.starts_at, { error: PROMOTION_MESSAGES.window, path: ['ends_at'] });

const offerFields = (typed: boolean) => ({
  promotion_id: idSchema(PROMOTION_MESSAGES.promotion),
  variety_id: idSchema(PROMOTION_MESSAGES.variety),
  count: whole(PROMOTION_MESSAGES.count, 10_000, typed),
});
/** API: the promotional price in rials. */
export const offerBody = z.object({ ...offerFields(false), price: whole(PROMOTION_MESSAGES.price, 1_000_000_000_000, false) });
/** Page: in toman. */
export const offerForm = z
  .object({ ...offerFields(true), price_toman: whole(PROMOTION_MESSAGES.price, 100_000_000_000, true) })
  .transform(({ price_toman, ...rest }) => ({ ...rest, price: price_toman * 10 }));
export const offerRemoval = z.object({ promotion_id: idSchema(PROMOTION_MESSAGES.promotion), variety_id: idSchema(PROMOTION_MESSAGES.variety) });
