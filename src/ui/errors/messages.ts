/**
 * The error page's words per status (spec section 8). 504 reads like 400; 499 (the
 * request was cancelled) and a request that got no answer have their own pictures.
 */
export type ErrorIllustration = 'not-found' | 'forbidden' | 'server' | 'busy' | 'offline' | 'generic';

export interface ErrorCopy {
  message: string;
  description: string;
  illustration: ErrorIllustration;
}

const BAD_REQUEST: ErrorCopy = {
  message: 'درخواست شما مشکل دارد',
  description: 'لطفاً اطلاعات را بررسی کنید و دوباره تلاش کنید.',
  illustration: 'generic',
};

export const ERROR_COPY: Readonly<Record<number, ErrorCopy>> = {
  400: BAD_REQUEST,
  401: {
    message: 'شما دسترسی انجام این عملیات را ندارید',
    description: 'برای ادامه وارد حساب کاربری خود شوید.',
    illustration: 'forbidden',
  },
  403: {
    message: 'شما به این صفحه دسترسی ندارید',
    description: 'اگر فکر می‌کنید اشتباهی رخ داده، با پشتیبانی تماس بگیرید.',
    illustration: 'forbidden',
  },
  404: {
    message: 'صفحه مورد نظر یافت نشد',
    description: 'ممکن است نشانی را اشتباه وارد کرده باشید یا این صفحه حذف شده باشد.',
    illustration: 'not-found',
  },
  429: {
    message: 'تعداد درخواست‌های شما بیش از حد مجاز است',
    description: 'کمی صبر کنید و سپس دوباره تلاش کنید.',
    illustration: 'busy',
  },
  499: {
    message: 'درخواست شما لغو شد',
    description: 'ارتباط پیش از پایان درخواست قطع شد. دوباره تلاش کنید.',
    illustration: 'offline',
  },
  500: {
    message: 'مشکلی در سرور رخ داده است',
    description: 'در حال رفع مشکل هستیم. چند دقیقه دیگر دوباره سر بزنید.',
    illustration: 'server',
  },
  503: {
    message: 'سایت در حال حاضر در دسترس نیست',
    description: 'در حال به‌روزرسانی هستیم و به‌زودی برمی‌گردیم.',
    illustration: 'server',
  },
  504: BAD_REQUEST,
};

/** A request that got no response at all (spec section 8 "no response"). */
export const NO_RESPONSE_COPY: ErrorCopy = {
  message: 'پاسخی از سرور دریافت نشد',
  description: 'اتصال اینترنت خود را بررسی کنید و دوباره تلاش کنید.',
  illustration: 'offline',
};

/** Shown when rendering the error page itself failed. */
export const ERROR_PAGE_FAILED = 'خطایی در نمایش صفحه خطا رخ داد';

export function errorCopy(status: number, fallbackMessage?: string): ErrorCopy {
  const known = ERROR_COPY[status];
  if (known) return known;
  const generic = status >= 500 ? ERROR_COPY[500]! : BAD_REQUEST;
  return fallbackMessage ? { ...generic, message: fallbackMessage } : generic;
}
