import { randomBytes } from 'node:crypto';
import { digits, FakeBank, form, json, jsonBody, page, type BankReturn, type FakePayment, type FakeReply, type FakeRequest, type Handled } from './bank.ts';

/**
 * SEP (Saman) as the shop meets it (IRAN.md B2): the token request, SendToken?token=…,
 * VerifyTransaction (0 now, 2 a repeated request; -2 no such RefNum; -6 given back) and
 * ReverseTransaction (0 now, 5 reversed before), both by RefNum and terminal, and the
 * receipt by Token (api/v2/ipg/payment/receipt: Status 0 in progress, 1 cancelled, 2 paid).
 * The return is a form POST with Status (2 paid, 1 cancelled), RefNum, ResNum, Token and
 * the card fields. A SEP discount makes AffectiveAmount (what the card paid) smaller than
 * OrginalAmount (what the shop receives).
 */
export const SEP_TERMINAL = '13370001';

export class FakeSep extends FakeBank {
  readonly id = 'sep';
  readonly mismatch = 'reversed' as const;
  /** RefNum (the digital receipt the bank gives each paid payment) → token. */
  private refNums = new Map<string, string>();
  /** token → RRN, the reference on the shopper's statement. */
  private rrns = new Map<string, string>();
  /** token → a SEP discount on the card's charge. */
  private discounts = new Map<string, number>();

  env() {
    return { SEP_TERMINAL_ID: SEP_TERMINAL, SEP_BASE_URL: this.origin };
  }

  override pay(authority: string, options: { amountRial?: number; discountRial?: number } = {}): void {
    super.pay(authority, options);
    if (options.discountRial) this.discounts.set(authority, options.discountRial);
    const refNum = randomBytes(24).toString('base64url');
    this.refNums.set(refNum, authority);
    this.rrns.set(authority, digits(12));
    this.payment(authority).refId = refNum;
  }

  /** The fields SEP posts back. */
  private fields(p: FakePayment, overrides: Record<string, string> = {}): Record<string, string> {
    const paid = p.state === 'paid' || p.state === 'reversed';
    return {
      MID: SEP_TERMINAL,
      TerminalId: SEP_TERMINAL,
      State: paid ? 'OK' : 'CanceledByUser',
      Status: paid ? '2' : '1',
      RRN: paid ? this.rrn(p) : '',
      RefNum: paid ? p.refId! : '',
      ResNum: p.orderId,
      TraceNo: paid ? digits(6) : '',
      Amount: String(p.amountRial),
      AffectiveAmount: String(p.paidRial ?? ''),
      Wage: '0',
      SecurePan: p.cardPan ?? '',
      HashedCardNumber: paid ? 'H'.repeat(64) : '',
      Token: p.authority,
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
      // Another token with this payment's RefNum, and this token with a made-up RefNum.
      { method: 'POST', path: this.back(p), form: form(this.fields(p, { Token: randomBytes(16).toString('hex') })) },
      { method: 'POST', path: this.back(p), form: form(this.fields(p, { RefNum: randomBytes(24).toString('base64url') })) },
      { method: 'POST', path: this.back(p), form: form(this.fields(p, { ResNum: '999999' })) },
    ];
  }

  protected route(req: FakeRequest): Handled | null {
    const path = req.url.pathname;
    if (path === '/OnlinePG/SendToken' && req.method === 'GET') {
      return {
        op: 'page',
        run: () => {
          const p = this.payments.get(req.url.searchParams.get('token') ?? '');
          if (!p || p.state !== 'pending') return { status: 404, body: 'no such token' };
          p.opened = true;
          return page('درگاه سامان (آزمایشی)');
        },
      };
    }
    if (req.method !== 'POST') return null;
    const body = jsonBody(req);
    if (path === '/onlinepg/onlinepg') return { op: 'request', run: () => this.token(body) };
    if (path === '/verifyTxnRandomSessionkey/api/v2/ipg/payment/receipt') return { op: 'receipt', run: () => this.receipt(body) };
    const txn = /^\/verifyTxnRandomSessionkey\/ipg\/(VerifyTransaction|ReverseTransaction)$/.exec(path);
    if (!txn) return null;
    return { op: txn[1] === 'VerifyTransaction' ? 'verify' : 'reverse', run: () => (txn[1] === 'VerifyTransaction' ? this.verify(body) : this.reverse(body)) };
  }

