import type { AstroCookies } from 'astro';
import { oauthPartner } from '#server/auth/oauth-partners.ts';
import { flashMessage, OAUTH_FLASH_COOKIE } from './oauth-messages.ts';

/** The message a failed partner sign-in left for /auth, shown once (read by the page, then forgotten). */
export function takeOAuthFlash(cookies: AstroCookies): string | null {
  const value = cookies.get(OAUTH_FLASH_COOKIE)?.value;
  if (value === undefined) return null;
  cookies.delete(OAUTH_FLASH_COOKIE, { path: '/' });
  return flashMessage(value, (id) => oauthPartner(id)?.name);
}
