import { defineMiddleware } from 'astro:middleware';
import { actingPageGate } from '#modules/staff/index.ts';
import { slugById } from '#modules/catalog/index.ts';
import { getDatabase } from '#server/db/client.ts';
import { ApiError } from '#server/errors.ts';
import { badUrlField } from '#server/http/bad-text.ts';
import { serverAttributionCookies } from '#lib/http/attribution.ts';
import { requestIp } from '#server/http/client-address.ts';
import { isSecureContext } from '#server/http/cookies.ts';
import { GUEST, guardApplies, guardFor } from '#routing/guards.ts';
import { redirectFor } from '#routing/redirects.ts';
import { rememberedPathCookie } from '#routing/remembered-path.ts';
import { publicOrigin } from '#routing/origin.ts';
import { MAX_PATH_LENGTH } from '#routing/safe-path.ts';
import { variantConfig, variantOfHost } from '#routing/variant.ts';
import { resolveVisitor } from '#routing/visitor.ts';

/**
 * Page middleware (spec section 2): the variant from the host, then the permanent
 * redirects, then the guards. Each step is a pure function in src/routing/.
 */
const campaign = () => process.env.PHONE_INTRO_CAMPAIGN?.trim() || 'phone-intro';

async function slugOf(kind: 'category' | 'brand' | 'product', id: number): Promise<string | null> {
  try {
    return await slugById((await getDatabase()).db, kind, id);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

const permanent = (location: string) => new Response(null, { status: 301, headers: { Location: location } });

export const onRequest = defineMiddleware(async (context, next) => {
  const { url } = context;
  // Absurd or malformed addresses are the visitor's mistake (400/404), never a 500: a
  // broken encoding, or NUL and other control characters PostgreSQL cannot take (`?q=%00`).
  if (url.pathname.length + url.search.length > MAX_PATH_LENGTH) return context.rewrite('/404');
  if (badUrlField(url) && url.pathname !== '/error/400') return context.rewrite('/error/400');

  const variant = variantOfHost(context.request.headers.get('host'));
  context.locals.variant = variant;
  context.locals.variantConfig = variantConfig(variant);
  context.locals.origin = publicOrigin(variant, url);

  const redirect = await redirectFor(url, { variant, slugOf, campaign: campaign() });
  if (redirect && 'location' in redirect) return permanent(redirect.location);
  if (redirect && 'notFound' in redirect) return context.rewrite('/404');

  const visitor = guardApplies(url.pathname, variant) ? await resolveVisitor(context.cookies) : GUEST;
  const guard = guardFor(url.pathname, url.search, variant, visitor);
  if (guard) {
    const headers = new Headers({ Location: guard.redirect, 'Cache-Control': 'no-store' });
    if (guard.remember) headers.append('Set-Cookie', rememberedPathCookie(guard.remember, isSecureContext(context.locals.origin)));
    return withAttribution(context.request, new Response(null, { status: 302, headers }), isSecureContext(context.locals.origin));
  }
  // An operator acting as a customer (login-as) posts only the forms the acting policy allows.
  const response = await actingPageGate(
    {
      db: async () => (await getDatabase()).db,
      cookies: context.cookies,
      request: context.request,
      pathname: url.pathname,
      ip: requestIp(context.request),
      home: '/',
    },
    next,
  );
  return withAttribution(context.request, response, isSecureContext(context.locals.origin));
});

/**
 * The device-type and referrer cookies (a day long) on answers the page cache never keeps;
 * cached catalogue pages get them from the header's script instead (lib/http/attribution.ts).
 */
function withAttribution(request: Request, response: Response, secure: boolean): Response {
  if (request.method !== 'GET') return response;
  try {
    for (const line of serverAttributionCookies(request, response, secure)) response.headers.append('Set-Cookie', line);
  } catch {
    // An answer with immutable headers (a fetched or cloned one) keeps them as they are.
  }
  return response;
}
