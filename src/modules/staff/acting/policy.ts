/**
 * What a call-center operator acting as a customer (login-as) may change: the one table
 * every write checks, API routes and page form posts alike (docs/adr/0025). Deny by
 * default: a write that is not listed here answers 403 and changes nothing, so a new
 * route is closed to acting sessions until someone decides it belongs to helping a
 * customer. Reads (GET, HEAD) are not concerned: the operator sees what the customer sees.
 *
 * Keys are `METHOD path`, the path as the route was registered (`/v6/address/update`,
 * `/sandbox-bank/:authority`), pages by their path.
 */

export interface ActingAllowance {
  /** What the staff audit and the customer's record call it. */
  title: string;
  /**
   * `false` for writes that change nothing of the customer's (lookups sent as POST, token
   * upkeep, a view counter): the trail would only drown in them.
   */
  audit?: false;
}

const lookup = (title: string): ActingAllowance => ({ title, audit: false });

/** API writes an operator does for a customer on the phone: the cart, addresses, ordering and paying, cancelling. */
export const ACTING_ALLOWED: Readonly<Record<string, ActingAllowance>> = {
  // Returns: the operator files, completes or withdraws a return the customer asks for on the phone.
  'POST /v6/back-request-customer/create': { title: 'ثبت درخواست مرجوعی' },
  'POST /v8/back-request-customer/cancel': { title: 'لغو درخواست مرجوعی' },
  'POST /v8/back-request-customer/resubmit': { title: 'تکمیل درخواست مرجوعی' },
  'POST /v8/back-request-document/create': { title: 'ثبت رسید پستی مرجوعی' },
  'POST /v8/back-request-document/update': { title: 'ویرایش رسید پستی مرجوعی' },
  'DELETE /v8/back-request-document/delete': { title: 'حذف رسید پستی مرجوعی' },
  'POST /v6/back-request-document/create': { title: 'ثبت رسید پستی مرجوعی' },
  'POST /v6/back-request-document/update': { title: 'ویرایش رسید پستی مرجوعی' },
  'DELETE /v6/back-request-document/delete': { title: 'حذف رسید پستی مرجوعی' },
  // The cart, the next-purchase list, wishes and notices (the API and the cart page's plain forms).
  'POST /v10/cart/add': { title: 'افزودن کالا به سبد خرید' },
  'DELETE /v10/cart/delete': { title: 'حذف کالا از سبد خرید' },
  'DELETE /v10/cart/multi-delete': { title: 'حذف چند کالا از سبد خرید' },
  'DELETE /v10/cart/clear': { title: 'خالی کردن سبد خرید' },
  'POST /v10/cart/add-to-future-shopping': { title: 'انتقال کالا به خرید بعدی' },
  'POST /v10/cart/add-all-to-future-shopping': { title: 'انتقال سبد به خرید بعدی' },
  'POST /v10/cart/set-discount': { title: 'ثبت کد تخفیف' },
  'DELETE /v10/cart/remove-discount': { title: 'حذف کد تخفیف' },
  'POST /v6/future-shopping/add-to-cart': { title: 'انتقال کالا از خرید بعدی به سبد' },
  'POST /v6/future-shopping/add-all-to-cart': { title: 'انتقال خرید بعدی به سبد' },
  'DELETE /v6/future-shopping/delete': { title: 'حذف کالا از خرید بعدی' },
  'DELETE /v6/future-shopping/clear': { title: 'خالی کردن خرید بعدی' },
  'POST /v6/wish-list/add': { title: 'تغییر فهرست علاقه‌مندی‌ها' },
  'DELETE /v6/wish-list/clear': { title: 'خالی کردن فهرست علاقه‌مندی‌ها' },
  'POST /v6/let-me-know/create': { title: 'درخواست خبر از موجود شدن کالا' },
  'POST /v6/let-me-know/cancel': { title: 'لغو خبر از موجود شدن کالا' },
  'POST /v6/cart/send-sms-on-product-price-reduction': { title: 'درخواست پیامک کاهش قیمت' },
  'POST /cart/add': { title: 'افزودن کالا به سبد خرید' },
  'POST /cart/change': { title: 'تغییر تعداد کالا در سبد خرید' },
  'POST /cart/remove': { title: 'حذف کالا از سبد خرید' },
  'POST /cart/to-future': { title: 'انتقال کالا به خرید بعدی' },
  'POST /cart/all-to-future': { title: 'انتقال سبد به خرید بعدی' },
  'POST /cart/clear': { title: 'خالی کردن سبد خرید' },
  'POST /cart/future/to-cart': { title: 'انتقال کالا از خرید بعدی به سبد' },
  'POST /cart/future/all-to-cart': { title: 'انتقال خرید بعدی به سبد' },
  'POST /cart/future/remove': { title: 'حذف کالا از خرید بعدی' },
  'POST /cart/code': { title: 'ثبت کد تخفیف' },
  'POST /cart/code/remove': { title: 'حذف کد تخفیف' },
  // Addresses and the shipping city.
  'POST /v6/address/create': { title: 'افزودن نشانی' },
  'PATCH /v6/address/update': { title: 'ویرایش نشانی' },
  'PUT /v6/address/update': { title: 'ویرایش نشانی' },
  'DELETE /v6/address/delete': { title: 'حذف نشانی' },
  'POST /v6/address/set-as-main': { title: 'انتخاب نشانی اصلی' },
  'POST /v6/profile/set-city': { title: 'انتخاب شهر' },
  // Completing the profile an order needs; a national code already set stays (profile-api.ts).
  'POST /v6/profile/insert': { title: 'تکمیل مشخصات' },
  'POST /v6/profile/update-on-order': { title: 'تکمیل مشخصات هنگام سفارش' },
  // Ordering, paying and cancelling. Paying from the balance keeps the money in the shop, on
  // the customer's own order, and spares them reading a card number to the operator.
  'POST /v10/cart/payment': { title: 'ثبت سفارش' },
  'POST /v6/order/payment-online': { title: 'پرداخت اینترنتی سفارش' },
  'POST /v8/order/payment': { title: 'پرداخت اینترنتی سفارش' },
  'POST /v6/order/payment-balance': { title: 'پرداخت سفارش از موجودی' },
  'POST /v10/order/cancel': { title: 'لغو سفارش' },
  'POST /v6/order/cancel-dispatch': { title: 'لغو یک مرسوله' },
  'POST /v8/order/change-delivery-address': { title: 'تغییر نشانی تحویل سفارش' },
  // The companies a customer's invoices are issued to (legal invoices), and choosing one for an order.
  'POST /v6/user-legal/create': { title: 'ثبت شرکت برای فاکتور رسمی' },
  'POST /v6/user-legal/update': { title: 'ویرایش اطلاعات شرکت' },
  'PATCH /v6/user-legal/update': { title: 'ویرایش اطلاعات شرکت' },
  'PUT /v6/user-legal/update': { title: 'ویرایش اطلاعات شرکت' },
  'DELETE /v6/user-legal/delete': { title: 'حذف شرکت' },
  'POST /v10/order/set-factor-legal': { title: 'صدور فاکتور به نام شرکت' },
  // The customer's notice settings (the same setting as the price-drop SMS switch above).
  'POST /v6/profile/settings': { title: 'تغییر تنظیمات اطلاع‌رسانی' },
  // Tidying the recent visits (nothing is recorded into them while acting: extras-api.ts).
  'DELETE /v6/product-view-logs/delete': { title: 'حذف یک کالا از بازدیدهای اخیر' },
  'DELETE /v6/product-view-logs/clear': { title: 'پاک کردن بازدیدهای اخیر' },
  // Tidying the search history (adding to it records nothing while acting: history-api.ts).
  'DELETE /v10/search-history/delete': { title: 'حذف یک جست‌وجو از سابقه' },
  'DELETE /v10/search-history/clear': { title: 'پاک کردن سابقهٔ جست‌وجو' },
  // Ending the acting session; a second login-as is refused by its own route (ALREADY_ACTING, 422).
  'POST /v6/user/logout': { title: 'پایان ورود به‌جای مشتری' },
  'POST /v6/user/login-as': { title: 'ورود دوباره به‌جای کاربر' },
  // Writes that change nothing of the customer's.
  'POST /v10/search-history/create': lookup('ثبت جست‌وجو'),
  'POST /v6/address/search-address': lookup('جست‌وجوی نشانی'),
  'POST /v6/address/search-address-reverse': lookup('یافتن نشانی روی نقشه'),
  'POST /v6/post-service/tracking': lookup('رهگیری مرسولهٔ پستی'),
  'POST /v6/product/monitor': lookup('بازدید کالا'),
  'POST /v6/banner/update-view-counter': lookup('نمایش بنر'),
  'POST /v6/user-upload/get-info': lookup('مشاهدهٔ مدارک هویتی'),
  'POST /oauth2/rest/token': lookup('تمدید نشست'),
};

