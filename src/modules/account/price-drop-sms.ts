import { eq } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { users } from './schema.ts';

/**
 * The shopper's "text me when a price drops" setting (`users.send_sms_on_price_reduction`,
 * read by lists' price-drop job): set to `on`, or flipped when `on` is null. The account row
 * is locked first, so two flips at once end where they started. Runs in the caller's
 * transaction; answers the setting now.
 */
export async function setPriceDropSmsIn(tx: Tx, userId: number, on: boolean | null): Promise<boolean> {
  const [u] = await tx.select({ on: users.sendSmsOnPriceReduction }).from(users).where(eq(users.id, userId)).for('update');
  const next = on ?? !u!.on;
  await tx.update(users).set({ sendSmsOnPriceReduction: next, updatedAt: new Date() }).where(eq(users.id, userId));
  return next;
}
