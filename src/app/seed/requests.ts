import { contactDepartments, jobPositions } from '#modules/requests/index.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { DEPARTMENTS, POSITIONS } from './data/requests.ts';

/**
 * Contact departments and open positions. Idempotent (by slug): run by every seed and as a
 * top-up on start (app/prepare.ts), so a shop seeded before they existed gets them too, and a
 * row staff changed since is left as it is. Answers how many rows were added.
 */
export async function seedRequests(db: DbOrTx): Promise<number> {
  const departments = await db
    .insert(contactDepartments)
    .values(DEPARTMENTS.map((d, i) => ({ ...d, sort: i })))
    .onConflictDoNothing({ target: contactDepartments.slug })
    .returning({ id: contactDepartments.id });
  const positions = await db
    .insert(jobPositions)
    .values(POSITIONS.map((p, i) => ({ ...p, sort: i })))
    .onConflictDoNothing({ target: jobPositions.slug })
    .returning({ id: jobPositions.id });
  return departments.length + positions.length;
}
