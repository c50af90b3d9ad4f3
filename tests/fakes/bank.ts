import { randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What every fake bank shares (tests/fakes/<bank>.ts): a real HTTP server on 127.0.0.1 and
 * an ephemeral port, its own books (payments by authority), and the controls tests drive
 * it with: the shopper pays, cancels or pays another amount; the bank verifies by itself;
 * the next call of an operation hangs past the shop's deadline (its answer lost), answers
 * something unreadable, or answers late; a repeated verify answers "already verified"
 * without the payment's details; calls are counted. A payment still 'pending' is the
 * shopper still at the bank's page: each fake answers for it as its bank does.
 */
export type FakeState = 'pending' | 'paid' | 'cancelled' | 'failed' | 'reversed';

export interface FakePayment {
  authority: string;
  /** What the shop asked for. */
  amountRial: number;
  /** What the card paid (the shop's amount unless a test says otherwise). */
  paidRial: number | null;
  /** The shop's own reference (attempt id) as the bank got it. */
  orderId: string;
  callbackUrl: string;
  state: FakeState;
  verified: boolean;
  /** Behpardakht's second step. */
  settled: boolean;
  /** The shopper reached the bank's page. */
  opened: boolean;
  refId: string | null;
  cardPan: string | null;
}

export interface FakeRequest {
  method: string;
  url: URL;
  body: string;
}

export interface FakeReply {
  status?: number;
  type?: string;
  body: string;
}

/** A request the fake understood: which operation it is (counted, may be told to hang) and how to answer it. */
export interface Handled {
  op: string;
  run: () => FakeReply;
}

/** The shopper's browser coming back to the shop, as this bank sends it. */
export interface BankReturn {
  method: 'GET' | 'POST';
  /** Path and query on the shop. */
  path: string;
  /** The form body of a POST return. */
  form?: string;
}

export const json = (body: unknown, status = 200): FakeReply => ({ status, type: 'application/json', body: JSON.stringify(body) });
export const page = (title: string): FakeReply => ({ type: 'text/html; charset=utf-8', body: `<!doctype html><title>${title}</title><p>${title}</p>` });
export const digits = (n: number) => Array.from({ length: n }, (_, i) => String(randomInt(i === 0 ? 1 : 0, 10))).join('');
export const maskedPan = () => `603799******${digits(4)}`;

export abstract class FakeBank {
  abstract readonly id: string;
  /** How the shop treats a card that paid another amount at this bank (tests/gateway-contract.ts). */
  abstract readonly mismatch: 'refused' | 'reversed' | 'credited' | null;
  /** The operations that finish a payment at the bank: each asked exactly once per payment. */
  readonly finishOps: readonly string[] = ['verify'];
  /** The calls that together answer "was it given back?" (lost together, the answer is unknown); null for a bank that cannot reverse. */
  readonly reverseOps: readonly string[] | null = ['reverse'];
  /** The bank can be asked about a payment without the shopper's return (an inquiry by the bank's own reference). */
  readonly inquires: boolean = true;
  origin = '';
  readonly payments = new Map<string, FakePayment>();
  private server: Server | null = null;
  private counts = new Map<string, number>();
  private hangs = new Map<string, 'before' | 'after'>();
  private garbles = new Map<string, 'before' | 'after'>();
  private delays = new Map<string, number>();
  private held = new Set<ServerResponse>();
  /** A repeated verify answers "already verified" without the payment's details (amount, reference, card). */
  bareRepeats = false;

  /** The settings that point the shop at this fake. */
  abstract env(): Record<string, string>;
  /** Which operation a request is, and its answer; null for a path the bank does not have. */
  protected abstract route(req: FakeRequest): Handled | null;
  /** The return the bank sends the shopper back with, for the payment as it stands. */
  abstract callback(authority: string): BankReturn;
  /** Returns a forger could make up for this (paid) payment; none may change anything. */
  abstract forgeries(authority: string): BankReturn[];

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.serve(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    this.release();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  calls(op: string): number {
    return this.counts.get(op) ?? 0;
  }

  /**
   * The next call of `op` never answers: 'after' does the work first (the bank verified,
   * the answer got lost), 'before' does not (the bank never saw it).
   */
  hangNext(op: string, when: 'before' | 'after' = 'after'): void {
    this.hangs.set(op, when);
  }

  /** The next call of `op` answers something unreadable: 'after' does the work first, 'before' does not. */
  garbleNext(op: string, when: 'before' | 'after' = 'after'): void {
    this.garbles.set(op, when);
  }

  /** The next call of `op` is done at once and answered `ms` later (a slow bank). */
  lateNext(op: string, ms: number): void {
    this.delays.set(op, ms);
  }

  /** Ends the calls left hanging (their client gave up long ago). */
  release(): void {
    for (const res of this.held) res.socket?.destroy();
    this.held.clear();
  }

  payment(authority: string): FakePayment {
    const p = this.payments.get(authority);
    if (!p) throw new Error(`${this.id} fake: no payment ${authority}`);
    return p;
  }

  /** The reference the shop should record for a paid payment. */
  refIdOf(authority: string): string {
    return this.payment(authority).refId!;
  }

  /** The shopper pays (optionally another amount than asked). */
  pay(authority: string, { amountRial }: { amountRial?: number } = {}): void {
    const p = this.payment(authority);
    if (p.state !== 'pending') throw new Error(`${this.id} fake: payment ${authority} is ${p.state}`);
    Object.assign(p, { state: 'paid', paidRial: amountRial ?? p.amountRial, refId: digits(12), cardPan: maskedPan() });
  }

  /** The shopper gives up at the bank's page. */
  cancel(authority: string): void {
    const p = this.payment(authority);
    if (p.state !== 'pending') throw new Error(`${this.id} fake: payment ${authority} is ${p.state}`);
    p.state = 'cancelled';
  }

  /** The bank verifies (and settles) by itself: the merchant panel's auto-verify, or an earlier call whose answer was lost. */
  verifyAtBank(authority: string): void {
    const p = this.payment(authority);
    if (p.state !== 'paid') throw new Error(`${this.id} fake: payment ${authority} is ${p.state}`);
    p.verified = true;
    p.settled = true;
  }

  protected open(fields: Pick<FakePayment, 'authority' | 'amountRial' | 'orderId' | 'callbackUrl'>): FakePayment {
    const p: FakePayment = { ...fields, paidRial: null, state: 'pending', verified: false, settled: false, opened: false, refId: null, cardPan: null };
    this.payments.set(p.authority, p);
    return p;
  }

  /** The shop's callback URL as a path on the shop, plus a query. */
  protected back(p: FakePayment, query?: Record<string, string>): string {
    const url = new URL(p.callbackUrl);
    for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, v);
    return url.pathname + url.search;
  }

  private async serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const handled = this.route({ method: req.method ?? 'GET', url: new URL(req.url ?? '/', this.origin), body });
    if (!handled) return void res.writeHead(404).end('not found');
    this.counts.set(handled.op, this.calls(handled.op) + 1);
    const hang = this.hangs.get(handled.op);
    if (hang) {
      this.hangs.delete(handled.op);
      if (hang === 'after') handled.run();
      this.held.add(res);
      return;
    }
    const garble = this.garbles.get(handled.op);
    if (garble) {
      this.garbles.delete(handled.op);
      if (garble === 'after') handled.run();
      return void res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html><body>Service Unavailable</body></html>');
    }
    const reply = handled.run();
    const delay = this.delays.get(handled.op);
    if (delay) {
      this.delays.delete(handled.op);
      await new Promise((r) => setTimeout(r, delay));
    }
    res.writeHead(reply.status ?? 200, { 'Content-Type': reply.type ?? 'text/plain' }).end(reply.body);
  }
}

/** A JSON request body, or {} when it is not one. */
export function jsonBody(req: FakeRequest): Record<string, unknown> {
  try {
    const v: unknown = JSON.parse(req.body);
    return v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
