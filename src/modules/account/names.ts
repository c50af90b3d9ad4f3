import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '#server/db/client.ts';
import { personName } from './validation.ts';
import { users } from './schema.ts';

/**
 * The shopper's first and last name alone (the invitation's /profile/invite-complete-info):
 * the same rules as the profile completion's names, nothing else of the identity touched.
 */
export const namesBody = z.object({ first_name: personName, last_name: personName });
export type Names = z.output<typeof namesBody>;

export async function saveNames(db: DbOrTx, userId: number, names: Names): Promise<void> {
  await db.update(users).set({ firstName: names.first_name, lastName: names.last_name, updatedAt: new Date() }).where(eq(users.id, userId));
}
