import { showToast } from '#ui/toast/store.ts';
import { setGlobalError } from '#ui/errors/store.ts';
import { createHttpClient, type HttpClient, type TokenStore } from './client.ts';
import { realUser } from './acting.ts';
import { attributionContext, pageSlug } from './attribution.ts';
import { detectDeviceType, detectOs, type ClientContext } from './headers.ts';

/**
 * The two browser clients (spec section 7): `api` (authenticated: index-style arrays,
 * bearer token when one is held) and `publicApi` (bracket-style arrays). Every call reads
 * what the page knows afresh (the variant from `#bz-client`, the campaign and referrer
 * from the address and the attribution cookies, the slug, login-as's operator), so no
 * island has to configure anything; `configureHttp()` only adds to it (a token store).
 */
let pageContext: ClientContext = {};
let tokenStore: TokenStore | undefined;

export function configureHttp(context: ClientContext, tokens?: TokenStore): void {
  pageContext = context;
  tokenStore = tokens;
}

/** The variant's client id and business flag, written into every page by the base layout. */
function pageClient(): ClientContext {
  if (typeof document === 'undefined') return {};
  try {
    const raw = document.getElementById('bz-client')?.textContent;
    return raw ? (JSON.parse(raw) as ClientContext) : {};
  } catch {
    return {};
  }
}

/** The campaign, referrer, page slug and (in login-as mode) the operator, from the address and the cookies. */
function visitContext(): ClientContext {
  if (typeof document === 'undefined' || typeof location === 'undefined') return {};
  const url = new URL(location.href);
  const written = document.querySelector<HTMLElement>('[data-page-slug]')?.dataset.pageSlug;
  return { ...attributionContext(url, document.cookie), slug: pageSlug(url.pathname, written), ...realUser(document.cookie) };
}

function browserContext(): ClientContext {
  const ua = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  return { deviceType: detectDeviceType(ua), os: detectOs(ua), ...pageClient(), ...visitContext(), ...pageContext };
}

const ui = {
  toast: (text: string) => showToast(text, 'error'),
  pageError: (message: string, status: number) => setGlobalError(message, status),
  goToLogin: () => {
    const back = `${location.pathname}${location.search}`;
    location.assign(`/auth?back=${encodeURIComponent(back)}`);
  },
};

const dev = import.meta.env?.DEV ?? false;

export const api: HttpClient = createHttpClient({
  arrayStyle: 'indices',
  context: browserContext,
  tokens: {
    get: () => tokenStore?.get() ?? null,
    refresh: () => tokenStore?.refresh() ?? Promise.resolve(null),
    clear: () => tokenStore?.clear(),
  },
  ui,
  dev,
});

export const publicApi: HttpClient = createHttpClient({ arrayStyle: 'brackets', context: browserContext, ui, dev });

export { HttpError } from './errors.ts';
export { forgetRealUser, rememberRealUser } from './acting.ts';
export { readPagination } from './client.ts';
