import * as z from 'zod/mini';
import { toAsciiDigits, toFaDigits } from '#lib/digits.ts';
import { formatToman } from '#lib/money.ts';
import { bankOfCard, bankOfSheba, cleanDigits, isValidCardNumber, isValidSheba, normalizeSheba } from '#lib/validation/iran.ts';
import { preprocess, requiredText, rialAmount, typedAmount } from '#lib/validation/rules.ts';

/**
 * Bank accounts and payout requests: the contracts of /v6/bank-account/* and
 * /v6/user-back-balance/*, their Persian messages and the display helpers the pages use.
 * Isomorphic (zod/mini, no server imports): a form island may use the same rules.
 */

/** The smallest payout, in rials (10,000 toman): a transfer costs the shop more below it. */
export const PAYOUT_MIN_RIAL = 100_000;

export const BANK_MESSAGES = {
  shebaRequired: 'شماره شبا را وارد کنید',
  shebaFormat: 'شماره شبا باید ۲۴ رقم بعد از IR باشد',
  shebaCheck: 'شماره شبا معتبر نیست؛ رقم‌ها را دوباره بررسی کنید',
  shebaBank: 'بانک این شماره شبا شناخته نشد',
  cardFormat: 'شماره کارت باید ۱۶ رقم باشد',
  cardCheck: 'شماره کارت معتبر نیست؛ رقم‌ها را دوباره بررسی کنید',
  cardForeign: 'این کارت متعلق به بانک‌های ایرانی نیست',
  cardOtherBank: 'کارت و شماره شبا باید متعلق به یک بانک باشند',
  duplicate: 'این شماره شبا قبلاً در حساب‌های شما ثبت شده است',
  tooMany: (max: number) => `حداکثر ${toFaDigits(max)} حساب بانکی می‌توانید ثبت کنید`,
  needIdentity: 'حساب بانکی باید به نام خودتان باشد؛ ابتدا نام و کد ملی خود را در پروفایل ثبت کنید',
  notYours: 'صاحب این حساب با نام و کد ملی شما یکسان نیست؛ شبای حسابی به نام خودتان وارد کنید',
  accountNotFound: 'حساب بانکی یافت نشد',
  accountBusy: 'برای این حساب درخواست برداشتی در حال بررسی است؛ پس از تعیین وضعیت آن می‌توانید حذفش کنید',
  inquiryBusy: 'تعداد استعلام‌های شما بیش از حد مجاز است. کمی بعد دوباره تلاش کنید',
  infoMissing: 'شماره شبا یا شماره کارت را وارد کنید',
  id: 'شناسه معتبر نیست',
} as const;

export const PAYOUT_MESSAGES = {
  amountRequired: 'مبلغ را وارد کنید',
  amountNumber: 'مبلغ را فقط با رقم وارد کنید',
  amountMin: `حداقل مبلغ برداشت ${formatToman(PAYOUT_MIN_RIAL)} است`,
  amountMax: 'مبلغ درخواستی بیش از موجودی کیف پول شماست',
  chooseAccount: 'حساب بانکی مقصد را انتخاب کنید',
  notFound: 'درخواست برداشت یافت نشد',
  alreadyDecided: 'درباره این درخواست قبلاً تصمیم گرفته شده است',
  reasonRequired: 'دلیل رد درخواست را بنویسید',
  transferRefRequired: 'شماره پیگیری واریز را وارد کنید',
  staffOnly: 'فقط کارکنان فروشگاه درباره درخواست برداشت تصمیم می‌گیرند',
} as const;

/** Why a shopper may not ask for a payout now (get-pre-form's `reasons`, the 422 of insert). */
export const PAYOUT_BLOCKERS = {
  identity: 'برای برداشت از کیف پول، ابتدا نام و کد ملی خود را در پروفایل ثبت کنید',
  balance: `موجودی کیف پول شما کمتر از حداقل مبلغ برداشت (${formatToman(PAYOUT_MIN_RIAL)}) است`,
  pending: 'یک درخواست برداشت در حال بررسی دارید؛ پس از تعیین وضعیت آن می‌توانید درخواست تازه‌ای ثبت کنید',
} as const;
export type PayoutBlocker = keyof typeof PAYOUT_BLOCKERS;

