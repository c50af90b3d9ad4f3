import type { Gateway, VerifyResult } from '../gateway.ts';
import { BANK_WINDOW_MS, bankMobile, failed, numberAt, orNull, orUnknown, pending, postJson, refField, textAt, trimBase, unknown } from './http.ts';

/**
 * Zibal (shared/domain/IRAN.md B4): v1/request gives a trackId, the shopper pays at
 * /start/{trackId} and comes back with `?success=…&status=…&trackId=…&orderId=…`. As with
 * Zarinpal the return is never trusted: v1/verify is always asked, and needs nothing but
 * the trackId, so reconciliation can verify a shopper who never came back.
 *
 * v1/verify takes no amount: the answer's `amount` is reported as what arrived, so one
 * that differs from ours reaches flows/verify-payment.ts (and steps/settle.ts) as a mismatch. 201 (verified
 * before) carries no details, so v1/inquiry is asked for them. Zibal's gateway API has no
 * reversal: a payment the shop cannot keep is credited to the shopper's balance instead.
 *
 * 202 says only "not paid (yet)", also while the shopper is still on the payment page, so
 * v1/inquiry is asked: -1 (waiting) is 'pending', 1 (verified) is paid, 2 (paid, not yet
 * verified) is asked again later; only the other statuses (cancelled, failed, given back)
 * fail the payment, and no readable answer leaves it undecided.
 */
export const ZIBAL_ID = 'zibal';
export const ZIBAL_TITLE = 'زیبال';

export interface ZibalOptions {
  /** The merchant key; "zibal" is Zibal's own test merchant. */
  merchant: string;
  /** https://gateway.zibal.ir */
  baseUrl: string;
  timeoutMs: number;
}

/** verify: 100 verified now, 201 verified before; 202 not paid (or failed), 203 no such trackId. */
const VERIFIED = 100;
const ALREADY = 201;
const NOT_PAID = 202;
const NO_SUCH_TRACK = 203;
/** inquiry's statuses: -1 waiting at the bank's page, 1 verified, 2 paid and not yet verified. */
const STATUS_WAITING = -1;
const STATUS_VERIFIED = 1;
const STATUS_PAID = 2;

export function zibalGateway(options: ZibalOptions): Gateway {
  const api = (name: string, body: Record<string, unknown>) =>
    postJson(`${trimBase(options.baseUrl)}/v1/${name}`, { merchant: options.merchant, ...body }, options.timeoutMs);
  const said = (a: Record<string, unknown>) => `${numberAt(a.result) ?? '?'} ${textAt(a.message) ?? ''}`.trim();

  /** A verified answer (verify's 100, or inquiry's) as a payment; undecided without its amount or reference. */
  const paid = (a: Record<string, unknown>, already: boolean, message: string): VerifyResult => {
    const amountRial = numberAt(a.amount);
    const refId = textAt(a.refNumber);
    if (amountRial === null || refId === null) return unknown(`${message} (without amount or refNumber)`);
    return { outcome: 'paid', refId, amountRial, cardPan: textAt(a.cardNumber), cardHash: null, already, message };
  };

  return {
    id: ZIBAL_ID,
    title: ZIBAL_TITLE,
    windowMs: BANK_WINDOW_MS,
    async start(request) {
      const answer = await api('request', {
        amount: request.amountRial,
        callbackUrl: request.callbackUrl,
        description: request.description,
        orderId: String(request.attemptId),
        ...(bankMobile(request.mobile) ? { mobile: request.mobile } : {}),
      });
      const trackId = numberAt(answer.trackId);
      if (numberAt(answer.result) !== VERIFIED || trackId === null) throw new Error(`zibal refused the payment request: ${said(answer)}`);
      return { authority: String(trackId), paymentUrl: `${trimBase(options.baseUrl)}/start/${trackId}` };
    },
    readCallback(params) {
      const trackId = refField(params, 'trackId', /^\d{1,18}$/);
      return trackId ? { authority: trackId, data: {} } : null;
    },
    verify: ({ authority }) =>
      orUnknown(async (): Promise<VerifyResult> => {
        const trackId = Number(authority);
        const answer = await api('verify', { trackId });
        const code = numberAt(answer.result);
        if (code === VERIFIED) return paid(answer, false, said(answer));
        if (code === ALREADY || code === NOT_PAID) {
          const inquiry = await orNull(() => api('inquiry', { trackId }));
          const status = inquiry && numberAt(inquiry.result) === VERIFIED ? numberAt(inquiry.status) : null;
          const why = `${said(answer)}; inquiry status ${status ?? 'unanswered'}`;
          if (status === STATUS_VERIFIED) return paid(inquiry!, true, why);
          if (code === ALREADY || status === null || status === STATUS_PAID) return unknown(why);
          return status === STATUS_WAITING ? pending(why) : failed(why);
        }
        if (code === NO_SUCH_TRACK) return failed(said(answer));
        // Our merchant settings, an error we do not know: nothing is decided.
        return unknown(said(answer));
      }),
    async reverse() {
      return 'refused' as const;
    },
  };
}
