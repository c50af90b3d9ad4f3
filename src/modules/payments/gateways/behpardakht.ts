import type { Gateway, ReverseResult, SettleResult, VerifyResult } from '../gateway.ts';
import { BANK_WINDOW_MS, failed, orNull, orUnknown, postXml, refField, trimBase, unknown } from './http.ts';
import { soapEnvelope, soapReturn } from './soap.ts';

/**
 * Behpardakht Mellat (BPM), SOAP (shared/domain/IRAN.md B3). bpPayRequest, with our
 * attempt's id as orderId (unique per attempt: 41 is "duplicate orderId"), answers
 * "0,RefId"; the shopper is taken to startpay.mellat by a form POST of RefId (formFor,
 * through our /payment/go page) and comes back by a form POST of RefId, ResCode,
 * SaleOrderId, SaleReferenceId and CardHolderPan.
 *
 * Finishing takes two calls, and the shop decides in between: verify (bpVerifyRequest: 0,
 * or 43 verified before, or 45 settled before) reports the payment; only when the shop keeps
 * it (the order still waits for exactly this amount, flows/verify-payment.ts) is it settled
 * (settle: bpSettleRequest, 0 or 45). A payment the shop cannot keep is not settled but
 * given back to the card with bpReversalRequest (0, or 48 reversed before), never kept as
 * store credit. A definite refusal of verify or settle after the shopper paid is given back
 * too, except 43/45/48 (nothing to give back). An unsettled verified sale is given back by
 * BPM itself, so a lost settle answer is asked again (45 then), never guessed.
 *
 * The amount: no BPM answer carries one, and the return's FinalAmount is the shopper's
 * word. What the bank confirms is the sale of (orderId, SaleReferenceId), and it took
 * that orderId with our amount in bpPayRequest. So verify asks with the attempt's own id
 * as orderId, never the return's, and refuses to ask at all when the return's SaleOrderId
 * is another: a confirmed sale is then a payment of exactly our amount, which is what it
 * reports. Amounts can therefore never differ here.
 *
 * With no return (reconciliation) there is no SaleReferenceId to ask with; BPM gives a
 * payment never verified back by itself.
 */
export const BEHPARDAKHT_ID = 'behpardakht';
export const BEHPARDAKHT_TITLE = 'به‌پرداخت ملت';

export interface BehpardakhtOptions {
  terminalId: string;
  username: string;
  password: string;
  /** https://bpm.shaparak.ir */
  baseUrl: string;
  timeoutMs: number;
}

const OK = '0';
const VERIFIED_BEFORE = '43';
const SETTLED_BEFORE = '45';
const REVERSED = '48';
/** The bank knows no such sale: a return with a forged SaleReferenceId. It proves nothing. */
const NO_SUCH_SALE = '42';
/** Codes about our terminal, credentials or the bank's systems, not about the payment: ask again later. */
const NOT_ABOUT_THE_PAYMENT = new Set(['21', '23', '24', '25', '31', '32', '33', '34', '35', '61', '416', '421']);

/** Tehran's wall clock, as bpPayRequest wants it: localDate yyyyMMdd, localTime HHmmss. */
function tehranNow(now = new Date()) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Tehran',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return { localDate: `${parts.year}${parts.month}${parts.day}`, localTime: `${parts.hour}${parts.minute}${parts.second}` };
}

