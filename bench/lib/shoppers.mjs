// Simulated shoppers for the load and fault benchmarks: each loops a
// shopper's visit over real HTTP (pages and the JSON API), records every step's latency
// and outcome, and journals what the shop acknowledged (cart lines, orders) so a fault
// run can check afterwards that nothing acknowledged was lost.
//
// Local addresses only: a base URL that is not loopback is refused (this is a load
// generator; it must never be pointed at somebody else's shop).
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';

// ---------------------------------------------------------------------------------------
// Safety: loopback targets only

const LOOPBACK_NAMES = new Set(['localhost', 'ip6-localhost', 'ip6-loopback']);

/** The base URL as a URL, or throws when it is not http:// on a loopback address. */
export function loopbackBase(raw) {
  let url;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`not a URL: ${raw}`);
  }
  if (url.protocol !== 'http:') throw new Error(`only http:// on a loopback address is allowed, not ${url.protocol}//`);
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const loop =
    LOOPBACK_NAMES.has(host) ||
    host.endsWith('.localhost') ||
    (isIP(host) === 4 && host.startsWith('127.')) ||
    host === '::1' ||
    host === '0:0:0:0:0:0:0:1' ||
    /^::ffff:127\./.test(host);
  if (!loop) throw new Error(`refusing a non-loopback target (${url.hostname}): the load scripts only run against this machine`);
  url.pathname = url.pathname.replace(/\/+$/, '');
  return url;
}

// ---------------------------------------------------------------------------------------
// Statistics per step

export class Stats {
  constructor(started = Date.now()) {
    this.steps = new Map();
    this.started = started;
    /** Per second of the run: answers that were ok, refused, errors. */
    this.timeline = [];
    /** Every error with its second and step (at most 20,000). */
    this.errorLog = [];
  }
  step(name) {
    let s = this.steps.get(name);
    if (!s) this.steps.set(name, (s = { count: 0, errors: 0, refused: 0, times: [], examples: [], statuses: {}, okBySecond: [] }));
    return s;
  }
  /** One answered or failed request: ok, refused (an expected refusal by the shop) or an error. */
  record(name, ms, outcome, example) {
    const s = this.step(name);
    const sec = Math.floor((Date.now() - this.started) / 1000);
    const slot = (this.timeline[sec] ??= { ok: 0, refused: 0, errors: 0 });
    if (outcome === 'error') {
      slot.errors++;
      const t = (Date.now() - this.started) / 1000;
      if (this.errorLog.length < 20_000)
        this.errorLog.push({
          t,
          sent: Math.round((t - ms / 1000) * 1000) / 1000,
          step: name,
          status: example?.status ?? 0,
          error: example?.error,
          body: example?.body?.slice(0, 200),
        });
    } else slot[outcome === 'refused' ? 'refused' : 'ok']++;
    if (outcome === 'ok') s.okBySecond[sec] = (s.okBySecond[sec] ?? 0) + 1;
    s.count++;
    s.times.push(ms);
    if (outcome === 'error') {
      s.errors++;
      if (s.examples.length < 8) s.examples.push({ at: new Date().toISOString(), ...example });
    } else if (outcome === 'refused') {
      s.refused++;
    }
    const key = example?.status ?? (outcome === 'error' ? 'net' : 'ok');
    s.statuses[key] = (s.statuses[key] ?? 0) + 1;
  }
  summary() {
    const rows = [];
    for (const [name, s] of this.steps) {
      const t = Float64Array.from(s.times).sort();
      rows.push({
        step: name,
        count: s.count,
        errors: s.errors,
        refused: s.refused,
        p50: q(t, 0.5),
        p95: q(t, 0.95),
        p99: q(t, 0.99),
        max: t.length ? round(t[t.length - 1]) : null,
        statuses: s.statuses,
        examples: s.examples,
        okBySecond: Array.from(s.okBySecond, (x) => x ?? 0),
        retries: s.retries ?? 0,
      });
    }
    return rows;
  }
}

