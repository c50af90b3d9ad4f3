import type { Tx } from '#server/db/client.ts';
import { sellers } from './schema.ts';

/** A seller as an approved application makes it: its shop, and the account it belongs to. */
export interface AccountSeller {
  slug: string;
  name: string;
  nameEn: string;
  city: string;
  performanceScore: number;
  joinedAt: Date;
  userId: number;
}

/**
 * The seller of an account (provider's approved application): a new seller, active, so
 * staff can add its offers at once; an account that was a seller before (a later
 * correction approved again) keeps the same seller, renamed and active again. Runs in the
 * caller's transaction; answers the seller's id.
 */
export async function openAccountSellerIn(tx: Tx, seller: AccountSeller): Promise<number> {
  const [row] = await tx
    .insert(sellers)
    .values(seller)
    .onConflictDoUpdate({ target: sellers.userId, set: { name: seller.name, isActive: true } })
    .returning({ id: sellers.id });
  return row!.id;
}
