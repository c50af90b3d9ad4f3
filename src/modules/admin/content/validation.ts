import { z } from 'zod';
import { toAsciiDigits, toFaDigits } from '#lib/digits.ts';
import { tehranInstant } from '#lib/tehran-time.ts';
import { CAMPAIGN_KINDS } from '#modules/campaigns/index.ts';

/**
 * The content screens' forms, shared by the pages and /v10/admin/content.
 * Field names are the API's (snake_case); messages Persian. Isomorphic: no server imports.
 */

/** NUL and the other C0 controls (not tab/newline) would fail in PostgreSQL: refused here, as the API's body reader does. */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const REQUIRED = 'این فیلد الزامی است';

/**
 * Editorial prose as typed, only Arabic ي/ك made Persian and the ends trimmed. Unlike form
 * input elsewhere its digits are kept: "۵ روز طلایی" is copy, shown exactly as written.
 */
export const prose = (max: number, { optional = false } = {}) =>
  z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .replace(/[\u064A\u0649]/g, 'ی')
            .replace(/\u0643/g, 'ک')
            .replace(/\r\n?/g, '\n')
            .trim()
        : optional
          ? (v ?? '')
          : v,
    z
      .string({ error: REQUIRED })
      .min(optional ? 0 : 1, { error: REQUIRED })
      .max(max, { error: `حداکثر ${toFaDigits(max)} نویسه مجاز است` })
      .refine((s) => !CONTROL.test(s) && s.isWellFormed(), { error: 'متن شامل نویسه‌های نامعتبر است' }),
  );

/** A database id from a hidden field or JSON; bounded so a huge number is a 422, not a failed query. */
export const id = (message = 'مورد را انتخاب کنید') =>
  z.preprocess(
    (v) => (typeof v === 'string' ? toAsciiDigits(v.trim()) : v),
    z.coerce.number({ error: message }).int({ error: message }).positive({ error: message }).max(2_147_483_647, { error: message }),
  );

/** Display order: a small whole number, Persian digits accepted. */
export const sort = z.preprocess(
  (v) => (typeof v === 'string' ? toAsciiDigits(v.trim()) || '0' : (v ?? 0)),
  z.coerce
    .number({ error: 'ترتیب باید عدد باشد' })
    .int({ error: 'ترتیب باید عدد صحیح باشد' })
    .min(0, { error: 'ترتیب نمی‌تواند منفی باشد' })
    .max(9999, { error: 'ترتیب حداکثر ۹۹۹۹ است' }),
);

/** A checkbox (present: "on") or a JSON boolean; absent means off. */
export const flag = z.preprocess((v) => v === true || v === 'on' || v === '1' || v === 'true', z.boolean());

/**
 * Where a slider or banner leads: a path of this shop only ("/promotion", "/search?q=x"),
 * never another site ("//evil.example" or "https://…"), so a banner cannot send shoppers
 * away. No spaces or backslashes (browsers read "\" as "/").
 */
const LINK_MESSAGE = 'پیوند باید نشانی‌ای از همین فروشگاه باشد و با / شروع شود (مثلاً ‎/promotion)';
const sitePath = z.pipe(prose(300), z.string().regex(/^\/(?!\/)[^\s\\]*$/, { error: LINK_MESSAGE }));

export const sliderForm = z.object({
  id: id(),
  title: prose(120),
  subtitle: prose(200, { optional: true }),
  link: sitePath,
  sort,
  is_active: flag,
});

export const BANNER_POSITIONS = ['top', 'middle', 'bottom'] as const;
export const BANNER_POSITION_TITLES: Record<(typeof BANNER_POSITIONS)[number], string> = { top: 'بالای صفحه', middle: 'میانهٔ صفحه', bottom: 'پایین صفحه' };

export const bannerForm = z.object({
  id: id(),
  title: prose(120),
  link: sitePath,
  position: z.enum(BANNER_POSITIONS, { error: 'جای بنر را انتخاب کنید' }),
  sort,
  is_active: flag,
});

export const idForm = z.object({ id: id() });

export const faqCategoryNew = z.object({ title: prose(120), sort });
export const faqCategoryForm = faqCategoryNew.extend({ id: id() });

export const faqItemNew = z.object({
  category_id: id('دستهٔ پرسش را انتخاب کنید'),
  question: prose(300),
  answer: prose(3000),
  sort,
});
export const faqItemForm = faqItemNew.extend({ id: id() });

