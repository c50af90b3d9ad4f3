/**
 * What a would-be seller reads when signing up on the way to /provider/register: the
 * shopper's wording («برای ثبت سفارش…») would tell them to complete a buyer's profile they do
 * not need for selling. A page picks it when the way back leads into the seller registration.
 */
export const SELLER_SIGNUP = {
  why: 'حساب کاربری شما در بازار ساخته شد. برای فروشندگی، ثبت‌نام فروشنده را ادامه دهید؛ مشخصات هویتی، فروشگاه و حساب بانکی در همان مراحل پرسیده می‌شود.',
  later: 'ادامهٔ ثبت‌نام فروشنده',
  /** Completing the buyer's profile is still offered, said as what it is for. */
  buyerToo: 'اگر می‌خواهید از بازار خرید هم بکنید، می‌توانید همین حالا مشخصات خریدار را هم کامل کنید.',
} as const;

/** Whether the way back (a ?back= path) leads into the seller registration. */
export const isSellerPath = (back: string | null | undefined): boolean => !!back && /^\/provider(\/|\?|$)/.test(back);
