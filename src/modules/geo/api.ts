import { Hono } from 'hono';
import type { AppEnv } from '../../server/http/env.ts';
import { ok } from '../../server/http/envelope.ts';
import { queryId } from '../../server/http/params.ts';
import { listCities, listProvinces } from './service.ts';

export const geoApi = new Hono<AppEnv>();

geoApi.get('/v6/address/get-province', async (c) => ok(c, { items: await listProvinces(c.var.db) }));
geoApi.get('/v6/address/get-city', async (c) => ok(c, { items: await listCities(c.var.db, queryId(c, 'province_id')) }));