/**
 * Page form posts an operator may send while acting. Few: the pages that take a form post
 * are mostly the customer's own voice (reviews, votes, requests) or money and identity (bank
 * accounts, payouts, coins, partner and seller applications, identity documents). The cart's
 * plain forms are API routes (ACTING_ALLOWED). Keys are exact paths, so a page whose path
 * carries an id (an invoice's company form, /profile/factors/{id}) stays refused; the
 * operator has the API route for it.
 */
export const ACTING_ALLOWED_PAGES: Readonly<Record<string, ActingAllowance>> = {
  // The company details for legal invoices, as the API allows them (every form of the page posts here).
  'POST /profile/edit-legal-info': { title: 'اطلاعات شرکت برای فاکتور رسمی' },
  // The personal details an order needs, as /v6/profile/insert allows them: a national code already
  // given and the email stay the customer's (account/profile/pages.ts refuses those fields).
  'POST /profile/edit-profile': { title: 'ویرایش مشخصات' },
  'POST /profile/settings': { title: 'تغییر تنظیمات اطلاع‌رسانی' },
  'POST /profile/recent-visits': { title: 'حذف از بازدیدهای اخیر' },
  // The checkout's plain forms, as their API calls are allowed (a tap before the page's script woke).
  'POST /cart/complete-profile': { title: 'تکمیل مشخصات هنگام سفارش' },
  'POST /profile/complete-info': { title: 'تکمیل مشخصات' },
  'POST /shipping': { title: 'افزودن نشانی' },
  'POST /profile/addresses/create': { title: 'افزودن نشانی' },
  'POST /payment': { title: 'ثبت سفارش' },
};

