import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { sql } from 'drizzle-orm';
import { adminApi } from '#modules/admin/index.ts';
import { wholesaleApi } from '#modules/wholesale/index.ts';
import { reviewsApi, sellerQuestionsApi } from '#modules/reviews/index.ts';
import { requestsApi } from '#modules/requests/index.ts';
import { providerApi } from '#modules/provider/index.ts';
import { returnsApi } from '#modules/returns/index.ts';
import { catalogApi, compareApi, entitiesApi, catalogExtrasApi, productApi, promotionFeedApi, searchHistoryApi } from '#modules/catalog/index.ts';
import { homeApi, contentApi, chatbotApi, instagramApi } from '#modules/content/index.ts';
import { geoApi } from '#modules/geo/index.ts';
import { addressApi } from '#modules/addresses/index.ts';
import {
  authApi,
  authFormApi,
  AUTH_FORM_PATHS,
  profileApi,
  mobileApi,
  deviceApi,
  oauthApi,
  setIdentityView,
  setSessionHooks,
  tokenOwner,
} from '#modules/account/index.ts';
import { legalApi, userUploadApi } from '#modules/account/index.ts';
import { profileInfoApi } from '#modules/account/index.ts';
import { productViewLogsApi } from '#modules/catalog/index.ts';
import { identityOf } from './identity.ts';
import { actingGuard, loginAsApi } from '#modules/staff/index.ts';
import { cartApi, futureApi, CART_FORM_PATHS, cartFormApi, adoptGuestCart, clearCountHint } from '#modules/cart/index.ts';
import { listsApi } from '#modules/lists/index.ts';
import { checkoutApi } from '#modules/checkout/index.ts';
import { paymentsApi, sandboxBank } from '#modules/payments/index.ts';
import { cancelApi, ordersApi } from '#modules/orders/index.ts';
import { invoiceCompanyApi } from '#modules/orders/index.ts';
import { walletApi, bankApi, balanceApi, coinsApi } from '#modules/wallet/index.ts';
import { authenticate } from '#server/auth/session.ts';
import { sharedRedis } from '#server/redis/client.ts';
import { getDatabase, type Database } from '#server/db/client.ts';
import { ApiError, notFound, onError } from '#server/errors.ts';
import type { AppEnv } from '#server/http/env.ts';
import { ok } from '#server/http/envelope.ts';
import { refuseBadText } from '#server/http/params.ts';
import { routeMetaOf } from '#server/http/route-meta.ts';
import { securityHeaders, tlsOf } from '#server/http/security-headers.ts';
import { mediaRoutes } from './media-routes.ts';
import { campaignsApi, wheelApi, divinationApi, gameScoreApi, competitionApi, huntApi } from '#modules/campaigns/index.ts';
import { invitationsApi, operatorScoreApi } from '#modules/club/index.ts';
import { takeInvitationAtSignIn } from '#flows/claim-invitation.ts';

/** Path prefixes the JSON API owns (spec section 7); everything else is a page. */
export const API_PREFIXES = ['/v6', '/v8', '/v10', '/oauth2'] as const;

/** Paths whose answers are the caller's own unless they say otherwise: the API, its form and sign-in routes. */
const PERSONAL_PATH = new RegExp(`^(${API_PREFIXES.join('|')})(/|$)|^(${[...CART_FORM_PATHS, ...AUTH_FORM_PATHS].join('|')})$|^/oauth/`);
export const isPersonalApiPath = (path: string) => PERSONAL_PATH.test(path);

/** Bodies above this are refused before they are read (uploads have their own limits). */
const MAX_BODY_BYTES = 1024 * 1024;
/** Uploads of up to 5 MB (media/uploads.ts) and the form around them: the routes marked `uploadLimit` (#server/http/route-meta.ts). */
const MAX_UPLOAD_BYTES = 6 * 1024 * 1024;

/** Every module's router, mounted at the root in this order (a route's own path says where it lives). */
const ROUTERS = () => [
  catalogApi,
  productApi,
  compareApi,
  entitiesApi,
  catalogExtrasApi,
  searchHistoryApi,
  productViewLogsApi,
  promotionFeedApi,
  homeApi,
  instagramApi,
  geoApi,
  addressApi,
  contentApi,
  chatbotApi,
  authApi,
  authFormApi,
  loginAsApi,
  profileApi,
  profileInfoApi,
  legalApi,
  userUploadApi,
  mobileApi,
  deviceApi,
  oauthApi,
  cartApi,
  futureApi,
  listsApi,
  cartFormApi,
  checkoutApi,
  paymentsApi,
  cancelApi,
  ordersApi,
  invoiceCompanyApi,
  returnsApi,
  walletApi,
  bankApi,
  balanceApi,
  coinsApi,
  sandboxBank,
  adminApi,
  wholesaleApi,
  reviewsApi,
  requestsApi,
  providerApi,
  sellerQuestionsApi,
  campaignsApi,
  wheelApi,
  divinationApi,
  gameScoreApi,
  competitionApi,
  huntApi,
  operatorScoreApi,
  invitationsApi,
];

