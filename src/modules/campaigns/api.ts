import { Hono } from 'hono';
import type { AppEnv } from '#server/http/env.ts';
import { ok } from '#server/http/envelope.ts';
import { currentCampaign } from './live.ts';

/**
 * The seasonal campaigns' public calls. `current` is not marked cacheable: it changes when a
 * window opens or closes, a moment no edit purges the page cache for.
 */
export const campaignsApi = new Hono<AppEnv>();

campaignsApi.get('/v10/campaign/current', async (c) => ok(c, await currentCampaign(c.var.db)));
