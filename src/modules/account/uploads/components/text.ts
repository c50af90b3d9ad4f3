/** The words of /profile/documents (only this screen uses them). */
export const documentsText = {
  title: 'مدارک هویتی',
  intro:
    'تصویر مدارک خود را بارگذاری کنید: تصویر (JPG، PNG یا WebP) تا ۲۵ کیلوبایت یا فایل PDF تا ۲ مگابایت. مدارک شما فقط برای خودتان و کارشناسان بازار قابل مشاهده است.',
  uploaded: 'بارگذاری شده؛ مشاهده',
  notUploaded: 'بارگذاری نشده',
  fileFor: (title: string) => `فایل ${title}`,
  replaceFor: (title: string) => `فایل جدید برای ${title}`,
  upload: 'بارگذاری',
  done: (title: string) => `«${title}» بارگذاری شد.`,
  acting: 'در حالت ورود به‌جای مشتری، بارگذاری مدارک هویتی ممکن نیست؛ مشتری باید خودش وارد شود.',
} as const;
