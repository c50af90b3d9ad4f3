import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '#server/http/env.ts';
import { ok } from '#server/http/envelope.ts';
import { idSchema, parse } from '#server/http/params.ts';
import { divinationCampaign, falOrNotFound, randomFal } from './divination.ts';

/**
 * The fāl-e Hāfez (spec section 7, "Games"), public: a random fāl, one by id, and the
 * Yalda twist while Yalda is live. None is marked cacheable: random answers differ per call,
 * and the twist changes when the window opens or closes.
 */
export const divinationApi = new Hono<AppEnv>();

const FAL_ID = 'شناسه فال معتبر نیست';

divinationApi.get('/v8/divination/random', (c) => ok(c, randomFal()));

divinationApi.get('/v8/divination/view', (c) => {
  const { id } = parse(z.object({ id: idSchema(FAL_ID) }), { id: c.req.query('id') ?? '' });
  return ok(c, falOrNotFound(id));
});

divinationApi.get('/v8/divination/campaign', async (c) => ok(c, await divinationCampaign(c.var.db)));
