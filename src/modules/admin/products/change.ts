import type { Tx, DbOrTx } from '#server/db/client.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import { validationError } from '#server/errors.ts';
import { staffChange, type Change, type StaffActor } from '#modules/staff/index.ts';

export type Editor = StaffActor;

/**
 * Every product, picture, category and brand change: `catalog.edit`
 * checked, the change and its audit row in one transaction (staff's staffChange). A slug
 * taken is a 422 on the field: checked inside the change for the usual case, and the
 * unique index's refusal (two editors at once) becomes the same answer, never a 500.
 */
export async function catalogChange<T>(
  db: DbOrTx,
  editor: Editor,
  action: string,
  change: (tx: Tx) => Promise<Change<T>>,
  slugTaken = 'این نشانی پیش‌تر به کار رفته است',
): Promise<T> {
  try {
    return await staffChange(db, editor.staff, 'catalog.edit', action, (tx) => change(tx as Tx), editor.ip);
  } catch (err) {
    if (isUniqueViolation(err)) throw validationError([{ field: 'slug', message: slugTaken }]);
    throw err;
  }
}
