import { toFaDigits } from '#lib/digits.ts';

/**
 * Why a count does not fit, as the server answers it (422) and as a quantity field says it
 * before asking: one wording for both. The limit itself is catalog/prices/quote.ts's. Kept
 * apart from validation.ts so the page scripts that say them do not load zod.
 */
export const COUNT_MESSAGES = {
  invalid: 'تعداد وارد شده معتبر نیست',
  min: (n: number) => `حداقل تعداد سفارش این کالا ${toFaDigits(n)} عدد است`,
  max: (n: number) => `حداکثر تعداد قابل سفارش این کالا ${toFaDigits(n)} عدد است`,
  /** A partner's limit is the largest tier already: more than that is a bulk price inquiry. */
  partnerMax: (n: number) => `حداکثر تعداد سفارش عمدهٔ این کالا ${toFaDigits(n)} عدد است؛ برای تعداد بیشتر، استعلام قیمت خرید عمده بفرستید`,
  stock: (n: number) => `از این کالا فقط ${toFaDigits(n)} عدد موجود است`,
} as const;
