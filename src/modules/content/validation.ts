import { z } from 'zod';
import { toAsciiDigits } from '#lib/digits.ts';
import { email } from '#lib/validation/rules.ts';

/** POST /v6/newsletter/subscribe */
export const newsletterSubscribe = z.object({ email: z.pipe(email(), z.string().max(254)) });
export type NewsletterSubscribe = z.infer<typeof newsletterSubscribe>;

const optional = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (v === undefined || v === '' ? undefined : v), schema.optional());
/** A query id as the API takes it (ASCII or Persian digits), 1 to int4 max. */
const queryId = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? toAsciiDigits(v.trim()) : v),
    z
      .string({ error: message })
      .regex(/^\d{1,10}$/, { error: message })
      .transform(Number)
      .refine((n) => n >= 1 && n <= 2_147_483_647, { error: message }),
  );

/** GET /v6/faq/index: `q` (cut to 100 characters, like the catalogue search) and `category_id`. */
export const faqIndexQuery = z.object({
  q: z.preprocess((v) => (typeof v === 'string' ? v.slice(0, 100) : undefined), z.string().optional()),
  category_id: optional(queryId('شناسه دسته‌بندی معتبر نیست')),
});

/** GET /v6/faq/view?id= */
export const faqViewQuery = z.object({ id: queryId('شناسه پرسش معتبر نیست') });

/** GET /v6/page/view: `slug` (about, terms…) or `id`; one of them is required. */
export const pageViewQuery = z
  .object({
    id: optional(queryId('شناسه صفحه معتبر نیست')),
    slug: optional(
      z
        .string()
        .transform((s) => s.trim().toLowerCase())
        .pipe(z.string().regex(/^[a-z0-9-]{1,64}$/, { error: 'نشانی صفحه معتبر نیست' })),
    ),
  })
  .refine((q) => q.id !== undefined || q.slug !== undefined, { error: 'نشانی یا شناسه صفحه را بفرستید', path: ['slug'] });
