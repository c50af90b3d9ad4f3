/**
 * The words of reviews, questions and feedback. Server-rendered only, so kept
 * out of fa.ts, which islands import: these never reach the browser's scripts.
 */
export const faReviews = {
  summaryOf: (n: string) => `از ${n} دیدگاه`,
  recommendShare: (percent: string) => `${percent}٪ از نویسندگان خرید این کالا را پیشنهاد کرده‌اند`,
  criteria: 'امتیاز به تفکیک معیار',
  distribution: 'تعداد دیدگاه‌ها به تفکیک امتیاز',
  stars: (n: string) => `${n} ستاره`,
  write: 'دیدگاه خود را بنویسید',
  edit: 'ویرایش دیدگاه شما',
  writeHint: 'این کالا را خریده‌اید یا از آن استفاده کرده‌اید؟ تجربهٔ خود را با دیگران در میان بگذارید.',
  sortLabel: 'مرتب‌سازی دیدگاه‌ها',
  sorts: { newest: 'جدیدترین', helpful: 'مفیدترین', buyers: 'دیدگاه خریداران' },
  listLabel: 'دیدگاه‌های کاربران',
  pagerLabel: 'صفحه‌های دیدگاه‌ها',
  buyer: 'خریدار',
  pros: 'نقاط قوت',
  cons: 'نقاط ضعف',
  recommend: { '1': 'خرید این کالا را پیشنهاد می‌کنم', '-1': 'خرید این کالا را پیشنهاد نمی‌کنم', '0': 'در مورد خرید این کالا مطمئن نیستم' } as Record<
    string,
    string
  >,
  scoreOf: (score: string) => `امتیاز ${score} از ۵`,
  sent: { approved: 'دیدگاه شما ثبت و منتشر شد. سپاس از شما!', pending: 'دیدگاه شما ثبت شد و پس از بررسی منتشر می‌شود.' } as Record<string, string>,
  // The form
  formTitle: (name: string) => `دیدگاه شما دربارهٔ ${name}`,
  scoresLegend: 'به هر معیار از ۱ تا ۵ امتیاز دهید',
  scoreNames: ['خیلی بد', 'بد', 'معمولی', 'خوب', 'عالی'],
  title: 'عنوان دیدگاه (اختیاری)',
  text: 'متن دیدگاه',
  textHint: 'دست‌کم ۱۰ نویسه؛ از تجربهٔ خود بنویسید. نشانی سایت، شمارهٔ تلفن و واژه‌های نامناسب باعث بررسی دستی می‌شود.',
  prosField: 'نقاط قوت (هر نکته در یک سطر)',
  consField: 'نقاط ضعف (هر نکته در یک سطر)',
  recommendLegend: 'خرید این کالا را به دیگران پیشنهاد می‌کنید؟',
  recommendOptions: [
    { value: '1', label: 'پیشنهاد می‌کنم' },
    { value: '0', label: 'مطمئن نیستم' },
    { value: '-1', label: 'پیشنهاد نمی‌کنم' },
  ],
  anonymous: 'دیدگاه بدون نام من نمایش داده شود',
  submit: 'ثبت دیدگاه',
  save: 'ذخیرهٔ تغییرات',
  state: (text: string) => `وضعیت دیدگاه شما: ${text}`,
  refused: (reason: string) => `دلیل رد: ${reason}`,
  backToProduct: 'بازگشت به صفحهٔ کالا',
} as const;
