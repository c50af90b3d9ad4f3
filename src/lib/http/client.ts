import { createFetch, FetchError, type $Fetch } from 'ofetch';
import { fieldErrors, HttpError, NO_RESPONSE, statusText } from './errors.ts';
import { contextHeaders, type ClientContext } from './headers.ts';
import { withQuery, type ArrayStyle, type QueryValue } from './query.ts';

/**
 * The HTTP client islands use to call our API (spec sections 7 and 8). One factory makes
 * both clients: the authenticated one (index-style arrays, bearer token, single-flight
 * refresh) and the public one (bracket-style arrays). Failures follow one policy:
 * 422 → form fields (and maybe a toast); 401 with a token → clear it and go to login,
 * without one → ignored; other statuses → toast, callback, page error or rethrow;
 * no response → "پاسخی از سرور دریافت نشد"; cancelled or timed out → silent.
 */

export interface TokenStore {
  /** The current access token, if the client holds one (apps, login-as). */
  get(): string | null;
  /** Trades the refresh token for a new access token; null when that fails. */
  refresh(): Promise<string | null>;
  clear(): void;
}

export interface UiHooks {
  toast(text: string): void;
  pageError(message: string, status: number): void;
  goToLogin(): void;
}

export interface ErrorPolicy {
  /** What to do with a failure other than 401/422 (default toast). */
  mode?: 'toast' | 'callback' | 'page' | 'rethrow';
  onError?: (error: HttpError) => void;
  /** Text to show per status instead of the server's. */
  statusMessages?: Record<number, string>;
  /** 422 messages go onto these form fields (react-hook-form's setError fits). */
  form?: { setError(name: string, error: { type: string; message: string }): void };
  /** Toast the first 422 message too (default: only when no form is given). */
  toastValidation?: boolean;
}

export interface RequestOptions extends ErrorPolicy {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: Record<string, unknown> | FormData;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Milliseconds; a timed-out call is dropped silently. */
  timeout?: number;
}

export interface HttpResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

export interface HttpClientOptions {
  arrayStyle: ArrayStyle;
  baseURL?: string;
  context?: () => ClientContext;
  tokens?: TokenStore;
  ui: UiHooks;
  fetch?: typeof fetch;
  /** In development a 401 without a token throws loudly instead of being ignored. */
  dev?: boolean;
}

export interface HttpClient {
  request<T>(path: string, options?: RequestOptions): Promise<HttpResponse<T>>;
  get<T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  post<T>(path: string, body?: RequestOptions['body'], options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  patch<T>(path: string, body?: RequestOptions['body'], options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  delete<T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
}

const isCancel = (err: unknown): boolean => {
  const names = [err, (err as { cause?: unknown })?.cause].map((e) => (e as { name?: string } | undefined)?.name);
  return names.includes('AbortError') || names.includes('TimeoutError');
};

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const $fetch: $Fetch = createFetch({ fetch: options.fetch ?? globalThis.fetch.bind(globalThis) });
  let refreshing: Promise<string | null> | null = null;

  /** One refresh at a time: concurrent 401s wait for the same one. */
  const refreshOnce = () => {
    refreshing ??= (options.tokens?.refresh() ?? Promise.resolve(null))
      .catch(() => null)
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  };

  async function send<T>(path: string, req: RequestOptions, token: string | null): Promise<HttpResponse<T>> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      ...contextHeaders(options.context?.() ?? {}),
      ...req.headers,
    };
    if (token) headers.Authorization = `Bearer ${token}`;
    const res = await $fetch.raw<T>(withQuery(path, req.query, options.arrayStyle), {
      baseURL: options.baseURL,
      method: req.method ?? 'GET',
      body: req.body,
      headers,
      signal: req.signal,
      timeout: req.timeout,
      retry: 0,
    });
    return { data: res._data as T, status: res.status, headers: res.headers };
  }

  function fail(err: HttpError, policy: ErrorPolicy): never {
    const mode = policy.mode ?? 'toast';
    if (err.kind === 'cancelled' || mode === 'rethrow') throw err;
    if (err.kind === 'validation') {
      for (const f of err.fields) policy.form?.setError(f.field, { type: 'server', message: f.message });
      if (policy.toastValidation ?? !policy.form) options.ui.toast(err.fields[0]?.message ?? err.message);
    } else if (mode === 'callback') {
      policy.onError?.(err);
    } else if (mode === 'page') {
      options.ui.pageError(err.message, err.status);
    } else {
      options.ui.toast(err.message);
    }
    err.handled = true;
    throw err;
  }

  function toHttpError(err: unknown, policy: ErrorPolicy): HttpError {
    if (isCancel(err)) return Object.assign(new HttpError('cancelled', 0, ''), { handled: true });
    const response = err instanceof FetchError ? err.response : undefined;
    if (!response) return new HttpError('no-response', 0, NO_RESPONSE);
    const body: unknown = (err as FetchError).data;
    const message = statusText(response.status, body, response.statusText, policy.statusMessages);
    if (response.status === 422) return new HttpError('validation', 422, message, fieldErrors(body), body);
    if (response.status === 401) return new HttpError('unauthorized', 401, message, [], body);
    return Object.assign(new HttpError('status', response.status, message, [], body), { headers: response.headers });
  }

  async function request<T>(path: string, req: RequestOptions = {}): Promise<HttpResponse<T>> {
    const token = options.tokens?.get() ?? null;
    try {
      return await send<T>(path, req, token);
    } catch (first) {
      let err = toHttpError(first, req);
      if (err.kind === 'unauthorized' && token) {
        // Refresh once, then retry once with the new token.
        const fresh = await refreshOnce();
        if (fresh) {
          try {
            return await send<T>(path, req, fresh);
          } catch (second) {
            err = toHttpError(second, req);
          }
        }
        if (err.kind === 'unauthorized') {
          options.tokens?.clear();
          options.ui.goToLogin();
          err.handled = true;
          throw err;
        }
      } else if (err.kind === 'unauthorized') {
        // Spec section 8: a 401 without a token is ignored (development throws it loudly).
        if (options.dev) throw err;
        err.handled = true;
        throw err;
      }
      return fail(err, req);
    }
  }

  return {
    request,
    get: async (path, o) => (await request(path, { ...o, method: 'GET' })).data as never,
    post: async (path, body, o) => (await request(path, { ...o, method: 'POST', body })).data as never,
    patch: async (path, body, o) => (await request(path, { ...o, method: 'PATCH', body })).data as never,
    delete: async (path, o) => (await request(path, { ...o, method: 'DELETE' })).data as never,
  };
}

/** Pagination from the X-Pagination-* headers, or the body's `_meta` when headers are missing. */
export function readPagination(headers: Headers, body?: { _meta?: Record<string, number> }) {
  const h = (name: string) => headers.get(`X-Pagination-${name}`);
  if (h('Page-Count') !== null) {
    return {
      pageCount: Number(h('Page-Count')),
      currentPage: Number(h('Current-Page')),
      perPage: Number(h('Per-Page')),
      totalCount: Number(h('Total-Count')),
    };
  }
  const m = body?._meta;
  return m ? { pageCount: m.pageCount ?? 0, currentPage: m.currentPage ?? 1, perPage: m.perPage ?? 0, totalCount: m.totalCount ?? 0 } : null;
}