const round = (x) => Math.round(x * 10) / 10;
const q = (sorted, p) => (sorted.length ? round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]) : null);

/** The summary as a fixed-width table (ms). */
export function table(rows) {
  const head = ['step', 'count', 'errors', 'refused', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'];
  const body = rows.map((r) => [r.step, r.count, r.errors, r.refused, r.p50, r.p95, r.p99, r.max].map((v) => String(v ?? '-')));
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

// ---------------------------------------------------------------------------------------
// HTTP: node:http with keep-alive, bodies drained without decompressing (the shop
// compresses; a browser would too), JSON parsed only where the journey reads it.

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity, keepAliveMsecs: 10_000 });
const REQUEST_TIMEOUT_MS = 30_000;

/** A minimal cookie jar: name → value, honouring Max-Age=0 / Expires in the past as removal. */
export class Jar {
  constructor(keep = null) {
    this.cookies = new Map();
    this.keep = keep;
  }
  take(setCookie) {
    for (const line of [].concat(setCookie ?? [])) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq < 1) continue;
      const name = pair.slice(0, eq).trim();
      if (this.keep && !this.keep.includes(name)) continue;
      const value = pair.slice(eq + 1).trim();
      const gone = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (gone) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  get(name) {
    return this.cookies.get(name);
  }
  clear() {
    this.cookies.clear();
  }
}

/**
 * One request. Resolves { status, headers, text, ms } or { error, ms } for a network
 * failure or a timeout; never rejects. `read` true keeps the body as text (decoded as it
 * came: ask for identity encoding when the body is read).
 */
export async function request(base, method, path, options = {}) {
  const first = await requestOnce(base, method, path, options);
  // A keep-alive connection the server closed (a worker that died, an idle timeout) before
  // answering: browsers send an idempotent request again on a new connection; so do we.
  if (first.error && first.reused && !first.answered && IDEMPOTENT.has(method)) {
    const again = await requestOnce(base, method, path, options);
    return { ...again, ms: first.ms + again.ms, retried: first.error };
  }
  return first;
}

const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

