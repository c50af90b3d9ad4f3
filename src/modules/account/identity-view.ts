import type { DbOrTx } from '#server/db/client.ts';
import type { UserRow } from './identity.ts';

/**
 * The spec's identity (section 3) joins the account with addresses, orders, the wallet and
 * sellers: a read model above the modules (src/app/identity.ts). Account's routes answer
 * with it, so the composition registers it when it builds the API; account never imports
 * the composition (an import would tie every module back into account's load).
 */
type IdentityView = (db: DbOrTx, user: UserRow) => Promise<Record<string, unknown>>;

let view: IdentityView | null = null;

export function setIdentityView(next: IdentityView): void {
  view = next;
}

export function identityView(db: DbOrTx, user: UserRow): Promise<Record<string, unknown>> {
  if (!view) throw new Error('the identity view is not registered (createApi registers it)');
  return view(db, user);
}