export function behpardakhtGateway(options: BehpardakhtOptions): Gateway {
  const base = trimBase(options.baseUrl);
  const startPay = `${base}/pgwchannel/startpay.mellat`;
  const credentials = () => ({ terminalId: options.terminalId, userName: options.username, userPassword: options.password });
  const call = async (method: string, fields: Record<string, string | number>) =>
    soapReturn(await postXml(`${base}/pgwchannel/services/pgw`, soapEnvelope(method, { ...credentials(), ...fields }), options.timeoutMs));
  /** verify, settle and reversal all name the sale the same way: our order id, and the bank's reference. */
  const sale = (attemptId: number, saleReferenceId: string) => ({ orderId: attemptId, saleOrderId: attemptId, saleReferenceId });
  const giveBack = (fields: Record<string, string | number>) => orNull(() => call('bpReversalRequest', fields));

  return {
    id: BEHPARDAKHT_ID,
    title: BEHPARDAKHT_TITLE,
    windowMs: BANK_WINDOW_MS,
    async start(request) {
      const answer = await call('bpPayRequest', {
        orderId: request.attemptId,
        amount: request.amountRial,
        ...tehranNow(),
        additionalData: request.description,
        callBackUrl: request.callbackUrl,
        payerId: 0,
      });
      const [code, refId] = answer.split(',').map((s) => s.trim());
      if (code !== OK || !refId || !/^[A-Za-z0-9]{1,64}$/.test(refId)) throw new Error(`behpardakht refused the payment request: ${code}`);
      return { authority: refId, paymentUrl: startPay };
    },
    formFor: (authority) => ({ action: startPay, fields: { RefId: authority } }),
    readCallback(params) {
      const refId = refField(params, 'RefId', /^[A-Za-z0-9]{1,64}$/);
      if (!refId) return null;
      const data: Record<string, string> = {};
      for (const name of ['ResCode', 'SaleOrderId', 'SaleReferenceId']) {
        const v = refField(params, name, /^-?\d{1,20}$/);
        if (v) data[name] = v;
      }
      // The masked card number, for the receipt; never a full one.
      const pan = refField(params, 'CardHolderPan', /^[0-9]{4,6}[*xX]{2,}[0-9]{4}$/);
      if (pan) data.CardHolderPan = pan;
      return { authority: refId, data };
    },
    verify: ({ attemptId, amountRial, callback }) =>
      orUnknown(async (): Promise<VerifyResult> => {
        if (!callback) return failed('no return from the bank to verify with: BPM gives a payment never verified back to the card by itself');
        if (callback.ResCode !== OK) return failed(`not paid (ResCode ${callback.ResCode ?? 'missing'})`);
        // A return naming another order, or none, proves nothing: nothing changes.
        if (callback.SaleOrderId !== String(attemptId)) return unknown('the return names another order');
        const ref = callback.SaleReferenceId;
        if (!ref) return unknown('a paid return without SaleReferenceId');
        const paid = (already: boolean, said: string): VerifyResult => ({
          outcome: 'paid',
          refId: ref,
          amountRial,
          cardPan: callback.CardHolderPan ?? null,
          cardHash: null,
          already,
          message: said,
        });
        const refused = async (step: string, code: string): Promise<VerifyResult> => {
          if (code === NO_SUCH_SALE || NOT_ABOUT_THE_PAYMENT.has(code)) return unknown(`${step} ${code}`);
          if (code !== REVERSED) await giveBack(sale(attemptId, ref));
          return failed(`${step} ${code}`);
        };

        const verified = await call('bpVerifyRequest', sale(attemptId, ref));
        if (verified === OK || verified === VERIFIED_BEFORE || verified === SETTLED_BEFORE) return paid(verified !== OK, `verify ${verified}`);
        return refused('verify', verified);
      }),
    async settle({ attemptId, callback }): Promise<SettleResult> {
      const ref = callback?.SaleReferenceId;
      if (!ref) return { outcome: 'unknown', message: 'settle without SaleReferenceId' };
      const code = await orNull(() => call('bpSettleRequest', sale(attemptId, ref)));
      const message = `settle ${code ?? 'unanswered'}`;
      if (code === OK || code === SETTLED_BEFORE) return { outcome: 'settled', message };
      if (code === null || code === NO_SUCH_SALE || NOT_ABOUT_THE_PAYMENT.has(code)) return { outcome: 'unknown', message };
      return { outcome: 'refused', message };
    },
    async reverse({ attemptId, callback }): Promise<ReverseResult> {
      if (!callback?.SaleReferenceId) return 'unknown';
      const code = await giveBack(sale(attemptId, callback.SaleReferenceId));
      if (code === OK || code === REVERSED) return 'reversed';
      return code === SETTLED_BEFORE ? 'refused' : 'unknown';
    },
  };
}
