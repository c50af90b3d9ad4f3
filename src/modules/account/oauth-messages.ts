/**
 * Why a partner sign-in ended without a session. The callback sends the shopper to /auth
 * with only the reason (and the partner id) in a one-minute HttpOnly cookie; /auth shows
 * the matching Persian message once. Messages never carry what the partner answered.
 */
export const OAUTH_FLASH_COOKIE = 'bz_oauth_msg';

export const OAUTH_FAILURES = {
  denied: 'ورود با {partner} لغو شد.',
  state: 'مهلت ورود با {partner} تمام شده یا درخواست نامعتبر است؛ لطفاً دوباره تلاش کنید.',
  partner: 'ارتباط با {partner} برقرار نشد؛ کمی بعد دوباره تلاش کنید یا با شماره موبایل وارد شوید.',
  'no-mobile': 'حساب شما در {partner} شماره موبایل تأییدشده ندارد؛ لطفاً با شماره موبایل وارد شوید.',
  unavailable: 'ورود با {partner} در حال حاضر ممکن نیست؛ لطفاً با شماره موبایل وارد شوید.',
  failed: 'ورود با {partner} انجام نشد؛ لطفاً دوباره تلاش کنید.',
} as const;

export type OAuthFailureReason = keyof typeof OAUTH_FAILURES;

/** Used when the partner is unknown by the time the message shows. */
export const SOME_PARTNER = 'حساب بیرونی';

const isReason = (value: string): value is OAuthFailureReason => Object.hasOwn(OAUTH_FAILURES, value);

/** The flash cookie's value: `reason` or `reason.partnerId`. */
export const flashValue = (reason: OAuthFailureReason, partnerId?: string) => (partnerId ? `${reason}.${partnerId}` : reason);

/** The message for a flash value, or null for anything unexpected. */
export function flashMessage(value: string | undefined, partnerName: (id: string) => string | undefined): string | null {
  const [reason = '', partnerId = ''] = (value ?? '').split('.', 2);
  if (!isReason(reason)) return null;
  return OAUTH_FAILURES[reason].replace('{partner}', (partnerId && partnerName(partnerId)) || SOME_PARTNER);
}
