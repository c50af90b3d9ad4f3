import { z } from 'zod';
import { toAsciiDigits, toFaDigits } from '#lib/digits.ts';
import { idSchema } from '#server/http/params.ts';

/**
 * The catalogue editor's forms for products, categories and brands,
 * shared by the pages and /v10/admin/{product,category,brand}. Field names are the API's
 * (snake_case), messages Persian. Names are kept as typed (digits too: «۱۲۸ گیگابایت» is
 * copy), only Arabic ي/ك made Persian; slugs are ASCII.
 */
export const PRODUCT_MESSAGES = {
  required: 'این فیلد الزامی است',
  slug: 'نشانی فقط حروف کوچک انگلیسی، رقم و خط تیره است (مثلاً galaxy-a55)',
  category: 'دسته را انتخاب کنید',
  brand: 'برند را انتخاب کنید',
  status: 'وضعیت را انتخاب کنید',
  feature: 'هر ویژگی در یک سطر به شکل «عنوان: مقدار»',
  color: 'رنگ را به شکل ‎#1a2b3c بنویسید',
  sort: 'ترتیب باید عددی صحیح از ۰ تا ۹۹۹۹ باشد',
  query: 'عبارت جست‌وجو حداکثر ۱۰۰ نویسه است',
  alt: 'متن جایگزین تصویر را بنویسید (برای کسانی که تصویر را نمی‌بینند)',
  order: 'ترتیب تصاویر را بفرستید',
  direction: 'جهت جابه‌جایی معتبر نیست',
};

const tooLong = (max: number) => `حداکثر ${toFaDigits(max)} نویسه مجاز است`;
const persianLetters = (s: string) =>
  s
    .replace(/[\u064A\u0649]/g, 'ی')
    .replace(/\u0643/g, 'ک')
    .replace(/\r\n?/g, '\n')
    .trim();

/** A text field; absent or blank is '' when optional. */
const text = (max: number, { optional = false, required = PRODUCT_MESSAGES.required } = {}) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? persianLetters(v) : v === undefined || v === null ? '' : v),
    z
      .string({ error: required })
      .min(optional ? 0 : 1, { error: required })
      .max(max, { error: tooLong(max) }),
  );

/** An address part; blank means "make it from the English name" (undefined). */
const slug = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() || undefined : (v ?? undefined)),
  z
    .string({ error: PRODUCT_MESSAGES.slug })
    .max(120, { error: tooLong(120) })
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: PRODUCT_MESSAGES.slug })
    .optional(),
);

/** A hidden checkbox pair (hidden "0" then the box's "1") or a JSON boolean; absent takes `fallback`. */
const flag = (fallback: boolean) =>
  z.preprocess((v) => (v === undefined || v === null || v === '' ? fallback : v === true || v === 'on' || v === '1' || v === 'true'), z.boolean());

const optionalId = (message: string) =>
  z.preprocess((v) => (v === '' || v === null || v === undefined || v === '0' || v === 0 ? undefined : v), idSchema(message).optional());

/** A list from a textarea (one item a line, or separated by commas for tags) or a JSON array. */
const lines = (v: unknown, split: RegExp) =>
  typeof v === 'string'
    ? v
        .split(split)
        .map((s) => persianLetters(s))
        .filter(Boolean)
    : v;

/** «عنوان: مقدار» a line (textarea) or [{title, value}] (JSON). */
const briefFeatures = z.preprocess(
  (v) => {
    const items = lines(v ?? [], /\n/);
    if (!Array.isArray(items)) return items;
    return (items as unknown[]).map((item) => {
      if (typeof item !== 'string') return item;
      const at = item.search(/[:：]/);
      return at > 0 ? { title: item.slice(0, at).trim(), value: item.slice(at + 1).trim() } : { title: '', value: item };
    });
  },
  z.array(z.object({ title: text(60), value: text(200) }), { error: PRODUCT_MESSAGES.feature }).max(12, { error: 'حداکثر ۱۲ ویژگی' }),
);

