import { Hono } from 'hono';
import { readBody } from '#server/http/body.ts';
import { clientIp } from '#server/http/client-address.ts';
import type { AppEnv } from '#server/http/env.ts';
import { ok } from '#server/http/envelope.ts';
import { parse } from '#server/http/params.ts';
import { askAssistant } from '#app/assistant.ts';
import { limitAsking } from './limits.ts';
import { askBody } from './validation.ts';

/**
 * `POST /v10/chatbot/ask` `{ message }` → `{ answer, links: [{ title, url }], handoff }` (spec
 * section 2's /chatbot, for the apps and the page's script). Guests may ask; a signed-in
 * shopper also hears about their own orders and wallet. Limited per address (429), the
 * message capped (422 in Persian). The answer is composed by src/app/assistant.ts, which
 * reads several modules; nothing is stored.
 */
export const chatbotApi = new Hono<AppEnv>();

chatbotApi.post('/v10/chatbot/ask', async (c) => {
  await limitAsking(clientIp(c));
  const { message } = parse(askBody, await readBody(c));
  return ok(c, await askAssistant(c.var.db, message, c.var.caller?.userId ?? null));
});
