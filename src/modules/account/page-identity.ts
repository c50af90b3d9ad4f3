import type { AstroCookies } from 'astro';
import { tokenOwner } from '#server/auth/tokens.ts';
import { getDatabase } from '#server/db/client.ts';
import { SESSION_COOKIE } from '#server/http/cookies.ts';
import { identityOf, userById } from './identity.ts';

export type PageIdentity = Awaited<ReturnType<typeof identityOf>> & { mobile: string };

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

/**
 * The signed-in shopper of a server-rendered page (profile pages, checkout), read from
 * the HttpOnly session cookie the way the API reads it: the spec's identity plus the
 * mobile. Null for a guest or an ended session (the guards normally send those away).
 */
export async function pageIdentity(cookies: AstroCookies): Promise<PageIdentity | null> {
  const user = await sessionUser(cookies);
  if (!user) return null;
  const { db } = await getDatabase();
  return { ...(await identityOf(db, user)), mobile: user.mobile };
}

/** What the profile form needs to start from (all an island is given of the identity). */
export function profileFormStart(identity: PageIdentity) {
  const { first_name, last_name, sex, birthday, nationalCode, isForeign } = identity;
  return { first_name, last_name, sex: sex === 0 || sex === 1 ? (sex as 0 | 1) : null, birthday, nationalCode, isForeign };
}
