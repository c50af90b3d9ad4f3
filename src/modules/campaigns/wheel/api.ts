import { Hono } from 'hono';
import { requireCaller } from '#server/auth/session.ts';
import type { AppEnv } from '#server/http/env.ts';
import { ok } from '#server/http/envelope.ts';
import { wheelResult } from '#i18n/fa-wheel.ts';
import { spinWheel } from '#flows/spin-wheel.ts';
import { wheelPrizeViews } from './prizes.ts';
import { nextPeriodAt, periodOf, spinOf } from './spins.ts';

/**
 * The prize wheel (API.md "Club, invitations, campaigns and games", docs/adr/0027).
 * `index` is public: the prizes with their chances in percent, so the page states the odds
 * honestly, and for a signed-in shopper who has spun today when the next spin opens (null:
 * they may spin now, or a guest). Not cacheable: the chances move as stock runs out.
 * `spin` needs a signed-in shopper (401 for a guest); a second spin in the same Tehran day
 * answers 429 with Retry-After. Acting sessions cannot spin (not in staff's allow-list).
 */
export const wheelApi = new Hono<AppEnv>();

wheelApi.get('/v10/wheel-prize/index', async (c) => {
  const now = new Date();
  const caller = c.var.caller;
  const [items, spun] = await Promise.all([wheelPrizeViews(c.var.db), caller ? spinOf(c.var.db, caller.userId, periodOf(now)) : undefined]);
  return ok(c, { items, next_spin_at: spun ? nextPeriodAt(now).toISOString() : null });
});

wheelApi.post('/v10/wheel-prize/spin', async (c) => {
  const caller = requireCaller(c);
  const result = await spinWheel(c.var.db, caller.userId);
  return ok(c, result, wheelResult(result.prize));
});
