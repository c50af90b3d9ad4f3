import { Hono, type Context } from 'hono';
import { requireCaller } from '#server/auth/session.ts';
import { readBody } from '#server/http/body.ts';
import type { AppEnv } from '#server/http/env.ts';
import { collection, ok, type Page } from '#server/http/envelope.ts';
import { offsetOf, pagination, parse } from '#server/http/params.ts';
import { seasonsOf } from './campaigns.ts';
import { COIN_CODE_MESSAGES, convertCoins, offersFor, personalCodes } from './convert.ts';
import { coinCredit } from './credit.ts';
import { convertBody } from './validation.ts';

/**
 * Loyalty coins (spec section 7 "Money"): the coins held and their worth under the
 * running campaign, the seasons, and converting coins to a personal discount code. Every
 * call needs a signed-in caller and reads or changes only the caller's coins and codes.
 * The coin history (/v6/coin/index) stays with the balance's in wallet/api.ts.
 */
export const coinsApi = new Hono<AppEnv>();

/** Seasons and offers are short lists read whole; they answer as the spec's collections all the same. */
const listed = <T>(c: Context<AppEnv>, all: T[], page: Page) => collection(c, all.slice(offsetOf(page), offsetOf(page) + page.perPage), all.length, page);

coinsApi.get('/v6/coin/get-credit', async (c) => {
  const caller = requireCaller(c);
  return ok(c, await coinCredit(c.var.db, caller.userId));
});

coinsApi.get('/v6/coin/by-season', async (c) => {
  const caller = requireCaller(c);
  const page = pagination(c);
  return listed(c, await seasonsOf(c.var.db, caller.userId), page);
});

coinsApi.get('/v6/off/index', async (c) => {
  const caller = requireCaller(c);
  return listed(c, await offersFor(c.var.db, caller.userId), pagination(c));
});

coinsApi.get('/v6/off/user', async (c) => {
  const caller = requireCaller(c);
  const page = pagination(c);
  const { items, total } = await personalCodes(c.var.db, caller.userId, page);
  return collection(c, items, total, page);
});

coinsApi.post('/v6/off/convert-coin-to-off', async (c) => {
  const caller = requireCaller(c);
  const { id } = parse(convertBody, await readBody(c));
  return ok(c, await convertCoins(c.var.db, caller.userId, id), COIN_CODE_MESSAGES.converted);
});
