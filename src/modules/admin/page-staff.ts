import type { AstroCookies } from 'astro';
import { tokenOwner } from '#modules/account/index.ts';
import { getDatabase } from '#server/db/client.ts';
import { SESSION_COOKIE } from '#server/http/cookies.ts';
import { staffStateOf } from '#modules/staff/index.ts';

/**
 * The back office's pages read the caller from the browser's session cookie and ask the
 * same question as the API (guard.ts): null for a guest, else refused with the reason, or
 * the staff member and where their second factor stands.
 */
export async function pageStaff(cookies: AstroCookies) {
  const token = cookies.get(SESSION_COOKIE)?.value;
  if (!token) return null;
  const { db } = await getDatabase();
  const owner = await tokenOwner(db, token, ['web']);
  if (!owner) return null;
  return staffStateOf(db, owner);
}
