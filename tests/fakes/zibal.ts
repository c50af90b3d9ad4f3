import { randomInt } from 'node:crypto';
import { FakeBank, json, jsonBody, page, type BankReturn, type FakePayment, type FakeReply, type FakeRequest, type Handled } from './bank.ts';

/**
 * Zibal as the shop meets it (IRAN.md B4): v1/request → trackId, /start/{trackId},
 * v1/verify by merchant and trackId (100 with the paid amount, 201 verified before without
 * details, 202 not paid, also while the shopper is still at the bank, 203 no such trackId) and
 * v1/inquiry (status -1 waiting, 1 verified, 2 paid unverified, 3 cancelled). The return is
 * a GET with success, status, trackId and orderId.
 */
export const ZIBAL_MERCHANT = 'bazaar-test-merchant';

/** inquiry's status of a payment. */
const statusOf = (p: FakePayment) => (p.state === 'pending' ? -1 : p.state === 'paid' ? (p.verified ? 1 : 2) : p.state === 'reversed' ? 18 : 3);

export class FakeZibal extends FakeBank {
  readonly id = 'zibal';
  /** Zibal's gateway cannot reverse: another amount is credited to the shopper's balance. */
  readonly mismatch = 'credited' as const;

  override readonly reverseOps = null;

  env() {
    return { ZIBAL_MERCHANT, ZIBAL_BASE_URL: this.origin };
  }

  callback(authority: string): BankReturn {
    const p = this.payment(authority);
    const paid = p.state === 'paid';
    return { method: 'GET', path: this.back(p, { success: paid ? '1' : '0', status: String(paid ? 2 : 3), trackId: authority, orderId: p.orderId }) };
  }

  forgeries(authority: string): BankReturn[] {
    const p = this.payment(authority);
    return [
      { method: 'GET', path: this.back(p, { success: '1', status: '2', trackId: String(Number(authority) + 7), orderId: p.orderId }) },
      { method: 'GET', path: this.back(p, { success: '1', status: '1', orderId: p.orderId }) },
    ];
  }

  protected route(req: FakeRequest): Handled | null {
    const start = /^\/start\/(\d+)$/.exec(req.url.pathname);
    if (start && req.method === 'GET') {
      return {
        op: 'page',
        run: () => {
          const p = this.payments.get(start[1]!);
          if (!p || p.state !== 'pending') return { status: 404, body: 'no such trackId' };
          p.opened = true;
          return page('درگاه زیبال (آزمایشی)');
        },
      };
    }
    const api = /^\/v1\/(request|verify|inquiry)$/.exec(req.url.pathname);
    if (!api || req.method !== 'POST') return null;
    const body = jsonBody(req);
    const op = api[1] as 'request' | 'verify' | 'inquiry';
    return { op, run: () => (body.merchant !== ZIBAL_MERCHANT ? json({ result: 102, message: 'merchant یافت نشد.' }) : this[op](body)) };
  }

  private request(body: Record<string, unknown>): FakeReply {
    if (typeof body.amount !== 'number' || body.amount < 1000) return json({ result: 105, message: 'amount بایستی بزرگتر از 1,000 ریال باشد.' });
    if (typeof body.callbackUrl !== 'string' || !/^https?:/.test(body.callbackUrl)) return json({ result: 106, message: 'callbackUrl نامعتبر میباشد.' });
    const trackId = randomInt(1_000_000_000, 9_000_000_000);
    this.open({ authority: String(trackId), amountRial: body.amount, orderId: String(body.orderId ?? ''), callbackUrl: body.callbackUrl });
    return json({ result: 100, trackId, message: 'success' });
  }

  private details(p: FakePayment) {
    return {
      paidAt: new Date().toISOString(),
      cardNumber: p.cardPan,
      status: statusOf(p),
      amount: p.paidRial,
      refNumber: Number(p.refId),
      description: 'Hello World!',
      orderId: p.orderId,
    };
  }

  private verify(body: Record<string, unknown>): FakeReply {
    const p = this.payments.get(String(body.trackId));
    if (!p) return json({ result: 203, message: 'trackId نامعتبر میباشد.' });
    if (p.state !== 'paid') return json({ result: 202, message: 'سفارش پرداخت نشده یا ناموفق بوده است.' });
    if (p.verified) return json({ result: 201, message: 'قبلا تایید شده.' });
    p.verified = true;
    return json({ result: 100, message: 'success', ...this.details(p) });
  }

  private inquiry(body: Record<string, unknown>): FakeReply {
    const p = this.payments.get(String(body.trackId));
    if (!p) return json({ result: 203, message: 'trackId نامعتبر میباشد.' });
    return json({
      result: 100,
      message: 'success',
      trackId: Number(p.authority),
      createdAt: new Date().toISOString(),
      verifiedAt: p.verified ? new Date().toISOString() : null,
      wage: 0,
      ...this.details(p),
    });
  }
}
