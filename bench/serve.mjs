// The "serve" scenario (`npm run bench -- --only serve`): what one server process
// (scripts/serve.mjs, the production entry) answers side by side in one run, each with
// autocannon at the same connections and seconds: a static file, a cached page, a cached
// API answer, and a signed-in shopper's listing page. Then the uncached cost of
// GET /v10/product/index, one request at a time with distinct queries, sent with a signed-in
// shopper's bearer token so no anonymous response cache can answer it.
import autocannon from 'autocannon';
import { cpus, loadavg } from 'node:os';
import { startServer } from './server.mjs';

/** The demo customer (README "Demo accounts"). */
const SHOPPER = { mobile: '09120000001', password: 'bazaar123' };
const CLIENT = {
  client_id: process.env.RETAIL_CLIENT_ID?.trim() || 'retail-web',
  client_secret: process.env.RETAIL_CLIENT_SECRET?.trim() || 'retail-web-secret',
};
/** The listing the cached API answer and the pages use. */
const CATEGORY = 'digital-devices';
const CATEGORIES = ['digital-devices', 'beauty-and-health', 'home-kitchen', 'car-accessories'];

const round = (ms) => Math.round(ms * 100) / 100;
const quantile = (sorted, q) => round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]);

export async function load(url, { connections, seconds, headers = {} }) {
  const r = await autocannon({ url, connections, duration: seconds, headers: { 'accept-encoding': 'br', ...headers } });
  return { rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

/**
 * Password sign-in through the API, as the sign-in form does; returns the session cookie
 * (bz_session) and the access token. The server trusts loopback proxies for this run, so the
 * sign-in comes from an address of its own: an earlier attack scenario's limits on 127.0.0.1
 * (kept in the bench database) cannot refuse it.
 */
export async function signIn(base) {
  const res = await fetch(`${base}/v6/register/login-by-password`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-client-id': CLIENT.client_id,
      'x-forwarded-for': `10.16.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`,
    },
    body: JSON.stringify({ ...SHOPPER, ...CLIENT }),
  });
  const body = await res.json().catch(() => null);
  const session = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('bz_session='))
    ?.split(';')[0];
  if (res.status !== 200 || !session || !body?.data?.access_token) throw new Error(`demo sign-in failed: ${res.status} ${JSON.stringify(body)?.slice(0, 200)}`);
  return { cookie: session, token: body.data.access_token };
}

/**
 * Uncached GET /v10/product/index, one request at a time: the first page of the default
 * listing, a category, a later page and a sort by price, each query distinct (per-page and
 * page vary), so neither the response cache nor a page cache has seen it.
 */
export async function uncachedProductIndex(base, token, rounds = 12) {
  const kinds = {
    default: (i) => `per-page=${20 + i}`,
    category: (i) => `category=${CATEGORIES[i % 4]}&per-page=${20 + i}`,
    'later page': (i) => `page=${3 + i}&per-page=20`,
    'sort by price': (i) => `sort=price&per-page=${20 + i}`,
  };
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'br' };
  // Warm-up with other queries of the same kinds: the lookups every request shares, the
  // prepared statements and the JIT; what is left is each query's own cost.
  for (let i = rounds; i < rounds + 4; i++) {
    for (const query of Object.values(kinds)) await (await fetch(`${base}/v10/product/index?${query(i)}`, { headers })).arrayBuffer();
  }
  const all = [];
  const byKind = {};
  for (const [kind, query] of Object.entries(kinds)) {
    const times = [];
    for (let i = 0; i < rounds; i++) {
      const t = performance.now();
      const res = await fetch(`${base}/v10/product/index?${query(i)}`, { headers });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`/v10/product/index?${query(i)}: ${res.status}`);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    byKind[kind] = { p50: quantile(times, 0.5), max: quantile(times, 1) };
    all.push(...times);
  }
  all.sort((a, b) => a - b);
  return { n: all.length, p50: quantile(all, 0.5), p95: quantile(all, 0.95), byKind };
}

/** The four side by side on one server (page cache on), then the uncached API listing. */
export async function benchServe(dataDir, { connections, seconds }) {
  const server = await startServer({ dataDir, env: { TRUST_PROXY: 'loopback' } });
  try {
    const { base } = server;
    const { cookie, token } = await signIn(base);
    const api = `${base}/v10/product/index?category=${CATEGORY}&sort=price&per-page=20`;
    const listing = `${base}/main/${CATEGORY}`;
    // Second request on: the caches are filled by the first. X-Cache of the second says whether it hit.
    const second = async (url, headers = {}) => {
      let res;
      for (let i = 0; i < 2; i++) {
        res = await fetch(url, { headers: { 'accept-encoding': 'br', ...headers } });
        await res.arrayBuffer();
      }
      return res.headers.get('x-cache');
    };
    const xCache = { page: await second(`${base}/`), api: await second(api), signedIn: await second(listing, { cookie }) };
    const opts = { connections, seconds };
    return {
      loadAverage: loadavg().map((l) => Math.round(l * 10) / 10),
      staticFile: { path: '/favicon.svg', ...(await load(`${base}/favicon.svg`, opts)) },
      cachedPage: { path: '/', xCache: xCache.page, ...(await load(`${base}/`, opts)) },
      cachedApi: { path: api.slice(base.length), xCache: xCache.api, ...(await load(api, opts)) },
      signedInListing: { path: listing.slice(base.length), xCache: xCache.signedIn, ...(await load(listing, { ...opts, headers: { cookie } })) },
      uncachedProductIndex: await uncachedProductIndex(base, token),
    };
  } finally {
    await server.stop();
  }
}

export function printServe(name, products, r, { connections, seconds }) {
  console.log(`\n== serve: ${name}, ${products.toLocaleString('en-US')} products (scripts/serve.mjs, ${connections} connections, ${seconds} s each) ==`);
  console.log(`(load average before: ${r.loadAverage.join(', ')} on ${cpus().length} cores)`);
  const line = (label, x) =>
    console.log(
      `${label.padEnd(34)} ${String(x.rps).padStart(6)} req/s  p50 ${x.p50} ms  p99 ${x.p99} ms  errors ${x.errors}  (${x.path}${x.xCache === undefined ? '' : `, X-Cache ${x.xCache ?? 'none'}`})`,
    );
  line('static file', r.staticFile);
  line('cached page', r.cachedPage);
  line('cached API answer', r.cachedApi);
  line('signed-in shopper, listing page', r.signedInListing);
  const u = r.uncachedProductIndex;
  const kinds = Object.entries(u.byKind)
    .map(([k, v]) => `${k} ${v.p50}`)
    .join(', ');
  console.log(`uncached /v10/product/index, one at a time (${u.n} distinct, signed in): p50 ${u.p50} ms  p95 ${u.p95} ms  (p50 by kind: ${kinds})`);
}
