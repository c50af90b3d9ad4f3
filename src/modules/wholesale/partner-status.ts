/**
 * Where a partner (hamkar) application stands: users.coworker_status and
 * partner_applications.status (spec section 3 `coWorker.status.code`). The spec fixes only
 * the confirmed code (section 4: confirmed when the code equals the constant, 2 here as in
 * account/identity.ts); waiting, refused and needs-changes are ours (docs/adr/0021).
 */
// `confirmed` is account's COWORKER_CONFIRMED (the partner rule); spelled here so this table never
// reads another module at load time (partner-status.test.ts keeps the two equal).
export const COWORKER_STATUS = { waiting: 1, confirmed: 2, refused: 3, needsChanges: 4 } as const;
export type CoworkerStatus = (typeof COWORKER_STATUS)[keyof typeof COWORKER_STATUS];

export const COWORKER_STATUS_TITLES: Readonly<Record<CoworkerStatus, string>> = {
  1: 'در انتظار بررسی',
  2: 'تأیید شده',
  3: 'رد شده',
  4: 'نیاز به اصلاح',
};

/** How applicants heard of the programme (GET /v10/coworker/intro-methods). */
export const INTRO_METHODS = [
  { id: 1, title: 'جست‌وجو در اینترنت' },
  { id: 2, title: 'شبکه‌های اجتماعی' },
  { id: 3, title: 'معرفی دوستان یا همکاران' },
  { id: 4, title: 'نمایشگاه‌های تجاری' },
  { id: 5, title: 'کارشناسان فروش بازار' },
  { id: 6, title: 'سایر' },
] as const;

// The four company types (spec section 3 "company_type") are account's COMPANY_TYPES: the shopper's
// legal invoice details use them too, and account is the kernel every module reads.
