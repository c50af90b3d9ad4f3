import type { Gateway, ReverseResult, VerifyResult } from '../gateway.ts';
import {
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
 * SEP (Saman), token flow (shared/domain/IRAN.md B2). A token is asked for with our amount
 * and ResNum (the attempt's id); the shopper pays at SendToken?token=… (a plain GET, so our
 * /payment/go page is not needed) and the bank POSTs back Status, RefNum, ResNum and Token.
 *
 * The attempt is found by the returned Token, so a return naming another payment's token
 * finds another attempt or none; verify still checks Token and ResNum against the attempt.
 * VerifyTransaction is asked with RefNum and our terminal. The amount compared is
 * OrginalAmount (SEP's spelling): what the shop receives. AffectiveAmount is what the card
 * paid, smaller when a SEP discount applies, so it is never a reason to refuse a payment.
 *
 * The return is never proof, "not paid" included: its Token is visible in the payment
 * address, so anyone could send one. Without a paid return's RefNum, the receipt service
 * (api/v2/ipg/payment/receipt, by Token) says what became of the payment: still in
 * progress ('pending': SEP's window is 30 minutes), cancelled or failed (failed), or paid
 * with its RefNum, which is then verified. The same finishes a payment whose shopper never
 * came back. "Repeated request" (2) may come without TransactionDetail: the receipt gives
 * the amount and reference then. Verify -6 (too late: SEP gave it back) and 5 (reversed)
 * are failures; ReverseTransaction 0, 2 (repeated) and 5 (reversed before) are reversed.
 */
export const SEP_ID = 'sep';
export const SEP_TITLE = 'سامان (سپ)';

export interface SepOptions {
  terminalId: string;
  /** https://sep.shaparak.ir */
  baseUrl: string;
  timeoutMs: number;
}

/** The return's Status: 2 paid; the others (1 cancelled, 3 failed, 4 timed out …) are not. */
const PAID_STATUS = '2';
/** VerifyTransaction: 0 verified now, 2 a repeated request (verified before); -6 too late, given back; 5 reversed. */
const VERIFIED = 0;
const ALREADY = 2;
const GIVEN_BACK = new Set([-6, 5]);
/** ReverseTransaction: 0 reversed now, 2 a repeated request, 5 reversed before; -6 its window has passed. */
const REVERSED = new Set([0, 2, 5]);
const TOO_LATE = -6;
/** The receipt's Status: 0 in progress (the shopper is at the bank), 2 paid; the others are not. */
const RECEIPT_IN_PROGRESS = 0;
const RECEIPT_PAID = 2;
/** SEP verifies within 30 minutes of the payment, and reverses an unverified one by itself after that. */
const SEP_WINDOW_MS = 30 * 60_000;

export function sepGateway(options: SepOptions): Gateway {
  const base = trimBase(options.baseUrl);
  const terminal = () => Number(options.terminalId);
  const txn = (name: string, refNum: string) =>
    postJson(`${base}/verifyTxnRandomSessionkey/ipg/${name}`, { RefNum: refNum, TerminalNumber: terminal() }, options.timeoutMs);
  /** The receipt of the payment a token opened: its Status, RefNum and amounts; null without a readable answer. */
  const receipt = async (token: string) => {
    const answer = await orNull(() =>
      postJson(`${base}/verifyTxnRandomSessionkey/api/v2/ipg/payment/receipt`, { Token: token, TerminalNumber: terminal() }, options.timeoutMs),
    );
    if (!answer || answer.HasError === true) return null;
    const data = objectAt(answer.Data);
    const status = numberAt(data.Status);
    return status === null ? null : { status, refNum: textAt(data.RefNum), resNum: textAt(data.ResNum), amount: numberAt(data.Amount), rrn: textAt(data.Rrn) };
  };

  return {
    id: SEP_ID,
    title: SEP_TITLE,
    windowMs: SEP_WINDOW_MS,
    reverseWithinMs: REVERSE_WITHIN_MS,
    async start(request) {
      const answer = await postJson(
        `${base}/onlinepg/onlinepg`,
        {
          action: 'token',
          TerminalId: options.terminalId,
          Amount: request.amountRial,
          ResNum: String(request.attemptId),
          RedirectUrl: request.callbackUrl,
          CellNumber: bankMobile(request.mobile) ?? '',
        },
        options.timeoutMs,
      );
      const token = textAt(answer.token);
      if (numberAt(answer.status) !== 1 || !token)
        throw new Error(`sep refused the token request: ${textAt(answer.errorCode) ?? '?'} ${textAt(answer.errorDesc) ?? ''}`.trim());
      return { authority: token, paymentUrl: `${base}/OnlinePG/SendToken?token=${encodeURIComponent(token)}` };
    },
    readCallback(params) {
      const token = refField(params, 'Token');
      if (!token) return null;
      // What verify needs; never the card fields (SecurePan, HashedCardNumber).
      const data: Record<string, string> = { Token: token };
      for (const name of ['Status', 'RefNum', 'ResNum']) {
        const v = refField(params, name);
        if (v) data[name] = v;
      }
      return { authority: token, data };
    },
    verify: ({ attemptId, authority, callback }) =>
      orUnknown(async (): Promise<VerifyResult> => {
        // A return that does not match the attempt proves nothing: nothing changes.
        if (callback && (callback.Token !== authority || (callback.ResNum !== undefined && callback.ResNum !== String(attemptId))))
          return unknown('the return names another payment');
        let refNum = callback?.Status === PAID_STATUS ? callback.RefNum : undefined;
        if (callback?.Status === PAID_STATUS && !refNum) return unknown('a paid return without RefNum');
        if (!refNum) {
          // No paid return (none, or one saying "not paid"): the bank's receipt decides.
          const r = await receipt(authority);
          const said = `return Status ${callback?.Status ?? 'none'}; receipt ${r ? `Status ${r.status}` : 'unanswered'}`;
          if (!r) return unknown(said);
          if (r.resNum !== null && r.resNum !== String(attemptId)) return unknown(`${said} names another payment`);
          if (r.status === RECEIPT_IN_PROGRESS) return pending(said);
          if (r.status !== RECEIPT_PAID) return failed(said);
          if (!r.refNum) return unknown(`${said} without RefNum`);
          refNum = r.refNum;
        }
        const answer = await txn('VerifyTransaction', refNum);
        const code = numberAt(answer.ResultCode);
        const said = `${code ?? '?'} ${textAt(answer.ResultDescription) ?? ''}`.trim();
        if (code === VERIFIED || code === ALREADY) {
          const detail = objectAt(answer.TransactionDetail);
          const original = numberAt(detail.OrginalAmount) ?? numberAt(detail.AffectiveAmount);
          if (original !== null) {
            // RRN is the reference on the shopper's statement; RefNum when the bank gives none.
            const refId = textAt(detail.RRN) ?? textAt(detail.RefNum) ?? refNum;
            return {
              outcome: 'paid',
              refId,
              amountRial: original,
              cardPan: textAt(detail.MaskedPan),
              cardHash: textAt(detail.HashedPan),
              already: code === ALREADY,
              message: said,
            };
          }
          // Verified, without its details: the receipt has the amount and the reference.
          const r = await receipt(authority);
          if (!r || r.status !== RECEIPT_PAID || r.refNum !== refNum || r.amount === null)
            return unknown(`${said} without details; receipt ${r ? `Status ${r.status}` : 'unanswered'}`);
          return {
            outcome: 'paid',
            refId: r.rrn ?? refNum,
            amountRial: r.amount,
            cardPan: null,
            cardHash: null,
            already: code === ALREADY,
            message: `${said}; details from the receipt`,
          };
        }
        if (code !== null && GIVEN_BACK.has(code)) return failed(said);
        // -2 (no such RefNum: a forged return), our terminal's settings, an unknown code: nothing is decided.
        return unknown(said);
      }),
    async reverse({ authority, callback }): Promise<ReverseResult> {
      const refNum = callback?.Status === PAID_STATUS && callback.RefNum ? callback.RefNum : (await receipt(authority))?.refNum;
      if (!refNum) return 'unknown';
      const answer = await orNull(() => txn('ReverseTransaction', refNum));
      const code = answer ? numberAt(answer.ResultCode) : null;
      if (code !== null && REVERSED.has(code)) return 'reversed';
      return code === TOO_LATE ? 'refused' : 'unknown';
    },
  };
}
