import { Hono } from 'hono';
import { fa } from '#i18n/fa.ts';
import { readBody } from '#server/http/body.ts';
import type { AppEnv } from '#server/http/env.ts';
import { ok } from '#server/http/envelope.ts';
import { parse } from '#server/http/params.ts';
import { faqApi } from './faq-api.ts';
import { subscribeNewsletter } from './service.ts';
import { siteApi } from './site-api.ts';
import { newsletterSubscribe } from './validation.ts';

export const contentApi = new Hono<AppEnv>();

contentApi.post('/v6/newsletter/subscribe', async (c) => {
  const { email } = parse(newsletterSubscribe, await readBody(c));
  await subscribeNewsletter(c.var.db, email);
  return ok(c, { email }, fa.footer.newsletterDone);
});

contentApi.route('/', faqApi);
contentApi.route('/', siteApi);
