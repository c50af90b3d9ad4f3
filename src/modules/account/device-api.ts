import { Hono } from 'hono';
import { z } from 'zod';
import { requireCaller } from '#server/auth/session.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { readBody } from '#server/http/body.ts';
import type { AppEnv } from '#server/http/env.ts';
import { ok } from '#server/http/envelope.ts';
import { parse } from '#server/http/params.ts';
import { deviceTokens } from './schema.ts';

/**
 * Push tokens (spec section 7): sent after login when a pending flag exists
 * (set-device-token) and by guests (guest-device-token). A token belongs to the last
 * account that registered it.
 */
export const deviceApi = new Hono<AppEnv>();

const token = z
  .string({ error: 'توکن دستگاه را بفرستید' })
  .trim()
  .regex(/^[A-Za-z0-9:_\-.]{10,512}$/, { error: 'توکن دستگاه معتبر نیست' });

async function save(db: DbOrTx, value: string, userId: number | null) {
  await db
    .insert(deviceTokens)
    .values({ token: value, userId })
    .onConflictDoUpdate({ target: deviceTokens.token, set: { userId, updatedAt: new Date() } });
}

deviceApi.post('/v6/user/set-device-token', async (c) => {
  const caller = requireCaller(c);
  const { device_token } = parse(z.object({ device_token: token }), await readBody(c));
  await save(c.var.db, device_token, caller.userId);
  return ok(c, null);
});

deviceApi.get('/v6/site/guest-device-token', async (c) => {
  const value = parse(token, c.req.query('token'));
  await save(c.var.db, value, null);
  return ok(c, null);
});
