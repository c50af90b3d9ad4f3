import { randomBytes } from 'node:crypto';
import { digits, FakeBank, form, page, type BankReturn, type FakePayment, type FakeReply, type FakeRequest, type Handled } from './bank.ts';

/**
 * Behpardakht Mellat (BPM) as the shop meets it (IRAN.md B3): one SOAP endpoint with
 * bpPayRequest ("0,RefId"; 41 for an orderId used before), bpVerifyRequest (43 verified
 * before), bpSettleRequest (45 settled before), bpReversalRequest (48 reversed before; a
 * settled sale cannot be reversed), each by orderId and SaleReferenceId; the payment page
 * startpay.mellat takes a form POST of RefId; the return is a form POST with RefId,
 * ResCode (0 paid, 17 cancelled), SaleOrderId, SaleReferenceId, CardHolderPan.
 */
export const MELLAT = { terminalId: '4321001', username: 'bazaar', password: 'p@ss<&>word' };

const NS = 'http://interfaces.core.sw.bps.com/';

function envelope(method: string, value: string): FakeReply {
  return {
    type: 'text/xml; charset=utf-8',
    body: `<?xml version="1.0" encoding="UTF-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><ns2:${method}Response xmlns:ns2="${NS}"><return>${value}</return></ns2:${method}Response></soap:Body></soap:Envelope>`,
  };
}

const unescapeXml = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** The called method and its fields, from a request envelope. */
function readCall(xml: string): { method: string; fields: Record<string, string> } | null {
  const method = /<(?:[\w.-]+:)?Body[^>]*>\s*<(?:[\w.-]+:)?(bp\w+)[\s>]/.exec(xml)?.[1];
  if (!method) return null;
  const fields: Record<string, string> = {};
  for (const m of xml.matchAll(/<([A-Za-z]\w*)>([^<]*)<\/\1>/g)) fields[m[1]!] = unescapeXml(m[2]!);
  return { method, fields };
}

export class FakeBehpardakht extends FakeBank {
  readonly id = 'behpardakht';
  /** BPM charges exactly what bpPayRequest asked: an amount cannot differ. */
  readonly mismatch = null;
  override readonly finishOps = ['verify', 'settle'];
  /** The code the next bpSettleRequest answers instead of settling (a test's refusal). */
  refuseNextSettle: string | null = null;

  /** Without the return's SaleReferenceId BPM cannot be asked about a payment. */
  override readonly inquires = false;

  env() {
    return { MELLAT_TERMINAL_ID: MELLAT.terminalId, MELLAT_USERNAME: MELLAT.username, MELLAT_PASSWORD: MELLAT.password, MELLAT_BASE_URL: this.origin };
  }

  override pay(authority: string, options: { amountRial?: number } = {}): void {
    super.pay(authority, options);
    this.payment(authority).refId = digits(11);
  }

  private fields(p: FakePayment, overrides: Record<string, string> = {}): Record<string, string> {
    const paid = p.state !== 'pending' && p.state !== 'cancelled';
    return {
      RefId: p.authority,
      ResCode: paid ? '0' : '17',
      SaleOrderId: p.orderId,
      SaleReferenceId: paid ? p.refId! : '',
      CardHolderInfo: paid ? 'F'.repeat(64) : '',
      CardHolderPan: paid ? p.cardPan! : '',
      FinalAmount: paid ? String(p.paidRial) : '',
      ...overrides,
    };
  }

  callback(authority: string): BankReturn {
    const p = this.payment(authority);
    return { method: 'POST', path: this.back(p), form: form(this.fields(p)) };
  }

  forgeries(authority: string): BankReturn[] {
    const p = this.payment(authority);
    return [
      { method: 'POST', path: this.back(p), form: form(this.fields(p, { RefId: randomBytes(10).toString('hex').toUpperCase() })) },
      // This RefId, with another order or a made-up sale reference: the bank knows no such sale.
      { method: 'POST', path: this.back(p), form: form(this.fields(p, { SaleOrderId: String(Number(p.orderId) + 1) })) },
      { method: 'POST', path: this.back(p), form: form(this.fields(p, { SaleReferenceId: digits(11) })) },
    ];
  }

  protected route(req: FakeRequest): Handled | null {
    const path = req.url.pathname;
    if (path === '/pgwchannel/startpay.mellat' && req.method === 'POST') {
      return {
        op: 'page',
        run: () => {
          const p = this.payments.get(new URLSearchParams(req.body).get('RefId') ?? '');
          if (!p || p.state !== 'pending') return { status: 404, body: 'no such RefId' };
          p.opened = true;
          return page('درگاه به‌پرداخت ملت (آزمایشی)');
        },
      };
    }
    if (path !== '/pgwchannel/services/pgw' || req.method !== 'POST') return null;
    const call = readCall(req.body);
    if (!call)
      return { op: 'garbage', run: () => ({ status: 500, type: 'text/xml', body: '<soap:Fault><faultstring>bad request</faultstring></soap:Fault>' }) };
    const { method, fields } = call;
    const ops: Record<string, [string, (f: Record<string, string>) => string]> = {
      bpPayRequest: ['request', (f) => this.payRequest(f)],
      bpVerifyRequest: ['verify', (f) => this.verify(f)],
      bpSettleRequest: ['settle', (f) => this.settle(f)],
      bpReversalRequest: ['reverse', (f) => this.reversal(f)],
    };
    const op = ops[method];
    if (!op) return null;
    const signedIn = fields.terminalId === MELLAT.terminalId && fields.userName === MELLAT.username && fields.userPassword === MELLAT.password;
    return { op: op[0], run: () => envelope(method, signedIn ? op[1](fields) : '24') };
  }

  private payRequest(f: Record<string, string>): string {
    const amount = Number(f.amount);
    if (!/^\d{8}$/.test(f.localDate ?? '') || !/^\d{6}$/.test(f.localTime ?? '') || !f.callBackUrl || !(amount >= 1000)) return '32';
    if ([...this.payments.values()].some((p) => p.orderId === f.orderId)) return '41';
    const refId = randomBytes(10).toString('hex').toUpperCase();
    this.open({ authority: refId, amountRial: amount, orderId: f.orderId!, callbackUrl: f.callBackUrl });
    return `0,${refId}`;
  }

  /** The sale a verify, settle or reversal names: by our orderId and the bank's SaleReferenceId. */
  private sale(f: Record<string, string>): FakePayment | null {
    const p = [...this.payments.values()].find((x) => x.orderId === f.saleOrderId);
    return p && p.state !== 'pending' && p.state !== 'cancelled' && p.refId === f.saleReferenceId && f.orderId === f.saleOrderId ? p : null;
  }

  private verify(f: Record<string, string>): string {
    const p = this.sale(f);
    if (!p) return '42';
    if (p.state === 'reversed') return '48';
    if (p.verified) return '43';
    p.verified = true;
    return '0';
  }

  private settle(f: Record<string, string>): string {
    const p = this.sale(f);
    if (!p) return '42';
    if (this.refuseNextSettle) {
      const code = this.refuseNextSettle;
      this.refuseNextSettle = null;
      return code;
    }
    if (p.state === 'reversed') return '48';
    if (!p.verified) return '44';
    if (p.settled) return '45';
    p.settled = true;
    return '0';
  }

  private reversal(f: Record<string, string>): string {
    const p = this.sale(f);
    if (!p) return '42';
    if (p.state === 'reversed') return '48';
    if (p.settled) return '45';
    p.state = 'reversed';
    return '0';
  }
}
