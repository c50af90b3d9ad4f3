import { Hono } from 'hono';
import { requireCaller } from '#server/auth/session.ts';
import { validationError } from '#server/errors.ts';
import { readBody } from '#server/http/body.ts';
import type { AppEnv } from '#server/http/env.ts';
import { ok } from '#server/http/envelope.ts';
import { parse, queryId } from '#server/http/params.ts';
import { nearestPlace, searchPlaces } from './places.ts';
import { listCities, listProvinces } from './service.ts';
import { GEO_MESSAGES, reverseBody, searchBody } from './validation.ts';

export const geoApi = new Hono<AppEnv>();

geoApi.get('/v6/address/get-province', async (c) => ok(c, { items: await listProvinces(c.var.db) }));
geoApi.get('/v6/address/get-city', async (c) => ok(c, { items: await listCities(c.var.db, queryId(c, 'province_id')) }));

/** `{ q, city_id? }` → places and cities whose name holds the text (signed-in shoppers, like every address call). */
geoApi.post('/v6/address/search-address', async (c) => {
  requireCaller(c);
  const body = parse(searchBody, await readBody(c));
  return ok(c, { items: await searchPlaces(c.var.db, body.q, body.city_id) });
});

/** `{ latitude, longitude }` inside Iran → the place (or city) there, with its city and province. */
geoApi.post('/v6/address/search-address-reverse', async (c) => {
  requireCaller(c);
  const at = parse(reverseBody, await readBody(c));
  const place = await nearestPlace(c.var.db, at);
  if (!place) throw validationError([{ field: 'latitude', message: GEO_MESSAGES.noPlace }]);
  return ok(c, place);
});