/**
 * Writes the acting guard never sees because they read no session (the guard sits beside
 * `authenticate()` in app/api.ts): each is named with why, and a test fails on any other.
 */
export const ACTING_NO_SESSION: Readonly<Record<string, string>> = {
  'POST /sandbox-bank/:authority': 'the development bank’s own page: the shopper answers the bank, not the shop',
  'POST /auth/send': '/auth’s plain sign-in forms: a visitor without a session signs in (a signed-in one never reaches /auth)',
  'POST /auth/verify': '/auth’s plain sign-in forms: a visitor without a session signs in (a signed-in one never reaches /auth)',
};

export const ACTING_REFUSED = 'در حالت ورود به‌جای مشتری این کار ممکن نیست؛ مشتری باید خودش وارد حساب شود';
/** Kept word for word: the bank-account and payout forms have always shown it. */
export const ACTING_BANK_REFUSED = 'در حالت ورود به‌جای مشتری، ثبت حساب بانکی و درخواست برداشت ممکن نیست؛ مشتری باید خودش وارد شود';
const ACCOUNT_REFUSED = 'در حالت ورود به‌جای مشتری، شماره موبایل، رمز عبور و دستگاه‌های حساب تغییر نمی‌کند؛ مشتری باید خودش وارد شود';
/** The partner and seller applications are the customer's own word (the provider API refuses with this too). */
const ACTING_PARTNER_REFUSED = 'در حالت ورود به‌جای مشتری نمی‌توان درخواست همکاری ثبت کرد';
export const ACTING_PROVIDER_REFUSED = 'در حالت ورود به‌جای مشتری نمی‌توان ثبت‌نام فروشنده انجام داد';
const MONEY_IN_REFUSED = 'در حالت ورود به‌جای مشتری، افزایش موجودی و تبدیل سکه ممکن نیست؛ مشتری باید خودش وارد شود';
/** The email is where the account's confirmations go: the customer sets and confirms it. */
const EMAIL_REFUSED = 'در حالت ورود به‌جای مشتری، ایمیل حساب تغییر نمی‌کند؛ مشتری باید خودش وارد شود';
/** Identity papers are the customer's own to send. */
const IDENTITY_DOCUMENTS_REFUSED = 'در حالت ورود به‌جای مشتری، بارگذاری مدارک هویتی ممکن نیست؛ مشتری باید خودش وارد شود';

