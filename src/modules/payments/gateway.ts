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
  /** Not paid, for good (cancelled, failed, expired, amount refused). */
  | { outcome: 'failed'; message: string }
  /** The bank could not be asked (network, timeout): try again later, change nothing. */
  | { outcome: 'unknown'; message: string };

export interface Gateway {
  readonly id: string;
  /** The name shoppers see. */
  readonly title: string;
  start(request: PaymentRequest): Promise<PaymentStart>;
  /**
   * Banks that take the shopper by a form POST (Mellat's RefId): the form our redirect page
   * (/payment/go/{attempt}) submits. Absent: the shopper is simply sent to paymentUrl.
   */
  formFor?(authority: string): { action: string; fields: Record<string, string> };
  /** The payment a callback names, from its query or form fields; null when it names none of ours. */
  readCallback(params: Readonly<Record<string, string>>): CallbackRead | null;
  /** Asks the bank whether the payment is done, and finishes it there (verify, and settle where the bank has that step). */
  verify(input: VerifyInput): Promise<VerifyResult>;
  /** Gives a verified payment back at the bank (within its window); false when it cannot. */
  reverse(input: VerifyInput & { refId: string }): Promise<boolean>;
  /**
   * Authorities the bank holds as paid but not yet verified (Zarinpal's unVerified list), so
   * reconciliation finishes them before the bank refunds them; absent where the bank has no such list.
   */
  unverified?(): Promise<string[]>;
}