/** A static page's address under /page/: ASCII kebab-case ("about", "return-policy"). */
const slug = z.pipe(
  prose(60),
  z
    .string()
    .transform((s) => s.toLowerCase())
    .pipe(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'نشانی صفحه فقط حروف کوچک انگلیسی، عدد و خط تیره (-) است، مثلاً about-us' })),
);

export const staticPageNew = z.object({
  slug,
  title: prose(150),
  /** The body as text (page-body.ts): "## " starts a section with that heading, each other line is a paragraph. */
  body: prose(20_000),
});
export const staticPageForm = staticPageNew.extend({ id: id() });

export const instant = (message: string) =>
  z.preprocess((v) => (typeof v === 'string' ? tehranInstant(toAsciiDigits(v.trim())) : v), z.date({ error: message }));

export const campaignNew = z
  .object({
    kind: z.enum(CAMPAIGN_KINDS, { error: 'نوع کمپین را انتخاب کنید' }),
    title: prose(150),
    starts_at: instant('زمان شروع را به‌درستی وارد کنید'),
    ends_at: instant('زمان پایان را به‌درستی وارد کنید'),
  })
  .refine((c) => c.ends_at > c.starts_at, { error: 'زمان پایان باید بعد از زمان شروع باشد', path: ['ends_at'] });
export const campaignForm = z.intersection(campaignNew, z.object({ id: id() }));

/** A list of ids typed into one field ("12, 40 ۵۵"): commas, Persian commas or spaces between them; empty clears the list. */
export const idList = (max: number, what: string) =>
  z.preprocess(
    (v) =>
      Array.isArray(v)
        ? v.map(String)
        : typeof v === 'string' || typeof v === 'number'
          ? toAsciiDigits(String(v))
              .split(/[\s,،]+/)
              .filter(Boolean)
          : (v ?? []),
    z
      .array(z.string(), { error: `شناسه‌های ${what} را با ویرگول جدا کنید` })
      .refine((tokens) => tokens.every((t) => /^[1-9]\d{0,9}$/.test(t) && Number(t) <= 2_147_483_647), { error: `شناسهٔ ${what} باید عدد صحیح مثبت باشد` })
      .transform((tokens) => [...new Set(tokens.map(Number))])
      .refine((ids) => ids.length <= max, { error: `حداکثر ${toFaDigits(max)} ${what} برای هر کمپین` }),
  );

/** The products and categories a campaign's landing promotes, in the order typed. */
export const campaignItemsForm = z.object({ id: id(), product_ids: idList(48, 'محصول'), category_ids: idList(12, 'دسته‌بندی') });

/** A banner on a campaign's landing (`id`: the campaign's): its picture and where it leads, both paths of this shop. */
export const campaignBannerNew = z.object({ id: id('کمپین را انتخاب کنید'), title: prose(120), image: sitePath, link: sitePath, sort });

/** A competition: its question and the window to answer in (Tehran time), the end after the start. */
export const competitionNew = z
  .object({
    title: prose(150),
    description: prose(2000),
    question: prose(500),
    starts_at: instant('زمان شروع را به‌درستی وارد کنید'),
    ends_at: instant('زمان پایان را به‌درستی وارد کنید'),
  })
  .refine((c) => c.ends_at > c.starts_at, { error: 'زمان پایان باید بعد از زمان شروع باشد', path: ['ends_at'] });

/** A finished competition's results and winners (user ids of entrants, typed from the entrants' list). */
export const competitionResultsForm = z.object({ id: id(), results: prose(2000), winner_ids: idList(50, 'برنده') });

export type SliderInput = z.output<typeof sliderForm>;
export type BannerInput = z.output<typeof bannerForm>;
export type FaqCategoryInput = z.output<typeof faqCategoryNew>;
export type FaqItemInput = z.output<typeof faqItemNew>;
export type StaticPageInput = z.output<typeof staticPageNew>;
export type CampaignInput = z.output<typeof campaignNew>;
export type CampaignItemsInput = z.output<typeof campaignItemsForm>;
export type CampaignBannerInput = z.output<typeof campaignBannerNew>;
export type CompetitionInput = z.output<typeof competitionNew>;
export type CompetitionResultsInput = z.output<typeof competitionResultsForm>;