export interface SensitiveAction {
  title: string;
  message: string;
}

const sensitive = (title: string, message: string): SensitiveAction => ({ title, message });

/**
 * The writes that take an account over or move money on the customer's word, named so the
 * record, the refusal and the tests say what was tried. They are refused like everything
 * else off the allow-list; this list only gives them their title and message, and a test
 * keeps them off ACTING_ALLOWED.
 */
export const ACTING_SENSITIVE: Readonly<Record<string, SensitiveAction>> = {
  'POST /v6/user/change-mobile': sensitive('تغییر شماره موبایل', ACCOUNT_REFUSED),
  'POST /v6/user/verify-change-mobile': sensitive('تأیید تغییر شماره موبایل', ACCOUNT_REFUSED),
  'POST /v6/user/revert-mobile': sensitive('بازگرداندن شماره موبایل', ACCOUNT_REFUSED),
  'POST /v6/user/verify-revert-mobile': sensitive('تأیید بازگرداندن شماره موبایل', ACCOUNT_REFUSED),
  'POST /v6/profile/set-password-send-code': sensitive('تعیین رمز عبور', ACCOUNT_REFUSED),
  'POST /v6/profile/set-password-validate-code': sensitive('تأیید رمز عبور', ACCOUNT_REFUSED),
  'POST /v6/user/set-device-token': sensitive('ثبت توکن دستگاه', ACCOUNT_REFUSED),
  'POST /v6/bank-account/set-account': sensitive('ثبت حساب بانکی', ACTING_BANK_REFUSED),
  'POST /v6/bank-account/iban-inquiry': sensitive('استعلام شبا', ACTING_BANK_REFUSED),
  'POST /v8/bank-account/select-default': sensitive('انتخاب حساب بانکی پیش‌فرض', ACTING_BANK_REFUSED),
  'POST /v6/user-back-balance/insert': sensitive('درخواست برداشت', ACTING_BANK_REFUSED),
  'POST /v6/balance/deposit-to-account': sensitive('درخواست برداشت', ACTING_BANK_REFUSED),
  'POST /v6/balance/create': sensitive('افزایش موجودی', MONEY_IN_REFUSED),
  'POST /v6/off/convert-coin-to-off': sensitive('تبدیل سکه', MONEY_IN_REFUSED),
  'POST /v10/coworker/register': sensitive('درخواست همکاری', ACTING_PARTNER_REFUSED),
  'POST /v10/coworker/update': sensitive('ویرایش درخواست همکاری', ACTING_PARTNER_REFUSED),
  'POST /v6/provider/register/step1': sensitive('ثبت‌نام فروشنده', ACTING_PROVIDER_REFUSED),
  'POST /v6/provider/register/step2': sensitive('ثبت‌نام فروشنده', ACTING_PROVIDER_REFUSED),
  'POST /v6/provider/register/step3': sensitive('ثبت‌نام فروشنده', ACTING_PROVIDER_REFUSED),
  'POST /v6/provider/register/upload': sensitive('مدارک فروشنده', ACTING_PROVIDER_REFUSED),
  'POST /v6/provider/register/preconfirm': sensitive('ارسال درخواست فروشندگی', ACTING_PROVIDER_REFUSED),
  'POST /v6/user-upload/insert': sensitive('بارگذاری مدارک هویتی', IDENTITY_DOCUMENTS_REFUSED),
  'POST /v6/profile/update-email': sensitive('تغییر ایمیل', EMAIL_REFUSED),
  'POST /v6/profile/verify-email': sensitive('تأیید ایمیل', EMAIL_REFUSED),
};

