import { randomBytes } from 'node:crypto';
import { FakeBank, json, jsonBody, page, type BankReturn, type FakeReply, type FakeRequest, type Handled } from './bank.ts';

/**
 * Zarinpal v4 as the shop meets it (IRAN.md B1): request.json, StartPay/{authority},
 * verify.json (100, 101 once verified, -50 for another amount, -51 not paid, also while
 * the shopper is still at the bank), inquiry.json (IN_BANK, PAID, VERIFIED, FAILED,
 * REVERSED), reverse.json (-61 once reversed) and unVerified.json. The return is a GET with
 * Authority and Status=OK|NOK. Errors answer as v4 does: `data: []` and `errors`.
 */
export const ZARINPAL_MERCHANT = '1f1a0a4e-0000-4000-8000-00000000beef';

const error = (code: number, message: string, status = 400): FakeReply => json({ data: [], errors: { code, message, validations: [] } }, status);

export class FakeZarinpal extends FakeBank {
  readonly id = 'zarinpal';
  readonly mismatch = 'refused' as const;

  override readonly reverseOps = ['reverse', 'inquiry'];

  env() {
    return { ZARINPAL_MERCHANT_ID: ZARINPAL_MERCHANT, ZARINPAL_BASE_URL: this.origin };
  }

  callback(authority: string): BankReturn {
    const p = this.payment(authority);
    return { method: 'GET', path: this.back(p, { Authority: authority, Status: p.state === 'paid' ? 'OK' : 'NOK' }) };
  }

  forgeries(authority: string): BankReturn[] {
    const p = this.payment(authority);
    return [
      { method: 'GET', path: this.back(p, { Authority: `A${'0'.repeat(27)}forged00`, Status: 'OK' }) },
      { method: 'POST', path: this.back(p), form: `Authority=A${'1'.repeat(35)}&Status=OK` },
    ];
  }

  protected route(req: FakeRequest): Handled | null {
    const path = req.url.pathname;
    const start = /^\/pg\/StartPay\/([A-Za-z0-9]+)$/.exec(path);
    if (start && req.method === 'GET') {
      return {
        op: 'page',
        run: () => {
          const p = this.payments.get(start[1]!);
          if (!p || p.state !== 'pending') return { status: 404, body: 'no such payment' };
          p.opened = true;
          return page('درگاه زرین‌پال (آزمایشی)');
        },
      };
    }
    const api = /^\/pg\/v4\/payment\/(request|verify|reverse|unVerified|inquiry)\.json$/.exec(path);
    if (!api || req.method !== 'POST') return null;
    const body = jsonBody(req);
    const op = api[1] === 'unVerified' ? 'unverified' : (api[1] as 'request' | 'verify' | 'reverse' | 'inquiry');
    return { op, run: () => (body.merchant_id !== ZARINPAL_MERCHANT ? error(-10, 'Terminal is not valid', 401) : this[op](body)) };
  }

  private request(body: Record<string, unknown>): FakeReply {
    if (typeof body.amount !== 'number' || body.amount < 10_000 || body.currency !== 'IRR' || typeof body.callback_url !== 'string' || !body.description)
      return error(-9, 'Validation error');
    const metadata = (body.metadata ?? {}) as Record<string, unknown>;
    if (metadata.mobile !== undefined && !/^09\d{9}$/.test(String(metadata.mobile))) return error(-9, 'The mobile must be a valid mobile number.');
    const authority = `A${'0'.repeat(19)}${randomBytes(8).toString('hex')}`;
    this.open({ authority, amountRial: body.amount, orderId: String(metadata.order_id ?? ''), callbackUrl: body.callback_url });
    return json({ data: { code: 100, message: 'Success', authority, fee_type: 'Merchant', fee: 0 }, errors: [] });
  }

  private verify(body: Record<string, unknown>): FakeReply {
    const p = this.payments.get(String(body.authority));
    if (!p) return error(-54, 'Invalid authority.');
    if (p.state !== 'paid') return error(-51, 'Session is not valid, session is not active paid try.');
    if (body.amount !== p.paidRial) return error(-50, 'Session is not valid, amounts values is not the same.');
    const code = p.verified ? 101 : 100;
    p.verified = true;
    if (code === 101 && this.bareRepeats) return json({ data: { code, message: 'Verified' }, errors: [] });
    return json({
      data: {
        code,
        message: code === 100 ? 'Paid' : 'Verified',
        card_hash: 'C'.repeat(64),
        card_pan: p.cardPan,
        ref_id: Number(p.refId),
        fee_type: 'Merchant',
        fee: 0,
      },
      errors: [],
    });
  }

  private inquiry(body: Record<string, unknown>): FakeReply {
    const p = this.payments.get(String(body.authority));
    if (!p) return error(-54, 'Invalid authority.');
    const status = { pending: 'IN_BANK', paid: p.verified ? 'VERIFIED' : 'PAID', cancelled: 'FAILED', failed: 'FAILED', reversed: 'REVERSED' }[p.state];
    return json({ data: { code: 100, message: 'Success', status }, errors: [] });
  }

  private reverse(body: Record<string, unknown>): FakeReply {
    const p = this.payments.get(String(body.authority));
    if (!p || p.state !== 'paid' || !p.verified) return error(-61, 'Session is not in success status.');
    p.state = 'reversed';
    return json({ data: { code: 100, message: 'Reversed' }, errors: [] });
  }

  private unverified(_body: Record<string, unknown>): FakeReply {
    const authorities = [...this.payments.values()]
      .filter((p) => p.state === 'paid' && !p.verified)
      .map((p) => ({ authority: p.authority, amount: p.paidRial, callback_url: p.callbackUrl, referer: '', date: new Date().toISOString() }));
    return json({ data: { code: 100, message: 'Success', authorities }, errors: [] });
  }
}
