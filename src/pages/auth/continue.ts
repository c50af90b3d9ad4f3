import type { APIRoute } from 'astro';
import { takeRememberedPath } from '#routing/remembered-path.ts';

/**
 * After signing in: go where the guard interrupted the shopper (remembered for an hour,
 * only ever a local path), or to the profile (spec section 2: /auth leads to the profile).
 */
export const GET: APIRoute = ({ cookies, redirect }) => redirect(takeRememberedPath(cookies, '/profile'), 302);
