/**
 * The one interface every online gateway implements (shared/domain/IRAN.md B): the
 * built-in sandbox bank now; Zarinpal, SEP, Behpardakht and Zibal with the wallet issue.
 * The order and payment code speak only this, so adding a bank touches nothing else.
 */
export interface PaymentRequest {
  attemptId: number;
  orderId: number;
  amountRial: number;
  /** Where the bank sends the shopper back: /callback/order/{id} on our origin. */
  callbackUrl: string;
  description: string;
  mobile: string;
}

export interface PaymentStart {
  /** The bank's own reference for this payment (authority, token, trackId): unique per gateway. */
  authority: string;
  /** Where the shopper pays. */
  paymentUrl: string;
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
  /** The authority a callback names, from its query or form fields; null when it names none. */
  authorityOf(params: Readonly<Record<string, string>>): string | null;
  /** Asks the bank; the amount is ours (from the database), never the callback's. */
  verify(input: { authority: string; amountRial: number }): Promise<VerifyResult>;
  /** Gives a verified payment back at the bank (within its window); false when it cannot. */
  reverse(input: { authority: string; refId: string; amountRial: number }): Promise<boolean>;
}
