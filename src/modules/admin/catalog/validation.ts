import { z } from 'zod';
import { toAsciiDigits } from '#lib/digits.ts';
import { amountOf, rialAmount } from '#lib/validation/rules.ts';
import { idSchema } from '#server/http/params.ts';
import type { VarietyPatch } from '#modules/catalog/index.ts';

/**
 * The catalogue editor's forms. The API takes rials, as every amount in the
 * API; the pages take toman, as the people typing think, with Persian digits and
 * thousands separators allowed. An empty field leaves that value as it is.
 */
export const CATALOG_FORM_MESSAGES = {
  variety: 'کالا را انتخاب کنید',
  amount: 'مبلغ باید عددی صحیح و نامنفی باشد',
  stock: 'موجودی باید عددی صحیح از ۰ تا ۱٬۰۰۰٬۰۰۰ باشد',
  nothing: 'دست‌کم یکی از قیمت، قیمت با تخفیف یا موجودی را بنویسید',
  csv: 'فایل CSV را انتخاب کنید',
  query: 'عبارت جست‌وجو حداکثر ۱۰۰ نویسه است',
};

/**
 * A whole number by the shared amount rule (lib/validation/rules.ts amountOf): `typed` for
 * what a person types in a page's form, digits only for the API's rials.
 */
const optionalWhole = (max: number, message: string, typed = true) =>
  z.preprocess(
    (v) => amountOf(v, typed),
    z.number({ error: message }).int({ error: message }).min(0, { error: message }).max(max, { error: message }).optional(),
  );
const optionalRial = (message: string) => optionalWhole(MAX_RIAL, message, false);

const MAX_RIAL = 1_000_000_000_000;
const MAX_STOCK = 1_000_000;

const somethingToChange = (p: VarietyPatch) => p.priceMainRial !== undefined || p.priceOffRial !== undefined || p.stock !== undefined;

/** POST /v10/admin/variety/update: `price_main` and `price` (after discount) in rials, `stock`. */
export const varietyUpdateBody = z
  .object({
    id: idSchema(CATALOG_FORM_MESSAGES.variety),
    price_main: optionalRial(CATALOG_FORM_MESSAGES.amount),
    price: optionalRial(CATALOG_FORM_MESSAGES.amount),
    stock: optionalWhole(MAX_STOCK, CATALOG_FORM_MESSAGES.stock, false),
  })
  .transform((b) => ({ id: b.id, patch: { priceMainRial: b.price_main, priceOffRial: b.price, stock: b.stock } as VarietyPatch }))
  .refine((b) => somethingToChange(b.patch), { error: CATALOG_FORM_MESSAGES.nothing, path: ['price_main'] });

/** The page's form: the same in toman. */
export const varietyForm = z
  .object({
    id: idSchema(CATALOG_FORM_MESSAGES.variety),
    price_toman: optionalWhole(MAX_RIAL / 10, CATALOG_FORM_MESSAGES.amount),
    sale_price_toman: optionalWhole(MAX_RIAL / 10, CATALOG_FORM_MESSAGES.amount),
    stock: optionalWhole(MAX_STOCK, CATALOG_FORM_MESSAGES.stock),
  })
  .transform((b) => ({
    id: b.id,
    patch: {
      priceMainRial: b.price_toman === undefined ? undefined : b.price_toman * 10,
      priceOffRial: b.sale_price_toman === undefined ? undefined : b.sale_price_toman * 10,
      stock: b.stock,
    } as VarietyPatch,
  }))
  .refine((b) => somethingToChange(b.patch), { error: CATALOG_FORM_MESSAGES.nothing, path: ['price_toman'] });

/** A bulk file's text (the API's `csv`; the page reads the uploaded file into it). */
export const bulkBody = z.object({ csv: z.string({ error: CATALOG_FORM_MESSAGES.csv }).min(1, { error: CATALOG_FORM_MESSAGES.csv }) });

export const varietySearch = z.object({ q: z.string().max(100, { error: CATALOG_FORM_MESSAGES.query }).optional().default('') });

const TIER_LINE = 'هر خط یک پله: «تعداد: قیمت به تومان»، مانند «۱۰: ۹۲۰۰۰۰»';
const TIERS_MISSING = 'پله‌های قیمت را بفرستید؛ برای حذف همهٔ پله‌ها فهرست خالی بفرستید';

/**
 * A variety's partner tiers. The API takes `tiers` as [{ min_quantity, price }] in rials;
 * the page a text of lines «10: 920000» in toman (Persian digits and separators allowed).
 * An explicit empty list removes them; an API call without `tiers` is refused (a client
 * that forgot the field must not wipe a variety's partner prices).
 */
/** A tier's count or price in the API: digits only (never hex or exponents), one message for the line. */
const tierNumber = (max: number) => rialAmount({ max, messages: { required: TIER_LINE, invalid: TIER_LINE, max: TIER_LINE } });