const tags = z.preprocess(
  (v) => lines(v ?? [], /[,،\n]/),
  z.array(text(40), { error: 'برچسب‌ها را با ویرگول جدا کنید' }).max(20, { error: 'حداکثر ۲۰ برچسب' }),
);

export const PRODUCT_STATUSES = { 1: 'فعال (قابل فروش)', 2: 'به‌زودی', 0: 'غیرفعال (پنهان از فروشگاه)' } as const;
const status = z.preprocess(
  (v) => (typeof v === 'string' ? Number(toAsciiDigits(v.trim()) || Number.NaN) : v),
  z.union([z.literal(0), z.literal(1), z.literal(2)], { error: PRODUCT_MESSAGES.status }),
);

const productFields = {
  name: text(200),
  name_en: text(200),
  slug,
  category_id: idSchema(PRODUCT_MESSAGES.category),
  brand_id: idSchema(PRODUCT_MESSAGES.brand),
  description: text(5000, { optional: true }),
  brief_features: briefFeatures,
  tags,
  status: z.preprocess((v) => v ?? '1', status),
};

export const productCreate = z.object(productFields);
export const productUpdate = z.object({ id: idSchema('کالا را انتخاب کنید'), ...productFields });
export type ProductInput = z.output<typeof productCreate>;

const sort = z.preprocess(
  (v) => (typeof v === 'string' ? toAsciiDigits(v.trim()) || '0' : (v ?? 0)),
  z.coerce
    .number({ error: PRODUCT_MESSAGES.sort })
    .int({ error: PRODUCT_MESSAGES.sort })
    .min(0, { error: PRODUCT_MESSAGES.sort })
    .max(9999, { error: PRODUCT_MESSAGES.sort }),
);

const categoryFields = {
  name: text(100),
  name_en: text(100),
  slug,
  parent_id: optionalId('دستهٔ بالاتر را درست انتخاب کنید'),
  sort,
  allow_add_from_listing: flag(true),
  is_active: flag(true),
};
export const categoryCreate = z.object(categoryFields);
export const categoryUpdate = z.object({ id: idSchema('دسته را انتخاب کنید'), ...categoryFields });
export type CategoryInput = z.output<typeof categoryCreate>;

const brandFields = {
  name: text(100),
  name_en: text(100),
  slug,
  color: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() || '#6b7280' : (v ?? '#6b7280')),
    z.string().regex(/^#[0-9a-f]{6}$/, { error: PRODUCT_MESSAGES.color }),
  ),
  country: text(60, { optional: true }),
  description: text(2000, { optional: true }),
  is_active: flag(true),
};
export const brandCreate = z.object(brandFields);
export const brandUpdate = z.object({ id: idSchema('برند را انتخاب کنید'), ...brandFields });
export type BrandInput = z.output<typeof brandCreate>;

/** Deleting a category, brand or picture: its id. */
export const byId = z.object({ id: idSchema() });

const alt = text(200, { required: PRODUCT_MESSAGES.alt });
export const pictureAlt = z.object({ id: idSchema('تصویر را انتخاب کنید'), alt });
/** The upload's fields besides the file (multipart). */
export const pictureUpload = z.object({ product_id: idSchema('کالا را انتخاب کنید'), alt });
/** The API's reorder: the product's picture ids in their new order. */
export const pictureOrder = z.object({
  product_id: idSchema('کالا را انتخاب کنید'),
  ids: z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
    z.array(idSchema(), { error: PRODUCT_MESSAGES.order }).min(1, { error: PRODUCT_MESSAGES.order }).max(50),
  ),
});
/** The page's one step up or down. */
export const pictureMove = z.object({ id: idSchema('تصویر را انتخاب کنید'), direction: z.enum(['up', 'down'], { error: PRODUCT_MESSAGES.direction }) });

export const productSearch = z.object({ q: z.string().max(100, { error: PRODUCT_MESSAGES.query }).optional().default('') });
