import type { DbOrTx } from '#server/db/client.ts';
import { newsletterSubscribers } from './schema.ts';

/**
 * Subscribes an address. Subscribing twice is not an error and answers the same, so the
 * endpoint does not tell who is already on the list.
 */
export async function subscribeNewsletter(db: DbOrTx, email: string): Promise<void> {
  await db
    .insert(newsletterSubscribers)
    .values({ email: email.toLowerCase() })
    .onConflictDoUpdate({ target: newsletterSubscribers.email, set: { status: 1 } });
}
