import { normalizePersian } from '#lib/normalize.ts';
import { limitStore } from '#server/auth/rate-limit.ts';
import { config } from '#server/config.ts';
import { ApiError } from '#server/errors.ts';
import { BANK_MESSAGES } from './validation.ts';

/**
 * Sheba inquiry (استعلام شبا): who holds the account behind a Sheba, and whether that is
 * the shopper asking. Payouts go only to the shopper's own account, so an account whose
 * holder the service names as someone else is refused (docs/adr/0013).
 *
 * A real provider (a bank's or an aggregator's IBAN inquiry, e.g. Finnotech or Jibit) is
 * one adapter implementing `ShebaInquiry`, chosen by `SHEBA_INQUIRY`. Adapters never throw
 * for the service's own trouble (timeouts, errors, no credit): they answer `unavailable`,
 * and the account is kept without a holder's name for staff to check at payout time.
 */
export interface InquiryQuestion {
  /** IR + 24 digits, already valid. */
  sheba: string;
  firstName: string | null;
  lastName: string | null;
  nationalCode: string | null;
}

export type InquiryAnswer = { status: 'answered'; ownerName: string; matches: boolean } | { status: 'unavailable' };

export interface ShebaInquiry {
  readonly id: string;
  inquire(q: InquiryQuestion): Promise<InquiryAnswer>;
}

/** Known to the local fake: a valid Melli Sheba whose holder is "someone else". */
export const FAKE_SHEBA_NOT_MATCHING = 'IR060170000000000000000000';
/** Known to the local fake: a valid Melli Sheba the "service" cannot answer for. */
export const FAKE_SHEBA_UNAVAILABLE = 'IR760170000000000000000001';

const OTHER_HOLDERS = ['رضا کریمی', 'زهرا حسینی', 'محمد رضایی', 'فاطمه موسوی'];

/**
 * The local fake (development and tests): deterministic, no network. Every Sheba belongs
 * to the shopper asking, except FAKE_SHEBA_NOT_MATCHING (held by a name derived from its
 * digits) and FAKE_SHEBA_UNAVAILABLE (no answer).
 */
export const fakeInquiry: ShebaInquiry = {
  id: 'fake',
  async inquire(q) {
    if (q.sheba === FAKE_SHEBA_UNAVAILABLE) return { status: 'unavailable' };
    const own = [q.firstName, q.lastName].filter(Boolean).join(' ');
    if (q.sheba === FAKE_SHEBA_NOT_MATCHING || !own) {
      const digits = [...q.sheba.slice(2)].reduce((sum, d) => sum + Number(d), 0);
      return { status: 'answered', ownerName: OTHER_HOLDERS[digits % OTHER_HOLDERS.length]!, matches: false };
    }
    return { status: 'answered', ownerName: own, matches: true };
  },
};

/** No inquiry service configured (production without one): every answer is "unavailable". */
export const noInquiry: ShebaInquiry = { id: 'none', inquire: async () => ({ status: 'unavailable' }) };

const PROVIDERS: Readonly<Record<string, ShebaInquiry>> = { fake: fakeInquiry, none: noInquiry };

/**
 * The configured provider: `SHEBA_INQUIRY` (fake | none | a real adapter's id), the fake
 * by default outside production. Production never uses the fake (it would vouch for any
 * Sheba); an unknown id there falls back to `none`.
 */
export function shebaInquiry(): ShebaInquiry {
  const wanted = process.env.SHEBA_INQUIRY?.trim() || (config.isProduction ? 'none' : 'fake');
  if (wanted === 'fake' && config.isProduction) return noInquiry;
  return PROVIDERS[wanted] ?? noInquiry;
}

/** Names compared as people write them: ي/ك, ZWNJ, spacing and diacritics do not matter. */
export const sameName = (a: string, b: string) => normalizePersian(a).replace(/\s+/g, '') === normalizePersian(b).replace(/\s+/g, '');

/** Inquiries a shopper may make an hour (real services charge per call). */
export const INQUIRIES_PER_HOUR = 20;

/** Asks the provider on the shopper's behalf, within their hourly allowance (429 beyond it). */
export async function inquireFor(userId: number, q: InquiryQuestion, provider: ShebaInquiry = shebaInquiry()): Promise<InquiryAnswer> {
  const hit = await limitStore().hit(`sheba-inquiry:u:${userId}`, 3600);
  if (hit.count > INQUIRIES_PER_HOUR) throw new ApiError(429, BANK_MESSAGES.inquiryBusy, undefined, { 'Retry-After': String(hit.resetIn) });
  try {
    return await provider.inquire(q);
  } catch {
    return { status: 'unavailable' };
  }
}
