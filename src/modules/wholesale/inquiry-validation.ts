import { z } from 'zod';
import { toAsciiDigits } from '#lib/digits.ts';
import { requiredText, rialAmount } from '#lib/validation/rules.ts';
import { idSchema } from '#server/http/params.ts';

/** A bulk price inquiry (spec section 3 "Wholesale inquiry"): the target price in rials, as every amount in the API. */
export const INQUIRY_FIELD_MESSAGES = {
  product: 'کالا را انتخاب کنید',
  quantity: 'تعداد باید عددی صحیح از ۱ تا ۱٬۰۰۰٬۰۰۰ باشد',
  price: 'قیمت هدف باید عددی صحیح و مثبت باشد',
  coName: 'نام شرکت یا فروشگاه را بین ۲ تا ۱۲۰ نویسه بنویسید',
  details: 'توضیحات حداکثر ۱۰۰۰ نویسه است',
};

const whole = (message: string, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(toAsciiDigits(v).replace(/[\s,٬]/g, ''))) : v),
    z.number({ error: message }).int({ error: message }).min(1, { error: message }).max(max, { error: message }),
  );

export const inquiryBody = z.object({
  product_id: idSchema(INQUIRY_FIELD_MESSAGES.product),
  co_name: z.pipe(requiredText(), z.string().min(2, { error: INQUIRY_FIELD_MESSAGES.coName }).max(120, { error: INQUIRY_FIELD_MESSAGES.coName })),
  order_quantity: whole(INQUIRY_FIELD_MESSAGES.quantity, 1_000_000),
  target_price: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.optional(
      rialAmount({
        min: 1,
        max: 1_000_000_000_000,
        messages: { invalid: INQUIRY_FIELD_MESSAGES.price, min: INQUIRY_FIELD_MESSAGES.price, max: INQUIRY_FIELD_MESSAGES.price },
      }),
    ),
  ),
  detailed_inquiry_information: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().max(1000, { error: INQUIRY_FIELD_MESSAGES.details }).optional(),
  ),
});
export type InquiryInput = z.output<typeof inquiryBody>;
