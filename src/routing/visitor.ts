import type { AstroCookies } from 'astro';
import { isConfirmedPartnerRow, sessionUser } from '#modules/account/index.ts';
import { GUEST, type Visitor } from './guards.ts';

/** Who is asking, for the guards: the browser session cookie's owner, or a guest. */
export async function resolveVisitor(cookies: AstroCookies): Promise<Visitor> {
  const user = await sessionUser(cookies);
  if (!user) return GUEST;
  return { signedIn: true, isPartner: isConfirmedPartnerRow(user) };
}
