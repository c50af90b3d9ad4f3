import type { Tx } from '../../../server/db/client.ts';
import type { DbOrTx } from '../../../server/db/client.ts';
import { isUniqueViolation } from '../../../server/db/errors.ts';
import { notFound, validationError } from '../../../server/errors.ts';
import { staffChange, type Change } from '../audit.ts';
import type { Staff } from '../guard.ts';

/** Who changes the catalogue and from where: the staff member the API guard or the page gate returned. */
export interface Editor {
  staff: Staff;
  ip?: string;
}

/**
 * Every product, picture, category and brand change (issue 17 item 3): `catalog.edit`
 * checked, the change and its audit row in one transaction (admin/audit.ts). A slug
 * taken is a 422 on the field: checked inside the change for the usual case, and the
 * unique index's refusal (two editors at once) becomes the same answer, never a 500.
 */
export async function catalogChange<T>(db: DbOrTx, editor: Editor, action: string, change: (tx: Tx) => Promise<Change<T>>, slugTaken = 'این نشانی پیش‌تر به کار رفته است'): Promise<T> {
  try {
    return await staffChange(db, editor.staff, 'catalog.edit', action, (tx) => change(tx as Tx), editor.ip);
  } catch (err) {
    if (isUniqueViolation(err)) throw validationError([{ field: 'slug', message: slugTaken }]);
    throw err;
  }
}

/** The row a change names, or a 404 the screen shows beside the form. */
export function found<T>(row: T | undefined, message: string): T {
  if (row === undefined) throw notFound(message);
  return row;
}