export const tiersBody = z.object({
  id: idSchema(CATALOG_FORM_MESSAGES.variety),
  tiers: z
    .array(z.object({ min_quantity: tierNumber(1_000_000), price: tierNumber(MAX_RIAL) }), {
      error: (issue) => (issue.input === undefined || issue.input === null ? TIERS_MISSING : TIER_LINE),
    })
    .max(10, { error: 'حداکثر ۱۰ پله' })
    .transform((list) => list.map((t) => ({ minQuantity: t.min_quantity, priceRial: t.price }))),
});

export const tiersForm = z.object({
  id: idSchema(CATALOG_FORM_MESSAGES.variety),
  tiers: z
    .string()
    .max(2000, { error: TIER_LINE })
    .optional()
    .default('')
    .transform((text, ctx) => {
      const out: { minQuantity: number; priceRial: number }[] = [];
      for (const raw of toAsciiDigits(text).split(/\r?\n/)) {
        const line = raw.replace(/[\s,٬]/g, '');
        if (!line) continue;
        const m = /^(\d{1,7})[:：](\d{1,12})$/.exec(line);
        if (!m) {
          ctx.addIssue({ code: 'custom', message: TIER_LINE });
          return z.NEVER;
        }
        out.push({ minQuantity: Number(m[1]), priceRial: Number(m[2]) * 10 });
      }
      return out;
    }),
});

const OFFER_MESSAGES = {
  product: 'شمارهٔ کالا را وارد کنید',
  seller: 'فروشنده را انتخاب کنید',
  guarantee: 'گارانتی را انتخاب کنید',
  color: 'رنگ انتخاب‌شده معتبر نیست',
  maxOrder: 'سقف سفارش باید عددی صحیح از ۱ تا ۱۰۰ باشد',
};
const optionalId = (message: string) => optionalWhole(2_147_483_647, message).refine((v) => v === undefined || v > 0, { error: message });
const offerFields = {
  product_id: optionalId(OFFER_MESSAGES.product),
  seller_id: optionalId(OFFER_MESSAGES.seller),
  color_id: optionalId(OFFER_MESSAGES.color),
  guarantee_id: optionalId(OFFER_MESSAGES.guarantee),
  stock: optionalWhole(MAX_STOCK, CATALOG_FORM_MESSAGES.stock),
  max_order_count: optionalWhole(100, OFFER_MESSAGES.maxOrder).refine((v) => v === undefined || v >= 1, { error: OFFER_MESSAGES.maxOrder }),
  fast_send: z.preprocess((v) => v === true || v === 1 || v === '1' || v === 'on' || v === 'true', z.boolean()),
};
/** The fields an offer cannot do without (optional schemas above, so each gets its own message when missing). */
const needed = (price: string) => (b: Record<string, unknown>, ctx: z.RefinementCtx) => {
  const messages: Record<string, string> = {
    product_id: OFFER_MESSAGES.product,
    seller_id: OFFER_MESSAGES.seller,
    guarantee_id: OFFER_MESSAGES.guarantee,
    stock: CATALOG_FORM_MESSAGES.stock,
    [price]: CATALOG_FORM_MESSAGES.amount,
  };
  for (const [key, message] of Object.entries(messages)) if (b[key] === undefined) ctx.addIssue({ code: 'custom', path: [key], message });
};
const offerOf = (
  b: { product_id?: number; seller_id?: number; color_id?: number; guarantee_id?: number; stock?: number; max_order_count?: number; fast_send: boolean },
  main: number,
  off: number,
) => ({
  productId: b.product_id!,
  sellerId: b.seller_id!,
  colorId: b.color_id ?? null,
  guaranteeId: b.guarantee_id!,
  priceMainRial: main,
  priceOffRial: off,
  stock: b.stock!,
  maxOrderCount: b.max_order_count ?? 5,
  fastSend: b.fast_send,
});

/**
 * POST /v10/admin/variety/create: a seller's new offer on a product, `price_main` and
 * `price` (after discount, defaults to the main price) in rials.
 */
export const varietyCreateBody = z
  .object({ ...offerFields, price_main: optionalRial(CATALOG_FORM_MESSAGES.amount), price: optionalRial(CATALOG_FORM_MESSAGES.amount) })
  .superRefine(needed('price_main'))
  .transform((b) => offerOf(b, b.price_main!, b.price ?? b.price_main!));

/** The page's form: the same in toman. */
export const varietyCreateForm = z
  .object({
    ...offerFields,
    price_toman: optionalWhole(MAX_RIAL / 10, CATALOG_FORM_MESSAGES.amount),
    sale_price_toman: optionalWhole(MAX_RIAL / 10, CATALOG_FORM_MESSAGES.amount),
  })
  .superRefine(needed('price_toman'))
  .transform((b) => offerOf(b, b.price_toman! * 10, (b.sale_price_toman ?? b.price_toman!) * 10));
