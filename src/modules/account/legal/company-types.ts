/**
 * Spec section 3 "company_type": the four kinds of Iranian company a shopper's legal invoice
 * details, a partner (wholesale) application and a seller (provider) registration name. Kept in
 * account, the kernel, so every module reads the one list through account's face.
 */
export const COMPANY_TYPES = [
  { id: 1, title: 'سهامی عام' },
  { id: 2, title: 'سهامی خاص' },
  { id: 3, title: 'با مسئولیت محدود' },
  { id: 4, title: 'تعاونی' },
] as const;

export type CompanyType = (typeof COMPANY_TYPES)[number]['id'];

export const isCompanyType = (n: unknown): n is CompanyType => COMPANY_TYPES.some((c) => c.id === n);

/** The Persian title of a company type, or '' for a code that is not one. */
export const companyTypeTitle = (id: number | null | undefined): string => COMPANY_TYPES.find((c) => c.id === id)?.title ?? '';
