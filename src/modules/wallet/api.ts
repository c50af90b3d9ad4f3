import { Hono } from 'hono';
import { requireCaller } from '#server/auth/session.ts';
import type { AppEnv } from '#server/http/env.ts';
import { collection, ok } from '#server/http/envelope.ts';
import { pagination } from '#server/http/params.ts';
import { entriesOf, historyTabOf } from './history.ts';
import { balancesOf } from './ledger.ts';
import type { Balance } from './validation.ts';

/**
 * The shopper's wallet, read side (spec section 7 "Money"): the balance and its movements,
 * the coins and theirs. Every call needs a signed-in caller and reads only the caller's
 * ledger. The coins' credit, seasons and conversions are in coins/api.ts.
 */
export const walletApi = new Hono<AppEnv>();

walletApi.get('/v6/balance/get-credit', async (c) => {
  const caller = requireCaller(c);
  const balance: Balance = { total: (await balancesOf(c.var.db, caller.userId)).rial };
  return ok(c, balance);
});

walletApi.get('/v6/balance/index', async (c) => {
  const caller = requireCaller(c);
  const page = pagination(c);
  const { items, total } = await entriesOf(c.var.db, caller.userId, 'rial', page, historyTabOf(c.req.query('tab')));
  return collection(c, items, total, page);
});

walletApi.get('/v6/coin/index', async (c) => {
  const caller = requireCaller(c);
  const page = pagination(c);
  const { items, total } = await entriesOf(c.var.db, caller.userId, 'coin', page);
  return collection(c, items, total, page);
});
