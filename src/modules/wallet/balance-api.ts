import { Hono } from 'hono';
import { requireCaller } from '#server/auth/session.ts';
import { readBody } from '#server/http/body.ts';
import type { AppEnv } from '#server/http/env.ts';
import { ok } from '#server/http/envelope.ts';
import { parse } from '#server/http/params.ts';
import { originOf } from '#server/http/origin.ts';
import { HISTORY_TABS, tabCounts } from './history.ts';
import { startTopUp } from '#flows/top-up.ts';
import { topUpBody } from './validation.ts';

/**
 * The balance's write side and tabs (spec section 7 "Money"): POST /v6/balance/create
 * starts a top-up at the bank and answers where to send the shopper; /v6/balance/tabs
 * names the history's tabs with their counts (/v6/balance/index?tab=all|in|out lists them).
 */
export const balanceApi = new Hono<AppEnv>();

balanceApi.post('/v6/balance/create', async (c) => {
  const caller = requireCaller(c);
  const body = parse(topUpBody, await readBody(c));
  return ok(c, await startTopUp(c.var.db, caller.userId, body.amount, body.gateway, originOf(c)));
});

balanceApi.get('/v6/balance/tabs', async (c) => {
  const caller = requireCaller(c);
  const counts = await tabCounts(c.var.db, caller.userId, 'rial');
  return ok(
    c,
    HISTORY_TABS.map((t) => ({ ...t, count: counts[t.key] })),
  );
});
