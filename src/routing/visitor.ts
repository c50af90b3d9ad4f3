import type { AstroCookies } from 'astro';
import { COWORKER_CONFIRMED, userById } from '../modules/account/identity.ts';
import { tokenOwner } from '../server/auth/tokens.ts';
import { getDatabase } from '../server/db/client.ts';
import { SESSION_COOKIE } from '../server/http/cookies.ts';
import { GUEST, type Visitor } from './guards.ts';

/** Who is asking, for the guards: the browser session cookie's owner, or a guest. */
export async function resolveVisitor(cookies: AstroCookies): Promise<Visitor> {
  const token = cookies.get(SESSION_COOKIE)?.value;
  if (!token) return GUEST;
  const { db } = await getDatabase();
  const owner = await tokenOwner(db, token, ['web']);
  const user = owner ? await userById(db, owner.userId) : undefined;
  if (!user) return GUEST;
  return { signedIn: true, isPartner: user.isHamkar && user.coworkerStatus === COWORKER_CONFIRMED };
}
