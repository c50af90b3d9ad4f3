import type { Tx } from '#server/db/client.ts';
import { refunds } from '#modules/payments/index.ts';
import { creditRefund, type LedgerEntry } from '#modules/wallet/index.ts';

/** Money the shop gives back: a refunds row (channel `balance`) and its ledger credit, in one transaction. */
export async function refundToBalance(
  tx: Tx,
  r: { userId: number; orderId: number; amountRial: number; reason: string; dispatchId?: number; attemptId?: number },
): Promise<LedgerEntry> {
  const [row] = await tx
    .insert(refunds)
    .values({ ...r, channel: 'balance' })
    .returning();
  return creditRefund(tx, row!);
}
