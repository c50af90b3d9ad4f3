import { Hono } from 'hono';
import { messages } from '#lib/validation/messages.ts';
import { requireCaller } from '#server/auth/session.ts';
import { notFound, validationError } from '#server/errors.ts';
import type { AppEnv } from '#server/http/env.ts';
import { ok } from '#server/http/envelope.ts';
import { originOf } from '#server/http/origin.ts';
import { userById } from '#modules/account/index.ts';
import { invitationPath, inviterOfShortCode, shortPath } from './link.ts';
import { INVITED_REWARD_COINS, INVITER_REWARD_COINS, MONTHLY_REWARD_LIMIT, invitationRules } from './rules.ts';

/**
 * Invitations in the API (shared/spec/API.md "Club, invitations…"): the shopper's own
 * links (`invite`, signed in), what a short code leads to (`view`, public) and the rules
 * (`/v6/site/invite`, public). Links are absolute on the shop's configured origin, never on
 * the request's Host header.
 */
export const invitationsApi = new Hono<AppEnv>();

const LINK_NOT_FOUND = 'لینک دعوت یافت نشد';

invitationsApi.get('/v10/model-shortener/invite', (c) => {
  const { userId } = requireCaller(c);
  const origin = originOf(c);
  return ok(c, { url: `${origin}${invitationPath(userId)}`, short_url: `${origin}${shortPath(userId)}` });
});

invitationsApi.get('/v10/model-shortener/view', async (c) => {
  const code = c.req.query('code')?.trim();
  if (!code) throw validationError([{ field: 'code', message: messages.required }]);
  const inviterId = inviterOfShortCode(code);
  if (inviterId === null || !(await userById(c.var.db, inviterId))) throw notFound(LINK_NOT_FOUND);
  return ok(c, { url: `${originOf(c)}${invitationPath(inviterId)}` });
});

invitationsApi.get('/v6/site/invite', (c) =>
  ok(c, { inviter_coins: INVITER_REWARD_COINS, invited_coins: INVITED_REWARD_COINS, monthly_limit: MONTHLY_REWARD_LIMIT, rules: invitationRules() }),
);