/** `app` with every module's router mounted. */
function mounted<T extends Hono<AppEnv>>(app: T): T {
  for (const router of ROUTERS()) app.route('/', router);
  return app;
}

export interface ApiOptions {
  /** The database to use; the process-wide one by default. Tests pass a fresh one. */
  database?: () => Promise<Database>;
}

/**
 * The JSON API and generated media. Module routers are mounted here, then every
 * unmatched API path answers a JSON 404 (a mounted sub-app's notFound is ignored by the
 * parent, so each prefix gets an explicit catch-all). What the routes declare with
 * route-meta's markers (uploads, cacheable reads) is collected once all are mounted:
 * `meta` on the returned app.
 */
export function createApi({ database = getDatabase }: ApiOptions = {}) {
  const api = new Hono<AppEnv>();
  api.onError(onError);
  // Signing in adopts the guest's cart and takes an invitation the browser carries; signing out clears the cart's count hint.
  setSessionHooks({
    signedIn: async (c, userId) => {
      await adoptGuestCart(c, userId);
      await takeInvitationAtSignIn(c, userId);
    },
    signedOut: clearCountHint,
  });
  // The spec's identity, a read model over several modules, answered by account's routes.
  setIdentityView(identityOf);

  const withDb = async (c: { set(key: 'db', value: Database['db']): void }, next: () => Promise<void>) => {
    c.set('db', (await database()).db);
    await next();
  };
  const limitOf = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: () => {
        throw new ApiError(413, 'حجم درخواست بیش از حد مجاز است');
      },
    });
  const [small, upload] = [limitOf(MAX_BODY_BYTES), limitOf(MAX_UPLOAD_BYTES)];
  // Runs before the route, so it asks what the mounted routes declared (`meta`, collected at the end).
  const limit: MiddlewareHandler = (c, next) => (meta.upload(c.req.path) ? upload : small)(c, next);
  const refuse = refuseBadText();
  // Also applied to every answer in src/fetch.ts; here too so the API carries them on its own (tests, other entries).
  const headers = securityHeaders({ tls: tlsOf, personalByDefault: isPersonalApiPath });
  for (const prefix of [...API_PREFIXES, '/media', '/health']) {
    api.use(prefix, headers, refuse, withDb);
    api.use(`${prefix}/*`, headers, refuse, limit, withDb);
  }
  // Who is calling, then what an operator acting as a customer may do (docs/adr/0025): one pair wherever a session is read.
  const session = () => [authenticate(tokenOwner), actingGuard()] as const;
  for (const prefix of API_PREFIXES) api.use(`${prefix}/*`, ...session());
  // Routes outside the API's prefixes say themselves that they want its guards, and whether they read the
  // session (route-meta's apiGuards / sessionGuards: the cart's plain form POSTs, the bank's returns, the hop
  // to the bank, the sandbox bank, partner sign-in pages); the chain is registered on each one's own path
  // before the routers are mounted, so it runs first.
  const declared = routeMetaOf(mounted(new Hono<AppEnv>()));
  for (const path of declared.guarded.paths) api.use(path, headers, refuse, limit, withDb);
  for (const path of declared.withSession.paths) api.use(path, headers, refuse, limit, withDb, ...session());

  // For load balancers and operators: the database answers; whether Redis does (or is not used); which process.
  api.get('/health', async (c) => {
    await c.var.db.execute(sql`select 1`);
    const redis = await sharedRedis();
    const instance = process.env.CLUSTER_SLOT;
    return ok(c, { status: 'ok', redis: redis ? (redis.commands.status === 'ready' ? 'ok' : 'down') : 'off', ...(instance ? { instance } : {}) });
  });
  api.route('/media', mediaRoutes);
  mounted(api);

  for (const prefix of [...API_PREFIXES, '/media']) {
    api.all(prefix, () => {
      throw notFound();
    });
    api.all(`${prefix}/*`, () => {
      throw notFound();
    });
  }
  const meta = routeMetaOf(api);
  return Object.assign(api, { meta });
}
