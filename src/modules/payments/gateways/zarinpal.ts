import type { Gateway, ReverseResult, VerifyResult } from '../gateway.ts';
import {
  BANK_WINDOW_MS,
  REVERSE_WITHIN_MS,
  bankMobile,
  failed,
  numberAt,
  objectAt,
  orNull,
  orUnknown,
  pending,
  postJson,
  refField,
  textAt,
  trimBase,
  unknown,
} from './http.ts';

/**
 * Zarinpal v4, REST/JSON (shared/domain/IRAN.md B1): request.json gives an authority, the
 * shopper pays at StartPay/{authority} and comes back with `?Authority=…&Status=OK|NOK`.
 * The return is never trusted, Status included: verify.json is always asked, with our
 * amount, and Zarinpal itself refuses a payment of another amount (-50). What it does not
 * verify, it gives back to the card after its deadline, so a refused payment needs no
 * reversal. reverse.json gives a verified payment back (within 30 minutes, from a
 * whitelisted server IP); unVerified.json lists what reconciliation must still finish.
 *
 * Failure paths: -51 says only "no successful payment yet", also while the shopper is still
 * on the payment page; inquiry.json tells them apart (IN_BANK: still paying, 'pending';
 * FAILED or REVERSED: failed for good; no readable answer: unknown). A reversal whose answer
 * is lost or refused is checked with inquiry.json too: REVERSED is done, and only an explicit
 * "too late / cannot be reversed" about a payment still VERIFIED lets the shop credit the
 * shopper's balance instead.
 */
export const ZARINPAL_ID = 'zarinpal';
export const ZARINPAL_TITLE = 'زرین‌پال';

export interface ZarinpalOptions {
  merchantId: string;
  /** https://payment.zarinpal.com (the sandbox: https://sandbox.zarinpal.com). */
  baseUrl: string;
  timeoutMs: number;
}

/** Answers that are about this payment, for good: -50 amount differs, -51 not paid, -53 another merchant's, -54 no such authority. */
const FAILED_CODES = new Set([-50, -53, -54]);
const NOT_PAID = -51;
/** reverse.json: -60 the bank cannot reverse this session, -63 the 30-minute window has passed. */
const CANNOT_REVERSE = new Set([-60, -63]);

/** A v4 answer's code and fields: `data` on success, `errors` (with `data: []`) on failure. */
function read(answer: Record<string, unknown>) {
  const data = objectAt(answer.data);
  const errors = objectAt(answer.errors);
  const code = numberAt(data.code) ?? numberAt(errors.code);
  const message = textAt(data.message) ?? textAt(errors.message) ?? '';
  return { data, code, said: `${code ?? '?'} ${message}`.trim() };
}

export function zarinpalGateway(options: ZarinpalOptions): Gateway {
  const api = (name: string) => `${trimBase(options.baseUrl)}/pg/v4/payment/${name}.json`;
  const ask = (name: string, body: Record<string, unknown>) => postJson(api(name), { merchant_id: options.merchantId, ...body }, options.timeoutMs);
  /** inquiry.json's status of a payment (IN_BANK, PAID, VERIFIED, FAILED, REVERSED), or null without a readable answer. */
  const inquiry = async (authority: string): Promise<string | null> => {
    const answer = await orNull(async () => read(await ask('inquiry', { authority })));
    return answer?.code === 100 ? textAt(answer.data.status) : null;
  };

  return {
    id: ZARINPAL_ID,
    title: ZARINPAL_TITLE,
    windowMs: BANK_WINDOW_MS,
    reverseWithinMs: REVERSE_WITHIN_MS,
    async start(request) {
      const answer = read(
        await ask('request', {
          amount: request.amountRial,
          currency: 'IRR',
          description: request.description,
          callback_url: request.callbackUrl,
          metadata: { order_id: String(request.attemptId), ...(bankMobile(request.mobile) ? { mobile: request.mobile } : {}) },
        }),
      );
      const authority = textAt(answer.data.authority);
      if (answer.code !== 100 || !authority) throw new Error(`zarinpal refused the payment request: ${answer.said}`);
      return { authority, paymentUrl: `${trimBase(options.baseUrl)}/pg/StartPay/${encodeURIComponent(authority)}` };
    },
    readCallback(params) {
      // Status is not kept: verify asks the bank whatever the return claims.
      const authority = refField(params, 'Authority', /^[A-Za-z0-9]{10,64}$/);
      return authority ? { authority, data: {} } : null;
    },
    verify: ({ authority, amountRial }) =>
      orUnknown(async (): Promise<VerifyResult> => {
        const answer = read(await ask('verify', { authority, amount: amountRial }));
        if (answer.code === 100 || answer.code === 101) {
          // 101 answers the first verification's details again; the authority stands in for a
          // missing ref_id (unique per gateway, like a ref_id), so the payment is still recorded.
          const refId = textAt(answer.data.ref_id) ?? authority;
          const cardPan = textAt(answer.data.card_pan);
          const cardHash = textAt(answer.data.card_hash);
          return { outcome: 'paid', refId, amountRial, cardPan, cardHash, already: answer.code === 101, message: answer.said };
        }
        if (answer.code !== null && FAILED_CODES.has(answer.code)) return failed(answer.said);
        if (answer.code === NOT_PAID) {
          const status = await inquiry(authority);
          if (status === 'IN_BANK') return pending(`${answer.said}; inquiry IN_BANK`);
          if (status === 'FAILED' || status === 'REVERSED') return failed(`${answer.said}; inquiry ${status}`);
          return unknown(`${answer.said}; inquiry ${status ?? 'unanswered'}`);
        }
        // Our merchant settings, a rate limit, an error we do not know: nothing is decided.
        return unknown(answer.said);
      }),
    async reverse({ authority }): Promise<ReverseResult> {
      const answer = await orNull(async () => read(await ask('reverse', { authority })));
      if (answer?.code === 100) return 'reversed';
      // A lost answer, "not in success status" (reversed before?), or a refusal: the bank's books decide.
      const status = await inquiry(authority);
      if (status === 'REVERSED') return 'reversed';
      if (status === 'VERIFIED' && answer?.code != null && CANNOT_REVERSE.has(answer.code)) return 'refused';
      return 'unknown';
    },
    async unverified() {
      const answer = read(await ask('unVerified', {}));
      if (answer.code !== 100) throw new Error(`zarinpal refused the unverified list: ${answer.said}`);
      const list = Array.isArray(answer.data.authorities) ? answer.data.authorities : [];
      return list.map((a) => textAt(objectAt(a).authority)).filter((a): a is string => a !== null);
    },
  };
}
