import type { Gateway, VerifyResult } from '../gateway.ts';
import { bankMobile, failed, numberAt, objectAt, orUnknown, postJson, refField, textAt, trimBase, unknown } from './http.ts';

/**
 * SEP (Saman), token flow (shared/domain/IRAN.md B2). A token is asked for with our amount
 * and ResNum (the attempt's id); the shopper pays at SendToken?token=… (a plain GET, so our
 * /payment/go page is not needed) and the bank POSTs back Status, RefNum, ResNum and Token.
 *
 * The attempt is found by the returned Token, so a return naming another payment's token
 * finds another attempt or none; verify still checks Token and ResNum against the attempt.
 * VerifyTransaction is asked with RefNum and our terminal and answers what the card paid
 * (AffectiveAmount): reported as it is, so a different amount reaches verify.ts, which
 * gives it back with ReverseTransaction (reverse below) before anything is recorded.
 *
 * SEP verifies only with the return's RefNum, and has no list of payments left
 * unverified: when the shopper never came back there is nothing to ask, and SEP gives an
 * unverified payment back to the card by itself (within 30 minutes).
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
/** VerifyTransaction: 0 verified now, 2 a repeated request (verified before); -6 the bank has given it back. */
const VERIFIED = 0;
const ALREADY = 2;
const GIVEN_BACK = -6;

export function sepGateway(options: SepOptions): Gateway {
  const base = trimBase(options.baseUrl);
  const terminal = () => Number(options.terminalId);
  const txn = (name: string, refNum: string) => postJson(`${base}/verifyTxnRandomSessionkey/ipg/${name}`, { RefNum: refNum, TerminalNumber: terminal() }, options.timeoutMs);

  return {
    id: SEP_ID,
    title: SEP_TITLE,
    async start(request) {
      const answer = await postJson(
        `${base}/onlinepg/onlinepg`,
        { action: 'token', TerminalId: options.terminalId, Amount: request.amountRial, ResNum: String(request.attemptId), RedirectUrl: request.callbackUrl, CellNumber: bankMobile(request.mobile) ?? '' },
        options.timeoutMs,
      );
      const token = textAt(answer.token);
      if (numberAt(answer.status) !== 1 || !token) throw new Error(`sep refused the token request: ${textAt(answer.errorCode) ?? '?'} ${textAt(answer.errorDesc) ?? ''}`.trim());
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
    verify: ({ attemptId, authority, amountRial, callback }) =>
      orUnknown(async (): Promise<VerifyResult> => {
        if (!callback) return failed('no return from the bank to verify with: SEP gives an unverified payment back to the card by itself');
        // A return that does not match the attempt proves nothing: nothing changes.
        if (callback.Token !== authority || (callback.ResNum !== undefined && callback.ResNum !== String(attemptId))) return unknown('the return names another payment');
        if (callback.Status !== PAID_STATUS) return failed(`not paid (Status ${callback.Status ?? 'missing'})`);
        if (!callback.RefNum) return unknown('a paid return without RefNum');
        const answer = await txn('VerifyTransaction', callback.RefNum);
        const code = numberAt(answer.ResultCode);
        const said = `${code ?? '?'} ${textAt(answer.ResultDescription) ?? ''}`.trim();
        if (code === VERIFIED || code === ALREADY) {
          const detail = objectAt(answer.TransactionDetail);
          const paid = numberAt(detail.AffectiveAmount);
          if (paid === null) return unknown(`${said} (no AffectiveAmount)`);
          // RRN is the reference on the shopper's statement; RefNum when the bank gives none.
          const refId = textAt(detail.RRN) ?? textAt(detail.RefNum) ?? callback.RefNum;
          return { outcome: 'paid', refId, amountRial: paid, cardPan: textAt(detail.MaskedPan), cardHash: textAt(detail.HashedPan), already: code === ALREADY, message: said };
        }
        if (code === GIVEN_BACK) return failed(said);
        // -2 (no such RefNum: a forged return), our terminal's settings, an unknown code: nothing is decided.
        return unknown(said);
      }),
    async reverse({ callback }) {
      if (!callback?.RefNum) return false;
      try {
        return numberAt((await txn('ReverseTransaction', callback.RefNum)).ResultCode) === 0;
      } catch {
        return false;
      }
    },
  };
}
