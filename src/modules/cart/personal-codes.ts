import type { Tx } from '#server/db/client.ts';
import { discountCodes } from './schema.ts';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // 32 letters: no 0/O, 1/I look-alikes
type CodeRow = typeof discountCodes.$inferSelect;

/** «SC» and 8 random letters and digits (40 bits): personal codes are not guessable. */
export function randomPersonalCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return `SC${[...bytes].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('')}`;
}

/**
 * A one-use code that only its owner may use, in the caller's transaction: a fixed amount
 * (coins converted into a discount, wallet/coins/convert.ts) or a percent off up to a cap
 * (a prize of the wheel, flows/spin-wheel.ts).
 */
export async function issuePersonalCode(
  tx: Tx,
  code: {
    title: string;
    value: number;
    minCartRial: number;
    expiresAt: Date;
    ownerUserId: number;
    kind?: 'fixed' | 'percent';
    maxDiscountRial?: number | null;
  },
): Promise<CodeRow> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await tx
      .insert(discountCodes)
      .values({ kind: 'fixed', ...code, code: randomPersonalCode(), usageLimit: 1, perUserLimit: 1 })
      // A clash with an existing code (vanishingly rare) draws again instead of aborting the transaction.
      .onConflictDoNothing({ target: discountCodes.code })
      .returning();
    if (row) return row;
  }
  throw new Error('could not draw a free discount code');
}
