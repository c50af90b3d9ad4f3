import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { users } from './schema.ts';

/**
 * Where the account's partner (hamkar) application stands: `users.coworker_status` (the
 * codes are wholesale's COWORKER_STATUS; confirmed is COWORKER_CONFIRMED, the partner rule
 * in identity.ts), and with `hamkar` the account's partner flag turned on too. Written by
 * wholesale's applications in the caller's transaction, beside the application row.
 * Answers the account's mobile (for the SMS), or undefined when there is no such account.
 */
export async function setCoworkerStatus(tx: DbOrTx, userId: number, coworkerStatus: number, { hamkar = false } = {}): Promise<{ mobile: string } | undefined> {
  const [user] = await tx
    .update(users)
    .set(hamkar ? { isHamkar: true, coworkerStatus } : { coworkerStatus })
    .where(eq(users.id, userId))
    .returning({ mobile: users.mobile });
  return user;
}