/** A payout's state (wallet/schema.ts payout_requests.state; repeated here so islands need no server file). */
export type PayoutState = 'pending' | 'paid' | 'refused';

export const PAYOUT_STATE_TITLES: Readonly<Record<PayoutState, string>> = {
  pending: 'در حال بررسی',
  paid: 'واریز شد',
  refused: 'رد شد',
};

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const issue = (ctx: { issues: unknown[] }, message: string, input: unknown) => {
  (ctx.issues as { code: string; message: string; input: unknown }[]).push({ code: 'custom', message, input });
  return z.NEVER;
};

/** A Sheba as typed (Persian digits, spaces, dashes, with or without IR) → `IR` + 24 digits, or the precise reason it is wrong. */
export const shebaInput = () =>
  z.pipe(
    preprocess((v) => emptyToUndefined(v), z.string({ error: BANK_MESSAGES.shebaRequired })),
    z.transform((raw: string, ctx) => {
      const sheba = normalizeSheba(raw);
      if (!/^IR\d{24}$/.test(sheba)) return issue(ctx, BANK_MESSAGES.shebaFormat, raw);
      if (!isValidSheba(sheba)) return issue(ctx, BANK_MESSAGES.shebaCheck, raw);
      if (!bankOfSheba(sheba)) return issue(ctx, BANK_MESSAGES.shebaBank, raw);
      return sheba;
    }),
  );

/** A card number as typed → 16 ASCII digits, checked by Luhn and an Iranian BIN (IRAN.md A3). */
export const cardInput = () =>
  z.pipe(
    requiredText(),
    z.transform((raw: string, ctx) => {
      const card = cleanDigits(raw);
      if (!/^\d{16}$/.test(card)) return issue(ctx, BANK_MESSAGES.cardFormat, raw);
      if (!bankOfCard(card)) return issue(ctx, /^\d{16}$/.test(card) && luhnOnly(card) ? BANK_MESSAGES.cardForeign : BANK_MESSAGES.cardCheck, raw);
      if (!isValidCardNumber(card)) return issue(ctx, BANK_MESSAGES.cardCheck, raw);
      return card;
    }),
  );

/** Luhn alone: tells a foreign card (valid digits, no Iranian BIN) from a mistyped one. */
function luhnOnly(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1 && (d *= 2) > 9) d -= 9;
    sum += d;
  }
  return sum % 10 === 0;
}

/** POST /v6/bank-account/set-account and the add-account form: a Sheba, and optionally a card of the same bank. */
export const bankAccountForm = z
  .object({
    sheba: shebaInput(),
    card_number: preprocess(emptyToUndefined, z.optional(cardInput())),
  })
  .check(
    z.refine((v) => !v.card_number || bankOfCard(v.card_number) === bankOfSheba(v.sheba), {
      error: BANK_MESSAGES.cardOtherBank,
      path: ['card_number'],
    }),
  );
export type BankAccountInput = z.output<typeof bankAccountForm>;

export const shebaBody = z.object({ sheba: shebaInput() });

/** The payout's amount: rials from a client (digits only), toman as a person types them in the form. */
const amountMessages = { required: PAYOUT_MESSAGES.amountRequired, invalid: PAYOUT_MESSAGES.amountNumber };

const optionalAccountId = preprocess(
  (v) => {
    const s = typeof v === 'number' ? String(v) : typeof v === 'string' ? toAsciiDigits(v.trim()) : v;
    return s === '' || s === null ? undefined : s;
  },
  z.optional(
    z.pipe(z.string({ error: PAYOUT_MESSAGES.chooseAccount }).check(z.regex(/^\d{1,9}$/, { error: PAYOUT_MESSAGES.chooseAccount })), z.transform(Number)),
  ),
);

