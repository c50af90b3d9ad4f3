/**
 * The one interface every online gateway implements (shared/domain/IRAN.md B): the
 * built-in sandbox bank, Zarinpal, SEP, Behpardakht Mellat and Zibal (gateways/*.ts).
 * The order, top-up and reconciliation code speak only this, so adding a bank touches
 * nothing else.
 */
export interface PaymentRequest {
  /** Our attempt's id: unique per try, numeric, so it is what banks that want our own order number get (SEP ResNum, Mellat orderId). */
  attemptId: number;
  amountRial: number;
  /** Where the bank sends the shopper back, on our origin (/callback/order/{id}, /callback/balance/{id}). */
  callbackUrl: string;
  description: string;
  mobile: string;
}

export interface PaymentStart {
  /** The bank's own reference for this payment (authority, token, RefId, trackId): unique per gateway. */
  authority: string;
  /** Where the shopper pays (a GET address; banks that want a form POST also implement formFor). */
  paymentUrl: string;
}

/** What a bank's return carried: the payment it names, and the other fields verifying needs (kept on the attempt). */
export interface CallbackRead {
  authority: string;
  data: Record<string, string>;
}

export interface VerifyInput {
  attemptId: number;
  authority: string;
  /** Ours (from the database), never the callback's. */
  amountRial: number;
  /** The fields readCallback kept, or null when the shopper never came back (reconciliation). */
  callback: Record<string, string> | null;
}

export type VerifyResult =
  /** Paid; `already` when the bank had verified it before (Zarinpal 101, Zibal 201, BPM 43). */
  | { outcome: 'paid'; refId: string; amountRial: number; cardPan: string | null; cardHash: string | null; already: boolean; message: string }
  /** Not paid, for good (cancelled, failed, expired, amount refused), as the bank itself says. */
  | { outcome: 'failed'; message: string }
  /**
   * The shopper is still at the bank's page (Zarinpal IN_BANK, Zibal -1, SEP InProgress): not a
   * failure; the payment may still complete within the bank's window (Gateway.windowMs).
   */
  | { outcome: 'pending'; message: string }
  /** The bank could not be asked (network, timeout, an answer we cannot read): try again later, change nothing. */
  | { outcome: 'unknown'; message: string };

/**
 * What asking the bank to give a payment back came to: done (now or before), refused for
 * good (the bank keeps the money: too late, settled, or no reversal at all), or unknown (no
 * readable answer, or one about our own settings): then nothing may be credited elsewhere,
 * because the bank may have given it back to the card.
 */
export type ReverseResult = 'reversed' | 'refused' | 'unknown';

/** Banks with a second step (Mellat's settle): done (now or before), refused for good, or unknown. */
export interface SettleResult {
  outcome: 'settled' | 'refused' | 'unknown';
  /** The bank's words, kept on the attempt for support. */
  message: string;
}

export interface Gateway {
  readonly id: string;
  /** The name shoppers see. */
  readonly title: string;
  /**
   * How long after the payment page opens the shopper may still pay there (the bank's session
   * and verify window): the hold job does not cancel an order, nor reconciliation call a payment
   * abandoned, before it has passed.
   */
  readonly windowMs: number;
  /**
   * How long after its verification the bank still gives a whole payment back (Zarinpal's
   * reverse.json and SEP's ReverseTransaction: 30 minutes); absent where a verified payment is
   * never reversed (Mellat once settled, Zibal). A return refunds to the card only within it
   * (flows/receive-return.ts).
   */
  readonly reverseWithinMs?: number;
  start(request: PaymentRequest): Promise<PaymentStart>;
  /**
   * Banks that take the shopper by a form POST (Mellat's RefId): the form our redirect page
   * (/payment/go/{attempt}) submits. Absent: the shopper is simply sent to paymentUrl.
   */
  formFor?(authority: string): { action: string; fields: Record<string, string> };
  /** The payment a callback names, from its query or form fields; null when it names none of ours. */
  readCallback(params: Readonly<Record<string, string>>): CallbackRead | null;
  /**
   * Asks the bank whether the payment is done, and verifies it there. Banks with a second step
   * (settle) are not settled here: the shop first decides whether it keeps the money.
   */
  verify(input: VerifyInput): Promise<VerifyResult>;
  /** The second step, once the shop keeps the payment (Mellat's bpSettleRequest); absent where verify is final. */
  settle?(input: VerifyInput & { refId: string }): Promise<SettleResult>;
  /**
   * Gives a verified payment back at the bank. Idempotent in meaning: asked again after a lost
   * answer, a bank that had reversed it answers "already reversed", which is 'reversed'.
   */
  reverse(input: VerifyInput & { refId: string }): Promise<ReverseResult>;
  /**
   * Authorities the bank holds as paid but not yet verified (Zarinpal's unVerified list), so
   * reconciliation finishes them before the bank refunds them; absent where the bank has no such list.
   */
  unverified?(): Promise<string[]>;
}
