import type { AstroCookies } from 'astro';
import { tokenOwner } from '#modules/account/index.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { SESSION_COOKIE } from '#server/http/cookies.ts';
import { fallbackErrorHtml } from '#server/http/error-page-fallback.ts';
import { actingVerdict, type ActingVerdict } from './policy.ts';
import { recordActing } from './record.ts';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A page's key in the policy: its method and path without a trailing slash (`POST /profile/back-balance`). */
export const pageKey = (method: string, pathname: string) => `${method} ${pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname}`;

/** The policy's decision for a page request of an acting session (pure: the Astro middleware's rule). */
export const pageVerdict = (method: string, pathname: string): ActingVerdict => actingVerdict(pageKey(method, pathname), { pages: true });

/**
 * The page middleware's half of acting as a customer: a form post of an acting session
 * that the policy does not allow answers 403 with the reason, before the page reads the
 * form; an allowed one runs and is recorded with its status. Either way the staff audit
 * gets a row under the operator's name. Reads pass without a lookup.
 */
export async function actingPageGate(
  {
    db,
    cookies,
    request,
    pathname,
    ip,
    home,
  }: { db: () => Promise<DbOrTx>; cookies: AstroCookies; request: Request; pathname: string; ip: string; home: string },
  next: () => Promise<Response>,
): Promise<Response> {
  if (READS.has(request.method)) return next();
  const token = cookies.get(SESSION_COOKIE)?.value;
  if (!token) return next();
  const database = await db();
  const owner = await tokenOwner(database, token, ['web']);
  if (!owner || owner.actorUserId === null) return next();
  const key = pageKey(request.method, pathname.slice(0, 200));
  const verdict = pageVerdict(request.method, pathname);
  const record = (status: number, refused = false) =>
    recordActing(database, { operatorId: owner.actorUserId!, customerId: owner.userId, key, status, refused, ip });
  if (!verdict.allowed) {
    await record(403, true);
    return new Response(fallbackErrorHtml(403, verdict.message, home), {
      status: 403,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  const response = await next();
  if (verdict.audit) await record(response.status);
  return response;
}
