import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { Caller } from '#server/auth/session.ts';
import { tokenOwner } from '#modules/account/index.ts';
import { ApiError } from '#server/errors.ts';
import { clientIp } from '#server/http/client-address.ts';
import type { AppEnv } from '#server/http/env.ts';
import { actingVerdict } from './policy.ts';
import { recordActing } from './record.ts';

export const REAL_USER_MISMATCH = 'مشخصات اپراتور با نشست ورود به‌جای مشتری نمی‌خواند';

/** The route a request reached, as registered (`POST /v6/address/update`), or null when none did. */
export function routeKeyOf(c: Context): string | null {
  const method = c.req.method;
  const route = matchedRoutes(c).find((r) => r.method === method);
  return route ? `${method} ${route.path}` : null;
}

/**
 * In login-as mode the spec's clients also send `X-Real-User-Id` and `X-Real-Token`, the
 * operator's. When they come they must name this session's operator and be one of their
 * live tokens of their own (not itself an acting one): otherwise someone is borrowing an
 * acting token under another operator's name, and nothing is answered.
 */
async function checkRealUser(c: Context<AppEnv>, caller: Caller & { actorUserId: number }): Promise<void> {
  const id = c.req.header('X-Real-User-Id');
  const token = c.req.header('X-Real-Token');
  if (id === undefined && token === undefined) return;
  if (id?.trim() !== String(caller.actorUserId) || !token) throw new ApiError(403, REAL_USER_MISMATCH);
  const real = await tokenOwner(c.var.db, token.replace(/^Bearer\s+/i, '').trim(), ['access', 'web']);
  if (!real || real.userId !== caller.actorUserId || real.actorUserId !== null) throw new ApiError(403, REAL_USER_MISMATCH);
}

/**
 * Acting as a customer, for the API (mounted right after `authenticate()`): every write of
 * an acting session is checked against the one allow-list (policy.ts) and recorded in the
 * staff audit under the operator's name, refused ones too, with the answer's status. Other
 * callers pass untouched.
 */
export function actingGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const caller = c.var.caller;
    if (!caller || caller.actorUserId === null) return next();
    const acting = { ...caller, actorUserId: caller.actorUserId };
    await checkRealUser(c, acting);
    const route = routeKeyOf(c);
    const verdict = actingVerdict(route);
    // No route: the path as sent (without its query), so the record still says what was tried.
    const key = route ?? `${c.req.method} ${c.req.path.slice(0, 200)}`;
    const record = (status: number, refused = false) =>
      recordActing(c.var.db, { operatorId: acting.actorUserId, customerId: acting.userId, key, status, refused, ip: clientIp(c) });
    if (!verdict.allowed) {
      await record(403, true);
      throw new ApiError(403, verdict.message);
    }
    if (!verdict.audit) return next();
    try {
      await next();
    } catch (err) {
      await record(err instanceof ApiError ? err.status : 500);
      throw err;
    }
    await record(c.res.status);
  };
}