/**
 * POST /v6/user-back-balance/insert and /v6/balance/deposit-to-account: the amount in
 * RIALS (the spec's client multiplies the toman it shows by 10) and the account to pay
 * into (the default account when left out).
 */
export const payoutBody = z.object({
  amount: rialAmount({ min: PAYOUT_MIN_RIAL, messages: { ...amountMessages, min: PAYOUT_MESSAGES.amountMin } }),
  bank_account_id: optionalAccountId,
});
export type PayoutInput = z.output<typeof payoutBody>;

/** The /profile/back-balance form: the amount as the shopper types it, in toman. */
export const payoutForm = z.object({
  amount: z
    .pipe(
      // No balance comes near the bound; it keeps toman × 10 an exact integer.
      typedAmount({ max: Math.floor(Number.MAX_SAFE_INTEGER / 10), messages: { ...amountMessages, max: PAYOUT_MESSAGES.amountMax } }),
      z.transform((toman: number) => toman * 10),
    )
    .check(z.refine((rial: number) => rial >= PAYOUT_MIN_RIAL, { error: PAYOUT_MESSAGES.amountMin })),
  bank_account_id: optionalAccountId,
});

/** One of the shopper's bank accounts (/v6/bank-account/view, /v8/bank-account/list-by-user). */
export interface BankAccountView {
  id: number;
  /** IR + 24 ASCII digits. */
  sheba: string;
  /** In groups of 4: «IR82 0540 1026 8002 0817 9090 02». */
  sheba_formatted: string;
  /** The bank and the last digits readable, the middle hidden: «IR82 0540 •••• •••• •••• 9090 02». */
  sheba_masked: string;
  bank_code: string;
  /** «بانک پارسیان». */
  bank_name: string;
  /** 16 ASCII digits, or null. */
  card_number: string | null;
  /** In groups of 4: «6221 0610 1234 5676». */
  card_number_formatted: string | null;
  /** The holder as the inquiry service named them; null when it could not be asked. */
  owner_name: string | null;
  is_default: boolean;
  created_at: string;
}

/** GET /v6/bank-account/info: what a Sheba or card number as typed is. */
export interface BankInfoView {
  type: 'sheba' | 'card';
  /** Normalised (IR + 24 digits, or 16 digits). */
  value: string;
  formatted: string;
  valid: boolean;
  /** The first reason it is not valid, in Persian; null when valid. */
  message: string | null;
  bank_code: string | null;
  bank_name: string | null;
}

/** POST /v6/bank-account/iban-inquiry. */
export interface IbanInquiryView {
  sheba: string;
  bank_code: string;
  bank_name: string;
  /** False when the inquiry service could not answer now. */
  available: boolean;
  /** Whether the account is the caller's (their name and national code); null when unavailable. */
  matches: boolean | null;
  /** The holder's name, given only when it is the caller. */
  owner_name: string | null;
}

/** One payout request (/v6/user-back-balance/index). */
export interface PayoutView {
  id: number;
  /** Rials. */
  amount: number;
  state: PayoutState;
  state_title: string;
  /** Why staff refused it (Persian), when refused. */
  reason: string | null;
  /** The bank transfer's reference, when paid. */
  transfer_ref: string | null;
  bank_account_id: number;
  bank_name: string;
  sheba_masked: string;
  created_at: string;
  decided_at: string | null;
}

/** GET /v6/user-back-balance/get-pre-form: what the request form needs. */
export interface PayoutPreForm {
  /** Rials. */
  balance: number;
  min_amount: number;
  max_amount: number;
  /** The identity's canCustomerBackBalanceRequest. */
  allowed: boolean;
  /** Why not, in Persian (empty when allowed). */
  reasons: string[];
  accounts: BankAccountView[];
  default_account_id: number | null;
  pending: PayoutView | null;
}

export { bankTitle, formatCard, formatSheba, maskSheba } from './format.ts';