/** The same acts through their pages' plain forms. */
export const ACTING_SENSITIVE_PAGES: Readonly<Record<string, SensitiveAction>> = {
  'POST /profile/paybuy/bank-account': sensitive('حساب بانکی', ACTING_BANK_REFUSED),
  'POST /profile/back-balance': sensitive('درخواست برداشت', ACTING_BANK_REFUSED),
  'POST /profile/scores/convert': sensitive('تبدیل سکه', MONEY_IN_REFUSED),
  'POST /profile/paybuy/top-up': sensitive('افزایش موجودی', MONEY_IN_REFUSED),
  'POST /b2b/register': sensitive('درخواست همکاری', ACTING_PARTNER_REFUSED),
  'POST /provider/register': sensitive('ثبت‌نام فروشنده', ACTING_PROVIDER_REFUSED),
  'POST /provider/upload': sensitive('مدارک فروشنده', ACTING_PROVIDER_REFUSED),
  'POST /provider/preconfirm': sensitive('ارسال درخواست فروشندگی', ACTING_PROVIDER_REFUSED),
  'POST /profile/documents': sensitive('بارگذاری مدارک هویتی', IDENTITY_DOCUMENTS_REFUSED),
  'POST /profile/change-mobile': sensitive('تغییر شماره موبایل', ACCOUNT_REFUSED),
  'POST /profile/revert-mobile': sensitive('بازگرداندن شماره موبایل', ACCOUNT_REFUSED),
  'POST /profile/verify-email': sensitive('تأیید ایمیل', EMAIL_REFUSED),
};

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type ActingVerdict = { allowed: true; audit: boolean; title: string } | { allowed: false; message: string; title: string };

/**
 * The decision for one request of an acting session: `key` is `METHOD route` (null when no
 * route matched, which is refused too). Reads pass unaudited.
 */
export function actingVerdict(key: string | null, { pages = false } = {}): ActingVerdict {
  const method = key?.split(' ', 1)[0] ?? '';
  if (READS.has(method)) return { allowed: true, audit: false, title: key! };
  const allowed = key ? (pages ? ACTING_ALLOWED_PAGES : ACTING_ALLOWED)[key] : undefined;
  if (allowed) return { allowed: true, audit: allowed.audit !== false, title: allowed.title };
  const named = key ? (pages ? ACTING_SENSITIVE_PAGES : ACTING_SENSITIVE)[key] : undefined;
  return { allowed: false, message: named?.message ?? ACTING_REFUSED, title: named?.title ?? key ?? '' };
}

/** The staff-audit action of a write while acting: `acting:POST /v6/address/create`. */
export const ACTING_ACTION_PREFIX = 'acting:';
export const actingAction = (key: string) => `${ACTING_ACTION_PREFIX}${key}`;

/** The Persian title of an acting audit row for the customer's record (`after` is the row's outcome), or null for other actions. */
export function actingActionTitle(action: string, after: unknown): string | null {
  if (!action.startsWith(ACTING_ACTION_PREFIX)) return null;
  const key = action.slice(ACTING_ACTION_PREFIX.length);
  const title = ACTING_ALLOWED[key]?.title ?? ACTING_SENSITIVE[key]?.title ?? ACTING_ALLOWED_PAGES[key]?.title ?? ACTING_SENSITIVE_PAGES[key]?.title ?? key;
  const outcome = (after ?? {}) as { status?: number; refused?: boolean };
  if (outcome.refused) return `به‌جای مشتری، رد شد: ${title}`;
  if ((outcome.status ?? 200) >= 400) return `به‌جای مشتری، ناموفق: ${title}`;
  return `به‌جای مشتری: ${title}`;
}
