import { Hono } from 'hono';
import { requireCaller } from '../../server/auth/session.ts';
import { config } from '../../server/config.ts';
import type { AppEnv } from '../../server/http/env.ts';
import { collection, ok } from '../../server/http/envelope.ts';
import { pagination } from '../../server/http/params.ts';
import { entriesOf, historyTabOf } from './history.ts';
import { balancesOf } from './ledger.ts';
import type { Balance, Coin } from './validation.ts';

/**
 * The shopper's wallet, read side (spec section 7 "Money"): the balance and its movements,
 * the coins and theirs. Every call needs a signed-in caller and reads only the caller's
 * ledger. Paying with the balance, top-ups and payouts come with the rest of issue 13.
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

walletApi.get('/v6/coin/get-credit', async (c) => {
  const caller = requireCaller(c);
  const coins = (await balancesOf(c.var.db, caller.userId)).coin;
  // No seasonal campaign runs yet (issue 13 item 3): every coin held is usable.
  const coin: Coin = { campaign: null, stock: coins, usable: coins, rateChange: config.coinValueRial, value: coins * config.coinValueRial };
  return ok(c, coin);
});

walletApi.get('/v6/coin/index', async (c) => {
  const caller = requireCaller(c);
  const page = pagination(c);
  const { items, total } = await entriesOf(c.var.db, caller.userId, 'coin', page);
  return collection(c, items, total, page);
});
