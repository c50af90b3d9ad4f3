import { Hono, type Context } from 'hono';
import { findHuntItem } from '#flows/find-hunt-item.ts';
import { readBody } from '#server/http/body.ts';
import type { AppEnv } from '#server/http/env.ts';
import { ok } from '#server/http/envelope.ts';
import { parse } from '#server/http/params.ts';
import { toApiError } from '#server/errors.ts';
import { requireCaller } from '#server/auth/session.ts';
import { HUNT_MESSAGES } from './rules.ts';
import { findBody } from './validation.ts';

/**
 * The hunt's find (POST /v10/campaign/hunt-find, `{ item_id }`): JSON for clients and the
 * marker's script; the marker's plain form (no JavaScript) is answered with a 303 to /hunt,
 * which tells the shopper what happened from their own finds (`?found=`) or a fixed reason
 * (`?miss=`), never text taken from the URL. A guest's form goes to sign in first.
 */
export const huntApi = new Hono<AppEnv>();

/** A browser's plain form post, not a client that reads JSON. */
const isPlainForm = (c: Context) =>
  (c.req.header('Content-Type') ?? '').startsWith('application/x-www-form-urlencoded') && !(c.req.header('Accept') ?? '').includes('application/json');

/** The reasons /hunt knows how to say (HuntMiss there). */
const MISS = { [HUNT_MESSAGES.already]: 'already', [HUNT_MESSAGES.notLive]: 'ended', [HUNT_MESSAGES.notFound]: 'missing' } as Record<string, string>;

huntApi.post('/v10/campaign/hunt-find', async (c) => {
  if (!isPlainForm(c)) {
    const caller = requireCaller(c);
    const { item_id } = parse(findBody, await readBody(c));
    return ok(c, await findHuntItem(c.var.db, caller.userId, item_id), HUNT_MESSAGES.found);
  }
  if (!c.var.caller) return c.redirect('/auth?back=%2Fhunt', 303);
  try {
    const { item_id } = parse(findBody, await readBody(c));
    await findHuntItem(c.var.db, c.var.caller.userId, item_id);
    return c.redirect(`/hunt?found=${item_id}`, 303);
  } catch (err) {
    const e = toApiError(err);
    if (e.status === 403 || e.status >= 500) throw err;
    return c.redirect(`/hunt?miss=${MISS[e.fields?.[0]?.message ?? e.message] ?? 'missing'}`, 303);
  }
});
