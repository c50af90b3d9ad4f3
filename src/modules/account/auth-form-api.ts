import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { iranMobile, requiredText } from '#lib/validation/rules.ts';
import { clientOfVariant } from '#server/auth/clients.ts';
import { CROSS_SITE, evidentlyCrossSite } from '#server/auth/session.ts';
import { ApiError, toApiError } from '#server/errors.ts';
import { readBody } from '#server/http/body.ts';
import { clientIp } from '#server/http/client-address.ts';
import type { AppEnv } from '#server/http/env.ts';
import { parse } from '#server/http/params.ts';
import { apiGuards } from '#server/http/route-meta.ts';
import { variantOfHost } from '#routing/variant.ts';
import { codeText, consumeCode, sendCode } from './auth/codes.ts';
import { authFormStateOf, clearAuthFormState, safeBack, setAuthFormMessage, setAuthFormState } from './auth-form.ts';
import { findOrCreateUser } from './identity.ts';
import { openSession } from './open-session.ts';

/**
 * Signing in by SMS code with plain forms: what /auth's forms post when JavaScript is off or
 * has not woken yet. The same rules as the API's code sign-in (the code's limits per number
 * and address, its tries, single use) without the API's client signature, which a page
 * without JavaScript cannot make: these routes answer only our own pages (a cross-site post
 * is refused) and only with redirects, never with the code's state. Each answers 303: to
 * /auth (the code step, or the refusal shown once), or, signed in, to where the shopper was
 * going (`back`, a local path) or /auth/continue.
 */
export const authFormApi = new Hono<AppEnv>();

const AFTER_SIGN_IN = '/auth/continue';
const mobileForm = z.object({ mobile: iranMobile() });
const codeForm = z.object({ code: z.pipe(requiredText(), z.string().regex(/^\d{4,8}$/, { error: 'کد وارد شده صحیح نیست' })) });
const EXPIRED = 'مهلت ورود کد تمام شده است؛ شماره موبایل را دوباره وارد کنید.';

/** A refusal the shopper can act on becomes the message on /auth; anything else is the server's to answer. */
function refused(c: Context<AppEnv>, err: unknown): Response {
  const e = toApiError(err);
  if (e.status >= 500 || e.status === 403) throw err;
  setAuthFormMessage(c, e.fields?.[0]?.message ?? e.message);
  c.header('Cache-Control', 'no-store');
  return c.redirect('/auth', 303);
}

/** The number: a code goes out (or the one still valid is kept), and /auth shows the code step. */
authFormApi.post('/auth/send', apiGuards, async (c) => {
  if (evidentlyCrossSite(c)) throw new ApiError(403, CROSS_SITE);
  const body = (await readBody(c)) as Record<string, unknown>;
  const back = safeBack(body.back ?? authFormStateOf(c.req.header('Cookie'))?.back);
  try {
    const { mobile } = parse(mobileForm, { mobile: body.mobile ?? '' });
    const sent = await sendCode(c.var.db, mobile, 'login', clientIp(c), codeText);
    setAuthFormState(c, { mobile, back }, sent.remindValidTime + 120);
  } catch (err) {
    return refused(c, err);
  }
  c.header('Cache-Control', 'no-store');
  return c.redirect('/auth', 303);
});

/** The code: signed in (an unknown number is registered, as the API does), then on to where the shopper was going. */
authFormApi.post('/auth/verify', apiGuards, async (c) => {
  if (evidentlyCrossSite(c)) throw new ApiError(403, CROSS_SITE);
  const state = authFormStateOf(c.req.header('Cookie'));
  if (!state) {
    setAuthFormMessage(c, EXPIRED);
    return c.redirect('/auth', 303);
  }
  const body = (await readBody(c)) as Record<string, unknown>;
  let user;
  try {
    const { code } = parse(codeForm, { code: body.code ?? '' });
    await consumeCode(c.var.db, state.mobile, 'login', code);
    user = await findOrCreateUser(c.var.db, state.mobile);
  } catch (err) {
    return refused(c, err);
  }
  await openSession(c, user, clientOfVariant(variantOfHost(c.req.header('Host'))).id);
  clearAuthFormState(c);
  return c.redirect(state.back || AFTER_SIGN_IN, 303);
});

/** Every path above, for the API's "personal answers" rule (app/api.ts). */
export const AUTH_FORM_PATHS = ['/auth/send', '/auth/verify'] as const;