  private token(body: Record<string, unknown>): FakeReply {
    if (body.action !== 'token' || body.TerminalId !== SEP_TERMINAL) return json({ status: -1, errorCode: 5, errorDesc: 'پارامترهای ارسالی نامعتبر است' });
    if (typeof body.Amount !== 'number' || typeof body.RedirectUrl !== 'string' || typeof body.ResNum !== 'string')
      return json({ status: -1, errorCode: 5, errorDesc: 'پارامترهای ارسالی نامعتبر است' });
    const token = randomBytes(16).toString('hex');
    this.open({ authority: token, amountRial: body.Amount, orderId: body.ResNum, callbackUrl: body.RedirectUrl });
    return json({ status: 1, token });
  }

  /** The RRN the bank gives a paid payment: the shop keeps it as the ref id. */
  private rrn(p: FakePayment): string {
    return this.rrns.get(p.authority)!;
  }

  override refIdOf(authority: string): string {
    return this.rrn(this.payment(authority));
  }

  private detail(p: FakePayment) {
    return {
      RRN: this.rrn(p),
      RefNum: p.refId,
      MaskedPan: p.cardPan,
      HashedPan: 'H'.repeat(64),
      TerminalNumber: Number(SEP_TERMINAL),
      OrginalAmount: p.paidRial,
      AffectiveAmount: p.paidRial! - (this.discounts.get(p.authority) ?? 0),
      StraceDate: new Date().toISOString(),
      StraceNo: '123456',
    };
  }

  private byRefNum(body: Record<string, unknown>): FakePayment | null {
    if (body.TerminalNumber !== Number(SEP_TERMINAL)) return null;
    const token = this.refNums.get(String(body.RefNum));
    return token ? this.payment(token) : null;
  }

  private verify(body: Record<string, unknown>): FakeReply {
    const p = this.byRefNum(body);
    if (!p) return json({ TransactionDetail: null, ResultCode: -2, ResultDescription: 'تراکنش یافت نشد', Success: false });
    if (p.state === 'reversed') return json({ TransactionDetail: null, ResultCode: -6, ResultDescription: 'تراکنش برگشت خورده است', Success: false });
    const code = p.verified ? 2 : 0;
    p.verified = true;
    if (code === 2 && this.bareRepeats) return json({ TransactionDetail: null, ResultCode: 2, ResultDescription: 'درخواست تکراری است', Success: true });
    return json({
      TransactionDetail: this.detail(p),
      ResultCode: code,
      ResultDescription: code === 0 ? 'عملیات با موفقیت انجام شد' : 'درخواست تکراری است',
      Success: true,
    });
  }

  private receipt(body: Record<string, unknown>): FakeReply {
    const p = body.TerminalNumber === Number(SEP_TERMINAL) ? this.payments.get(String(body.Token)) : undefined;
    if (!p) return json({ HasError: true, Data: null, ErrorCode: 404, ErrorMessage: 'ResourceNotFound' });
    const status = { pending: 0, cancelled: 1, failed: 3, paid: 2, reversed: 2 }[p.state];
    const paid = status === 2;
    return json({
      HasError: false,
      Data: {
        State: ['InProgress', 'CanceledByUser', 'OK', 'Failed'][status],
        Status: status,
        TerminalId: Number(SEP_TERMINAL),
        Token: p.authority,
        RefNum: paid ? p.refId : '',
        ResNum: p.orderId,
        Amount: p.paidRial ?? p.amountRial,
        AffectiveAmount: p.paidRial,
        Rrn: paid ? Number(this.rrn(p)) : 0,
      },
      ErrorCode: 0,
      ErrorMessage: '',
    });
  }

  private reverse(body: Record<string, unknown>): FakeReply {
    const p = this.byRefNum(body);
    if (p?.state === 'reversed') return json({ TransactionDetail: null, ResultCode: 5, ResultDescription: 'تراکنش قبلاً برگشت خورده است', Success: false });
    if (!p || p.state !== 'paid' || !p.verified) return json({ TransactionDetail: null, ResultCode: -2, ResultDescription: 'تراکنش یافت نشد', Success: false });
    p.state = 'reversed';
    return json({ TransactionDetail: this.detail(p), ResultCode: 0, ResultDescription: 'عملیات با موفقیت انجام شد', Success: true });
  }
}
