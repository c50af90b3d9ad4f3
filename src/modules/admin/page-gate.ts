import type { AstroGlobal } from 'astro';
import { can, type Permission, type Staff } from '#modules/staff/index.ts';
import { pageStaff } from './page-staff.ts';

/**
 * The gate every back-office page passes first (the API's checks, for pages): a guest goes
 * to sign in and comes back; a sign-in without the second factor goes to enter it; anyone
 * else without the permission gets 403 and no data. Personal: never cached.
 */
export async function gate(Astro: AstroGlobal, permission?: Permission): Promise<{ staff: Staff } | { refused: string } | Response> {
  Astro.response.headers.set('Cache-Control', 'no-store');
  const back = encodeURIComponent(Astro.url.pathname);
  const state = await pageStaff(Astro.cookies);
  if (!state) return Astro.redirect(`/auth?back=${back}`);
  if ('refused' in state) {
    Astro.response.status = 403;
    return state;
  }
  if (state.secondFactor !== 'passed') return Astro.redirect(`/admin/second-factor?back=${back}`);
  if (permission && !can(state.staff.role, permission)) {
    Astro.response.status = 403;
    return { refused: 'شما به این بخش دسترسی ندارید' };
  }
  return { staff: state.staff };
}
