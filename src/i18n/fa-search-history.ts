/**
 * Words of a signed-in shopper's recent searches under the header search box and of their
 * API (search/history*.ts). Kept apart from fa.ts and fa-shell.ts: the panel loads on the
 * first focus of the empty box, so every page does not ship these words.
 */
export const faSearchHistory = {
  title: 'جستجوهای اخیر',
  clearAll: 'پاک کردن همه',
  remove: (query: string) => `حذف جستجوی ${query}`,
  removed: (query: string) => `جستجوی ${query} حذف شد`,
  cleared: 'جستجوهای اخیر پاک شد',
  /** The screen reader's hint when the list opens. */
  shown: (count: string) => `${count} جستجوی اخیر؛ با کلیدهای جهت‌نما انتخاب کنید`,
  emptyQuery: 'عبارت جستجو را وارد کنید',
  recorded: 'جستجو ثبت شد',
  notFound: 'این جستجو در فهرست جستجوهای اخیر شما نیست',
} as const;