function requestOnce(base, method, path, { headers = {}, body, read = false, jar, timeoutMs = REQUEST_TIMEOUT_MS } = {}) {
  const url = new URL(path, base);
  const h = { 'User-Agent': 'bazaar-load/1', ...headers };
  if (!read && !h['Accept-Encoding']) h['Accept-Encoding'] = 'br, gzip';
  const cookie = jar?.header();
  if (cookie) h.Cookie = cookie;
  let payload;
  if (body !== undefined) {
    if (typeof body === 'string') payload = body;
    else {
      payload = JSON.stringify(body);
      h['Content-Type'] ??= 'application/json';
    }
    h['Content-Length'] = Buffer.byteLength(payload);
  }
  const started = performance.now();
  return new Promise((resolve) => {
    let done = false;
    const finish = (r) => {
      if (done) return;
      done = true;
      resolve({ ...r, ms: performance.now() - started });
    };
    let answered = false;
    const req = http.request(url, { method, headers: h, agent }, (res) => {
      answered = true;
      const chunks = [];
      res.on('data', (c) => {
        if (read) chunks.push(c);
      });
      res.on('end', () => {
        jar?.take(res.headers['set-cookie']);
        finish({ status: res.statusCode, headers: res.headers, text: read ? Buffer.concat(chunks).toString('utf8') : '' });
      });
      res.on('error', (err) => finish({ error: `response: ${err.code ?? err.message}` }));
      res.on('aborted', () => finish({ error: 'response aborted' }));
    });
    req.setTimeout(timeoutMs, () => {
      req.destroy(new Error(`timeout after ${timeoutMs} ms`));
    });
    req.on('error', (err) => finish({ error: err.code ? `${err.code} ${err.message}` : err.message, reused: req.reusedSocket, answered }));
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

export const closeAgent = () => agent.destroy();

const parse = (text) => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

// ---------------------------------------------------------------------------------------
// The catalogue the shoppers pick from (read once, before the clock starts)

/** Persian (and a few Latin) queries: the reference query set, as the relevance test has it, or a short built-in list. */
export function loadQueries(file = fileURLToPath(new URL('../../tests/fixtures/search-queries.tsv', import.meta.url))) {
  try {
    const lines = readFileSync(file, 'utf8')
      .split('\n')
      .filter((l) => l && !l.startsWith('#'))
      .map((l) => l.split('\t')[0].trim())
      .filter(Boolean);
    if (lines.length) return lines;
  } catch {
    /* fall through */
  }
  return ['گوشی', 'لپ تاپ', 'هدفون بیسیم', 'گوشی سامسونگ', 'ساعت هوشمند', 'یخچال', 'کفش ورزشی'];
}

/** Product slugs and buyable variety ids, listing paths and provinces/cities, from the shop's own API and home page. */
export async function discoverCatalog(base) {
  const products = [];
  for (let page = 1; page <= 20 && products.length < 600; page++) {
    const r = await request(base, 'GET', `/v10/product/index?available=1&per-page=50&page=${page}`, { read: true, headers: { Accept: 'application/json' } });
    const items = r.status === 200 ? (parse(r.text)?.data?.items ?? []) : [];
    if (!items.length) break;
    for (const c of items)
      if (c.status?.can_buy) products.push({ slug: c.slug, varietyId: c.variety_id, category: c.category?.slug, maxOrderCount: c.maxOrderCount });
  }
  if (!products.length) throw new Error(`no buyable products at ${base.href}v10/product/index: is the shop seeded?`);
  const home = await request(base, 'GET', '/', { read: true });
  const mains = [...new Set([...(home.text ?? '').matchAll(/href="(\/main\/[^"?#]+)"/g)].map((m) => m[1]))];
  const leaves = [...new Set(products.map((p) => p.category).filter(Boolean))].map((slug) => `/search/category-${slug}`);
  const listings = [...mains, ...leaves];
  const provinces = parse((await request(base, 'GET', '/v6/address/get-province', { read: true })).text)?.data?.items ?? [];
  const places = [];
  for (const p of provinces.slice(0, 31)) {
    const cities = parse((await request(base, 'GET', `/v6/address/get-city?province_id=${p.id}`, { read: true })).text)?.data?.items ?? [];
    for (const c of cities.slice(0, 4)) places.push({ provinceId: p.id, cityId: c.id });
  }
  if (!places.length) throw new Error('no provinces/cities from /v6/address/get-province');
  return { products, listings, places };
}

// ---------------------------------------------------------------------------------------
// One shopper

const CLIENT = {
  id: process.env.RETAIL_CLIENT_ID ?? 'retail-web',
  secret: process.env.RETAIL_CLIENT_SECRET ?? 'retail-web-secret',
  signing: process.env.RETAIL_SIGNING_SECRET ?? 'retail-signing-dev',
};
const PASSWORD_OF = (mobile) => `Load${mobile.slice(-6)}x`;
const pick = (a) => a[Math.floor(Math.random() * a.length)];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * A shopper: its own mobile number and (through X-Forwarded-For, which the shop believes
 * only with TRUST_PROXY naming 127.0.0.1) its own client address, so the per-mobile and
 * per-address OTP limits apply to it alone, as they would to a real person.
 */
export class Shopper {
  constructor(index, ctx) {
    this.index = index;
    this.ctx = ctx;
    // 09 + 9 digits: 9, a three-digit run tag, the shopper's five-digit index; an address
    // of 10.0.0.0/8 unique per tag and shopper (index < 16384).
    this.mobile = `099${String(ctx.tag).padStart(3, '0')}${String(index).padStart(5, '0')}`;
    this.ip = `10.${ctx.tag >> 2}.${((ctx.tag & 3) << 6) | ((index >> 8) & 63)}.${index & 255}`;
    this.jar = new Jar(['bz_cart']);
    this.token = null;
    this.userId = null;
    this.registered = false;
    this.otpSends = 0;
    this.addressId = null;
    this.place = pick(ctx.catalog.places);
    this.visits = 0;
    this.keys = 0;
    /** This visit's guest cart lines, the account's once sign-in merges them. */
    this.pending = [];
  }

  headers(extra = {}) {
    const h = { 'X-Forwarded-For': this.ip, 'X-Client-Id': CLIENT.id, Accept: 'application/json', ...extra };
    if (this.token) h.Authorization = `Bearer ${this.token}`;
    return h;
  }

  /**
   * One request as a step. `expect(status, json)` answers 'ok', 'refused' (the shop's
   * expected refusal: stock finished, a full slot...) or 'error'; by default 2xx/3xx are ok.
   */
  async call(step, method, path, { body, json = false, expect, page = false, headers = {}, jar = true } = {}) {
    const { base, stats } = this.ctx;
    const h = page ? { 'X-Forwarded-For': this.ip, Accept: 'text/html', ...headers } : this.headers(headers);
    const r = await request(base, method, path, { headers: h, body, read: json, jar: jar ? this.jar : undefined });
    if (r.retried) {
      const s = stats.step(step);
      s.retries = (s.retries ?? 0) + 1;
    }
    if (r.error) {
      stats.record(step, r.ms, 'error', { method, path, error: r.error, shopper: this.index });
      return { ok: false, status: 0, error: r.error };
    }
    const data = json ? parse(r.text) : null;
    const outcome = expect ? expect(r.status, data) : r.status < 400 ? 'ok' : 'error';
    stats.record(step, r.ms, outcome, {
      method,
      path: path.slice(0, 160),
      status: r.status,
      body: json ? r.text.slice(0, 400) : undefined,
      shopper: this.index,
    });
    return { ok: outcome === 'ok', refused: outcome === 'refused', status: r.status, data, headers: r.headers, text: r.text };
  }

  async think() {
    const { thinkMs } = this.ctx;
    // After the run's end a visit in progress finishes without pauses.
    if (thinkMs > 0 && !this.stopping) await sleep(Math.min(thinkMs * (0.5 + Math.random()), Math.max(0, this.ctx.until - Date.now())));
  }

  get stopping() {
    return Date.now() >= this.ctx.until;
  }

  /** Loops visits until the run's end (a visit in progress is finished, within a grace). */
  async run() {
    // Spread the start over the first few seconds, as people arrive.
    await sleep(Math.random() * this.ctx.rampMs);
    while (!this.stopping) {
      try {
        await this.visit();
      } catch (err) {
        this.ctx.stats.record('script', 0, 'error', { error: String(err?.stack ?? err).slice(0, 500), shopper: this.index });
        await sleep(1000);
      }
      this.visits++;
    }
  }

  async visit() {
    const { catalog, queries } = this.ctx;
    this.token = null;
    this.jar.clear();
    this.pending = [];
    await this.call('home', 'GET', '/', { page: true });
    await this.think();
    await this.call('listing', 'GET', pick(catalog.listings), { page: true });
    await this.think();
    const first = pick(catalog.products);
    await this.call('product', 'GET', `/product/${encodeURIComponent(first.slug)}`, { page: true });
    await this.think();
    const q = pick(queries);
    await this.call('suggest', 'GET', `/v6/product/search?q=${encodeURIComponent(q)}`);
    const found = await this.call('search.api', 'GET', `/v10/product/index?available=1&per-page=20&q=${encodeURIComponent(q)}`, { json: true });
    await this.call('search.page', 'GET', `/search?q=${encodeURIComponent(q)}`, { page: true });
    if (this.stopping) return;
    await this.think();
    // As a guest: the cart lives under the bz_cart cookie until sign-in merges it.
    await this.addToCart(first);
    await this.think();
    if (this.stopping) return;
    if (!(await this.signIn())) return;
    const hits = (found.data?.data?.items ?? []).filter((c) => c.status?.can_buy);
    const second = hits.length ? { slug: hits[0].slug, varietyId: pick(hits).variety_id } : pick(catalog.products);
    await this.addToCart(second);
    await this.call('cart.index', 'GET', '/v10/cart/index', { json: true });
    await this.think();
    await this.checkout();
    await this.call('logout', 'POST', '/v6/user/logout', { body: {} });
    this.token = null;
    await this.think();
  }

  async addToCart(product) {
    for (let attempt = 0; attempt < 3; attempt++) {
      const p = attempt === 0 ? product : pick(this.ctx.catalog.products);
      const guestToken = this.token ? null : this.jar.get('bz_cart');
      const r = await this.call('cart.add', 'POST', '/v10/cart/add', {
        body: { id: p.varietyId, count: 1 },
        json: true,
        // 404: the stock is finished; 422: the count breaks stock, maxOrderCount or min (API.md "Cart").
        expect: (status) => (status === 200 ? 'ok' : status === 404 || status === 422 ? 'refused' : 'error'),
      });
      if (r.ok) {
        const entry = {
          kind: 'cart',
          shopper: this.index,
          mobile: this.mobile,
          userId: this.userId && this.token ? this.userId : null,
          guestToken: this.token ? null : (this.jar.get('bz_cart') ?? guestToken),
          varietyId: p.varietyId,
          at: Date.now(),
        };
        this.ctx.journal.push(entry);
        if (!entry.userId) this.pending.push(entry);
        return true;
      }
      if (!r.refused) return false;
    }
    return false;
  }

  signature() {
    const hash1 = String(Math.floor(Date.now() / 1000));
    return { hash_1: hash1, hash_2: createHmac('sha256', CLIENT.signing).update(`${this.mobile}${hash1}`).digest('hex') };
  }

  /** The newest code for this mobile in the development SMS outbox (/dev/outbox). */
  async readCode() {
    for (let attempt = 0; attempt < 4; attempt++) {
      const r = await this.call('outbox', 'GET', '/dev/outbox', { page: true, json: true, jar: false });
      const at = r.text?.indexOf(`data-receptor="${this.mobile}"`) ?? -1;
      if (at >= 0) {
        const m = /کد تأیید شما: (\d{4,8})/.exec(r.text.slice(at, at + 2000));
        if (m) return m[1];
      }
      // The page lists the newest 50 messages: with many shoppers signing in at once ours may
      // already be further down; the test environment's sink is the sms_outbox table.
      if (this.ctx.db) {
        const t = performance.now();
        const { rows } = await this.ctx.db.query('select body from sms_outbox where receptor = $1 order by id desc limit 1', [this.mobile]);
        const m = /کد تأیید شما: (\d{4,8})/.exec(rows[0]?.body ?? '');
        this.ctx.stats.record('outbox.db', performance.now() - t, m ? 'ok' : 'error', m ? undefined : { error: `no code for ${this.mobile} in sms_outbox` });
        if (m) return m[1];
      }
      await sleep(200 * (attempt + 1));
    }
    this.ctx.stats.record('outbox.code', 0, 'error', { error: `no code for ${this.mobile} among the newest 50 messages of /dev/outbox`, shopper: this.index });
    return null;
  }

  signedIn(r) {
    const d = r.data?.data;
    if (!r.ok || !d?.access_token) return false;
    this.token = d.access_token;
    // The browser's session cookie, for the pages only a signed-in shopper sees (the payment result).
    const session = []
      .concat(r.headers?.['set-cookie'] ?? [])
      .map((c) => /^bz_session=([^;]+)/.exec(c)?.[1])
      .find(Boolean);
    if (session) this.session = session;
    this.userId = d.identity?.id ?? d.identity?.user_id ?? this.userId;
    // Guest lines added before sign-in now belong to the account (the shop merged them).
    for (const j of this.pending) j.userId = this.userId;
    this.pending = [];
    return true;
  }

  /** First visit: registration by SMS code (with a password); later ones mostly the password, sometimes a code. */
  async signIn() {
    // OTP sends may fail closed (429/503 with a Persian message) only while the run says
    // so (a fault run's Redis outage); otherwise every refusal is an error.
    const persian = (data) => /[\u0600-\u06FF]/.test(data?.message ?? '');
    const otp = () => (status, data) =>
      status === 200 ? 'ok' : (status === 429 || status === 503) && persian(data) && this.ctx.otpMayFail() ? 'refused' : 'error';
    if (!this.registered) {
      this.otpSends++;
      const sent = await this.call('otp.send', 'POST', '/v6/register/register', {
        body: { mobile: this.mobile, password: PASSWORD_OF(this.mobile), ...this.signature() },
        json: true,
        expect: otp('otp.send'),
      });
      if (!sent.ok) return false;
      await this.think();
      const code = await this.readCode();
      if (!code) return false;
      const r = await this.call('otp.verify', 'POST', '/v8/register/validate-code-register', {
        body: { mobile: this.mobile, code, client_id: CLIENT.id, client_secret: CLIENT.secret },
        json: true,
      });
      if (!this.signedIn(r)) return false;
      this.registered = true;
      return true;
    }
    // At most 5 codes per number an hour (account/auth/codes.ts): keep one in hand.
    if (this.visits % 3 === 2 && this.otpSends < 4) {
      this.otpSends++;
      const sent = await this.call('otp.send', 'POST', '/v6/register/login', {
        body: { mobile: this.mobile, by_code: 1, ...this.signature() },
        json: true,
        expect: otp('otp.send'),
      });
      if (sent.ok) {
        await this.think();
        const code = await this.readCode();
        if (code) {
          const r = await this.call('otp.verify', 'POST', '/v6/register/validate-code', {
            body: { mobile: this.mobile, code, client_id: CLIENT.id, client_secret: CLIENT.secret },
            json: true,
          });
          if (this.signedIn(r)) return true;
        }
      }
    }
    const r = await this.call('login.password', 'POST', '/v6/register/login-by-password', {
      body: { mobile: this.mobile, password: PASSWORD_OF(this.mobile), client_id: CLIENT.id, client_secret: CLIENT.secret },
      json: true,
    });
    return this.signedIn(r);
  }

  async ensureAddress() {
    if (this.addressId) return this.addressId;
    const list = await this.call('address.index', 'GET', '/v6/address/index', { json: true });
    const mine = list.data?.data?.items?.[0];
    if (mine) return (this.addressId = mine.id);
    const r = await this.call('address.create', 'POST', '/v6/address/create', {
      json: true,
      body: {
        Ship: {
          province_id: this.place.provinceId,
          city_id: this.place.cityId,
          address: 'خیابان آزادی، کوچه بهار، ساختمان نگین',
          zipcode: '1438765431',
          delivery_name: 'خریدار آزمایشی',
          receiver_mobile: this.mobile,
          plaque: '12',
          unit: '3',
        },
      },
    });
    return (this.addressId = r.data?.data?.id ?? null);
  }

  /** /shipping and /payment through the API, then the sandbox bank's page and the callback. */
  async checkout() {
    const addressId = await this.ensureAddress();
    if (!addressId) return;
    let placed = null;
    for (let attempt = 0; attempt < 2 && !placed; attempt++) {
      const co = await this.call('checkout', 'GET', `/v10/cart/checkout?address_id=${addressId}`, { json: true });
      const d = co.data?.data;
      if (!co.ok || !d) return;
      if (!d.dispatches?.length) return; // nothing buyable left in the cart
      const slots = {};
      for (const dispatch of d.dispatches) {
        const free = (dispatch.slots ?? []).filter((s) => !s.full);
        if (!free.length) {
          this.ctx.stats.record('checkout.no-slot', 0, 'refused', { status: 'full' });
          return;
        }
        slots[dispatch.key] = pick(free.slice(0, 6)).id;
      }
      await this.think();
      const key = `load-${this.ctx.tag}-${this.index}-${++this.keys}-${randomBytes(4).toString('hex')}`;
      const r = await this.call('payment', 'POST', '/v10/cart/payment', {
        json: true,
        headers: { 'Idempotency-Key': key },
        body: { address_id: addressId, slots, gateway: 'sandbox', use_balance: 0, useCoin: 0 },
        // 422 on the cart (prices or stock changed since it was read), on a slot that just
        // filled up: the shop's expected answers; the shopper reads the checkout again.
        expect: (status, data) =>
          status === 200 ? 'ok' : status === 422 && Array.isArray(data?.data) && data.data.some((f) => /^(cart|slots\.)/.test(f.field)) ? 'refused' : 'error',
      });
      if (r.ok) placed = r.data.data;
      else if (!r.refused) return;
    }
    if (!placed) return;
    const order = { kind: 'order', shopper: this.index, mobile: this.mobile, userId: this.userId, orderId: placed.order_id, paid: null, at: Date.now() };
    this.ctx.journal.push(order);
    // The journal's cart lines of this shopper are now order lines (or were dropped by the shop's re-read).
    if (!placed.payment_url) return;
    const bank = new URL(placed.payment_url);
    const bankPath = bank.pathname + bank.search;
    const paying = performance.now();
    await this.call('bank.page', 'GET', bankPath, { page: true, jar: false });
    await this.think();
    const action = Math.random() < 0.9 ? 'pay' : 'cancel';
    const posted = await this.call('bank.submit', 'POST', bankPath, {
      page: true,
      jar: false,
      body: `action=${action}`,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      expect: (status) => (status === 303 ? 'ok' : 'error'),
    });
    const location = posted.headers?.location;
    if (!location) return;
    // The bank's return: the shop verifies, then redirects to the result page (signed-in only).
    const back = new URL(location, this.ctx.base);
    const cb = await this.call('callback', 'GET', back.pathname + back.search, { page: true, jar: false });
    const next = cb.ok && cb.headers?.location;
    let shown = null;
    if (next) {
      const to = new URL(next, this.ctx.base);
      const page = await this.call('result.page', 'GET', to.pathname + to.search, {
        page: true,
        json: true,
        jar: false,
        headers: this.session ? { Cookie: `bz_session=${this.session}` } : {},
        expect: (status) => (status === 200 ? 'ok' : 'error'),
      });
      if (page.ok) shown = page.text.includes('پرداخت موفق') ? 'paid' : page.text.includes('پرداخت ناموفق') ? 'not-paid' : 'unknown';
    }
    // Acknowledged as paid: the shop's result page said so.
    order.paid = shown === 'paid';
    order.action = action;
    const view = await this.call('order.view', 'GET', `/v6/order/view?id=${placed.order_id}`, { json: true });
    const payStatus = view.data?.data?.pay_status;
    if (payStatus !== undefined) order.payStatus = payStatus;
    if (action === 'pay' && shown !== 'paid') {
      // Paid at the bank, yet the shop does not say so: an error unless a fault explains it.
      this.ctx.stats.record('payment.unconfirmed', performance.now() - paying, 'error', {
        error: `order ${placed.order_id} paid at the sandbox bank; result page ${shown ?? 'not reached'}, pay_status ${payStatus}`,
        shopper: this.index,
      });
    }
    if (order.paid && payStatus !== undefined && payStatus !== 3) {
      this.ctx.stats.record('order.paid-check', 0, 'error', { error: `order ${placed.order_id} shown paid but pay_status ${payStatus}`, shopper: this.index });
    }
  }
}

/** What the shop acknowledged, to be found in the database afterwards. */
export class Journal {
  constructor() {
    this.entries = [];
  }
  push(e) {
    this.entries.push(e);
  }
}

// ---------------------------------------------------------------------------------------
// App processes' memory

/** Resident set size in KiB of a pid (VmRSS), or null when the process is gone. */
export function rssKiB(pid) {
  try {
    const m = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : null;
  } catch {
    return null;
  }
}

/**
 * The pids serving `port`: the processes holding the listening socket, and their
 * children (node:cluster workers). Linux only.
 */
export function discoverPids(port) {
  const hex = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set();
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const f = line.trim().split(/\s+/);
      if (f.length > 9 && f[1].endsWith(`:${hex}`) && f[3] === '0A') inodes.add(f[9]);
    }
  }
  const listeners = new Set();
  const all = [];
  for (const d of readDir('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    all.push(Number(d));
    for (const fd of readDir(`/proc/${d}/fd`)) {
      let link = '';
      try {
        link = readlinkSync(`/proc/${d}/fd/${fd}`);
      } catch {
        continue;
      }
      const m = /^socket:\[(\d+)\]$/.exec(link);
      if (m && inodes.has(m[1])) {
        listeners.add(Number(d));
        break;
      }
    }
  }
  const pids = new Set(listeners);
  for (const pid of all) {
    const parent = ppidOf(pid);
    // node:cluster workers (Node names its main thread, so /proc/<pid>/comm is "MainThread", not "node").
    if (parent && listeners.has(parent)) pids.add(pid);
  }
  return [...pids].sort((a, b) => a - b);
}

import { readdirSync, readlinkSync } from 'node:fs';
function readDir(p) {
  try {
    return readdirSync(p);
  } catch {
    return [];
  }
}
function ppidOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------
// A whole run

/**
 * Runs `shoppers` shoppers for `seconds` against `base`; answers the step summary, the
 * journal and the RSS samples. `onTick(elapsedSeconds)` is called every second (faults
 * use it to strike in the middle).
 */
export async function runLoad({
  base,
  shoppers,
  seconds,
  thinkMs = 1000,
  tag,
  pids = [],
  otpMayFail = () => false,
  onStart,
  onTick,
  log = console.log,
  catalog,
  queries,
  db,
}) {
  const url = loopbackBase(base);
  catalog ??= await discoverCatalog(url);
  queries ??= loadQueries();
  const started = Date.now();
  onStart?.(started);
  const stats = new Stats(started);
  const journal = new Journal();
  const ctx = {
    base: url,
    stats,
    journal,
    catalog,
    queries,
    thinkMs,
    tag,
    until: started + seconds * 1000,
    rampMs: Math.min(30_000, seconds * 100),
    otpMayFail,
    db,
  };
  // `pids` may be a function (a fault run's workers change): sampled each time.
  const pidsNow = () => (typeof pids === 'function' ? pids() : pids);
  const sample = () => Object.fromEntries(pidsNow().map((p) => [p, rssKiB(p)]));
  const memory = { start: sample(), samples: [] };
  const people = Array.from({ length: shoppers }, (_, i) => new Shopper(i + 1, ctx));
  let tick = 0;
  const timer = setInterval(() => {
    tick++;
    if (tick % 5 === 0) memory.samples.push({ t: tick, rss: sample() });
    if (tick % 30 === 0) {
      const done = [...stats.steps.values()].reduce((a, s) => a + s.count, 0);
      const errs = [...stats.steps.values()].reduce((a, s) => a + s.errors, 0);
      log(`[load] ${tick}s: ${done} requests, ${errs} errors`);
    }
    onTick?.(tick);
  }, 1000);
  await Promise.all(people.map((p) => p.run()));
  clearInterval(timer);
  const elapsed = (Date.now() - started) / 1000;
  memory.end = sample();
  const rows = stats.summary();
  const requests = rows.reduce(
    (a, r) => a + (['checkout.no-slot', 'outbox.code', 'outbox.db', 'order.paid-check', 'payment.unconfirmed', 'script'].includes(r.step) ? 0 : r.count),
    0,
  );
  return {
    base: url.href,
    shoppers,
    seconds,
    elapsed,
    thinkMs,
    tag,
    visits: people.reduce((a, p) => a + p.visits, 0),
    requests,
    perSecond: Math.round((requests / elapsed) * 10) / 10,
    steps: rows,
    memory,
    timeline: stats.timeline.map((x) => x ?? { ok: 0, refused: 0, errors: 0 }),
    errorLog: stats.errorLog,
    journal: journal.entries,
  };
}
