import type { AstroCookies } from 'astro';
import { GUEST, type Visitor } from './guards.ts';

/**
 * Who is asking, for the guards. Sign-in (sessions, partner status) arrives with the
 * identity issue, which replaces this with a lookup of the session cookie; until then
 * every visitor is a guest, so every protected page sends people to sign in.
 */
export async function resolveVisitor(_cookies: AstroCookies): Promise<Visitor> {
  return GUEST;
}
