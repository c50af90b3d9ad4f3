import type { AstroCookies } from 'astro';
import { tokenOwner } from './auth/tokens.ts';
import { getDatabase } from '#server/db/client.ts';
import { SESSION_COOKIE } from '#server/http/cookies.ts';
import { userById } from './identity.ts';

/** The user behind the browser's session cookie, or undefined (guests, ended sessions). */
export async function sessionUser(cookies: AstroCookies) {
  const token = cookies.get(SESSION_COOKIE)?.value;
  if (!token) return undefined;
  const { db } = await getDatabase();
  const owner = await tokenOwner(db, token, ['web']);
  return owner ? await userById(db, owner.userId) : undefined;
}

/** The call-center operator acting as the signed-in shopper (login-as), or null. */
export async function sessionActor(cookies: AstroCookies): Promise<number | null> {
  const token = cookies.get(SESSION_COOKIE)?.value;
  if (!token) return null;
  const owner = await tokenOwner((await getDatabase()).db, token, ['web']);
  return owner?.actorUserId ?? null;
}
