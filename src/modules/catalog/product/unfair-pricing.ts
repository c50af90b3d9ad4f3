import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { toAsciiDigits } from '#lib/digits.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { notFound } from '#server/errors.ts';
import { idSchema } from '#server/http/params.ts';
import { num, rowsOf } from '#server/db/rows.ts';
import { unfairPriceReports } from '../schema.ts';

/** "This price is unfair / cheaper elsewhere" reports (/v6/product/unfair-pricing). */
export const DESCRIPTION_MAX = 500;
export const URL_MAX = 500;

const blank = (v: unknown) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);

const priceSchema = z.preprocess(
  (v) => {
    const b = blank(v);
    return typeof b === 'number' ? String(b) : typeof b === 'string' ? toAsciiDigits(b).replace(/[,٬\s]/g, '') : b;
  },
  z
    .string({ error: 'قیمت باید عدد باشد' })
    .regex(/^\d{1,13}$/, { error: 'قیمت باید عددی صحیح و مثبت به ریال باشد' })
    .transform(Number)
    .refine((n) => n >= 1, { error: 'قیمت باید بیشتر از صفر باشد' })
    .optional(),
);

const urlSchema = z.preprocess(
  (v) => (typeof blank(v) === 'string' ? (v as string).trim() : blank(v)),
  z
    .string({ error: 'نشانی وب‌سایت معتبر نیست' })
    .max(URL_MAX, { error: 'نشانی وب‌سایت بیش از حد طولانی است' })
    .refine(
      (s) => {
        try {
          const u = new URL(s);
          return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.includes('.') && !u.username && !u.password;
        } catch {
          return false;
        }
      },
      { error: 'نشانی وب‌سایت باید با http یا https شروع شود و معتبر باشد' },
    )
    .optional(),
);

const descriptionSchema = z.preprocess(
  (v) => (typeof blank(v) === 'string' ? (v as string).trim() : blank(v)),
  z.string({ error: 'توضیحات معتبر نیست' }).max(DESCRIPTION_MAX, { error: 'توضیحات حداکثر ۵۰۰ نویسه است' }).optional(),
);

export const unfairPricingBody = z.object({
  id: z.preprocess((v) => (blank(v) === undefined ? '' : v), idSchema('شناسه تنوع کالا معتبر نیست')),
  price: priceSchema,
  url: urlSchema,
  description: descriptionSchema,
});
export type UnfairPricingInput = z.output<typeof unfairPricingBody>;

/** Stores a report on a sellable variety; unknown or inactive varieties answer 404. */
export async function reportUnfairPrice(db: DbOrTx, input: UnfairPricingInput, who: { userId: number | null; ip: string }): Promise<number> {
  const found = rowsOf(
    await db.execute(sql`
      select v.id from varieties v join products p on p.id = v.product_id
      where v.id = ${input.id} and v.is_active and p.status <> 0`),
  );
  if (!found.length) throw notFound('تنوع کالای مورد نظر یافت نشد');
  const [row] = await db
    .insert(unfairPriceReports)
    .values({
      varietyId: input.id,
      userId: who.userId,
      priceRial: input.price ?? null,
      url: input.url ?? null,
      description: input.description ?? null,
      ip: who.ip.slice(0, 64),
    })
    .returning({ id: unfairPriceReports.id });
  return num(row!.id);
}
