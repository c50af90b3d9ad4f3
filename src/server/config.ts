import { resolve } from 'node:path';

/**
 * Settings the server reads from the environment (README "Configuration", .env.example).
 * Read on use, not at import, so tests and scripts can set them first.
 */
const env = (name: string) => {
  const v = process.env[name]?.trim();
  return v ? v : undefined;
};

const positiveInt = (name: string, fallback: number) => {
  const n = Number(env(name) ?? fallback);
  return Number.isSafeInteger(n) && n > 0 ? n : fallback;
};

export const config = {
  /** PostgreSQL URL; unset means the embedded PGlite database. */
  get databaseUrl() {
    return env('DATABASE_URL');
  },
  /** Where PGlite keeps its files and generated media are cached. */
  get dataDir() {
    return resolve(env('DATA_DIR') ?? 'data');
  },
  /** Seed the demo catalogue on the first start (`SEED=false` to skip). */
  get seedOnStart() {
    return env('SEED') !== 'false';
  },
  /** Seconds anonymous catalogue pages stay in the in-process page cache (0 disables it). */
  get pageCacheTtl() {
    const n = Number(env('PAGE_CACHE_TTL') ?? 60);
    return Number.isFinite(n) && n >= 0 ? n : 60;
  },
  /**
   * Units of uncached search work one address may spend a minute (catalog/search/search-budget.ts:
   * a query costs one unit per ten words). Raise it behind carrier-grade NAT, where many
   * shoppers share an address.
   */
  get searchUnitsPerMinute() {
    return positiveInt('SEARCH_UNITS_PER_MINUTE', 120);
  },
  /** The shop's public address, for links sent outside the site (alert SMS). */
  get siteUrl() {
    return (env('SITE_URL') ?? 'http://localhost:4321').replace(/\/+$/, '');
  },
  /** Orders of at least this many rials of goods ship free (rials). */
  get freeShippingFromRial() {
    return positiveInt('FREE_SHIPPING_FROM_RIAL', 5_000_000);
  },
  /** What one loyalty coin is worth as a discount, in rials (spec: "each coin worth a fixed toman discount"). */
  get coinValueRial() {
    return positiveInt('COIN_VALUE_RIAL', 10_000);
  },
  /** Minutes an unpaid order keeps its stock and slot before the hold job cancels it. */
  get orderHoldMinutes() {
    return positiveInt('ORDER_HOLD_MINUTES', 20);
  },
  /** Delivery windows of a day, Tehran hours: "9-12,12-15,15-18,18-21". */
  get deliveryWindows(): readonly (readonly [number, number])[] {
    const parsed = (env('DELIVERY_WINDOWS') ?? '9-12,12-15,15-18,18-21').split(',').map((w) => w.trim().split('-').map(Number));
    const valid = parsed.every((w) => w.length === 2 && Number.isInteger(w[0]) && Number.isInteger(w[1]) && w[0]! >= 0 && w[0]! < w[1]! && w[1]! <= 24);
    return valid
      ? parsed.map((w) => [w[0]!, w[1]!] as const)
      : [
          [9, 12],
          [12, 15],
          [15, 18],
          [18, 21],
        ];
  },
  /** Places in each delivery window of a city and day. */
  get deliverySlotCapacity() {
    return positiveInt('DELIVERY_SLOT_CAPACITY', 40);
  },
  /** How many days of delivery slots the checkout offers. */
  get deliveryDays() {
    return positiveInt('DELIVERY_DAYS', 5);
  },
  /**
   * The online gateways offered, first the default (payments/registry.ts). Outside
   * production the built-in sandbox bank; production never offers the sandbox.
   */
  get paymentGateways(): string[] {
    const listed = (env('PAYMENT_GATEWAYS') ?? (this.isProduction ? '' : 'sandbox'))
      .split(',')
      .map((g) => g.trim())
      .filter(Boolean);
    return this.isProduction ? listed.filter((g) => g !== 'sandbox') : listed;
  },
  get isProduction() {
    return process.env.NODE_ENV === 'production';
  },
  /** Milliseconds a bank may take to answer before the call counts as unanswered (payments/gateways/http.ts). */
  get gatewayTimeoutMs() {
    return positiveInt('GATEWAY_TIMEOUT_MS', 15_000);
  },
  /** Zarinpal v4 (payments/gateways/zarinpal.ts); the sandbox host is https://sandbox.zarinpal.com. */
  get zarinpal() {
    return {
      merchantId: env('ZARINPAL_MERCHANT_ID') ?? '',
      baseUrl: env('ZARINPAL_BASE_URL') ?? 'https://payment.zarinpal.com',
      timeoutMs: this.gatewayTimeoutMs,
    };
  },
  /** SEP, Saman's gateway (payments/gateways/sep.ts). */
  get sep() {
    return { terminalId: env('SEP_TERMINAL_ID') ?? '', baseUrl: env('SEP_BASE_URL') ?? 'https://sep.shaparak.ir', timeoutMs: this.gatewayTimeoutMs };
  },
  /** Behpardakht Mellat (payments/gateways/behpardakht.ts). */
  get mellat() {
    return {
      terminalId: env('MELLAT_TERMINAL_ID') ?? '',
      username: env('MELLAT_USERNAME') ?? '',
      password: env('MELLAT_PASSWORD') ?? '',
      baseUrl: env('MELLAT_BASE_URL') ?? 'https://bpm.shaparak.ir',
      timeoutMs: this.gatewayTimeoutMs,
    };
  },
  /**
   * The trust seals the footer shows (layouts/parts/trust-badges.ts): the values in the
   * code e-Namad and Samandehi give the shop. Unset: no badge and nothing loaded from them.
   */
  get trustSeals() {
    return {
      enamad: { id: env('ENAMAD_ID'), code: env('ENAMAD_CODE') },
      samandehi: { id: env('SAMANDEHI_ID'), code: env('SAMANDEHI_CODE'), logoCode: env('SAMANDEHI_LOGO_CODE') },
    };
  },
  /** Zibal (payments/gateways/zibal.ts); merchant "zibal" is Zibal's test merchant. */
  get zibal() {
    return { merchant: env('ZIBAL_MERCHANT') ?? '', baseUrl: env('ZIBAL_BASE_URL') ?? 'https://gateway.zibal.ir', timeoutMs: this.gatewayTimeoutMs };
  },
};

/**
 * The real gateways (payments/registry.ts) and what production needs for each: its
 * credentials, and the variable that may move its address (which must stay https).
 */
export const GATEWAY_SETTINGS: Readonly<Record<string, { credentials: readonly string[]; baseUrl: string }>> = {
  zarinpal: { credentials: ['ZARINPAL_MERCHANT_ID'], baseUrl: 'ZARINPAL_BASE_URL' },
  sep: { credentials: ['SEP_TERMINAL_ID'], baseUrl: 'SEP_BASE_URL' },
  behpardakht: { credentials: ['MELLAT_TERMINAL_ID', 'MELLAT_USERNAME', 'MELLAT_PASSWORD'], baseUrl: 'MELLAT_BASE_URL' },
  zibal: { credentials: ['ZIBAL_MERCHANT'], baseUrl: 'ZIBAL_BASE_URL' },
};

/** The development values every secret falls back to (README "Configuration"); never for production. */
export const DEVELOPMENT_SECRETS: Record<string, string> = {
  AUTH_SECRET: 'bazaar-development-secret',
  RETAIL_CLIENT_SECRET: 'retail-web-secret',
  WHOLESALE_CLIENT_SECRET: 'wholesale-web-secret',
  RETAIL_SIGNING_SECRET: 'retail-signing-dev',
  WHOLESALE_SIGNING_SECRET: 'wholesale-signing-dev',
};
const MIN_AUTH_SECRET = 32;
const RANDOM = 'a long random value, e.g. `openssl rand -base64 48`';

/**
 * What keeps a production server from starting (scripts/serve.mjs and `npm start` check
 * it first): each line names the variable and what to set. Empty when all is well.
 */
export function productionProblems(source: Record<string, string | undefined> = process.env): string[] {
  const value = (name: string) => source[name]?.trim() || undefined;
  const problems: string[] = [];
  const auth = value('AUTH_SECRET');
  if (!auth) problems.push(`AUTH_SECRET is not set: set it to ${RANDOM} (it keys SMS code and captcha hashes).`);
  else if (auth === DEVELOPMENT_SECRETS.AUTH_SECRET || auth.length < MIN_AUTH_SECRET) {
    problems.push(`AUTH_SECRET is the development value or shorter than ${MIN_AUTH_SECRET} characters: set it to ${RANDOM}.`);
  }
  for (const [name, development] of Object.entries(DEVELOPMENT_SECRETS)) {
    if (name === 'AUTH_SECRET') continue;
    const set = value(name);
    if (!set || set === development)
      problems.push(`${name} is ${set ? 'the development value' : 'not set (so the development value is used)'}: set it to ${RANDOM}.`);
  }
  const sms = value('SMS_PROVIDER');
  if (sms !== 'kavenegar') {
    problems.push(
      sms
        ? `SMS_PROVIDER="${sms}" is not a provider: set SMS_PROVIDER=kavenegar.`
        : 'SMS_PROVIDER is not set, so codes would stay in the outbox and never reach shoppers: set SMS_PROVIDER=kavenegar.',
    );
  } else {
    for (const name of ['KAVENEGAR_API_KEY', 'KAVENEGAR_TEMPLATE']) {
      if (!value(name)) problems.push(`${name} is not set: SMS_PROVIDER=kavenegar needs it (the API key / the approved verify template).`);
    }
  }
  // The API key travels in Kavenegar's URL path: over plain http anyone on the way reads it.
  const kavenegar = value('KAVENEGAR_BASE_URL');
  if (kavenegar && !isHttps(kavenegar)) problems.push(`KAVENEGAR_BASE_URL="${kavenegar}" is not an https address: unset it to use https://api.kavenegar.com.`);
  problems.push(...gatewayProblems(value));
  // Every gateway's address, listed or not: a gateway left out today may be listed tomorrow
  // by someone who never looks at the address it kept.
  for (const { baseUrl } of Object.values(GATEWAY_SETTINGS)) {
    const address = value(baseUrl);
    if (address && !isHttps(address)) problems.push(`${baseUrl}="${address}" is not an https address: unset it to use the bank's own.`);
  }
  const site = value('SITE_URL');
  if (!site) problems.push("SITE_URL is not set: set it to the shop's public address, e.g. https://shop.example.");
  else if (!isHttps(site))
    problems.push(
      `SITE_URL="${site}" is not an https address: set it like https://shop.example (links in SMS lead shoppers to it, and bank callbacks must not travel in clear).`,
    );
  const wholesale = value('WHOLESALE_SITE_URL');
  if (wholesale && !isHttps(wholesale))
    problems.push(`WHOLESALE_SITE_URL="${wholesale}" is not an https address: set it like https://b2b.shop.example, or unset it.`);
  return problems;
}

/**
 * Production talks to shoppers, banks and the SMS provider over https only, loopback
 * hosts included: a production shop has no business with a local plain-http address, and
 * allowing one would be the hole a mistyped value falls through. Outside production
 * nothing is checked, so a sandbox bank or SMS stub on http://127.0.0.1 works.
 */
const isHttps = (address: string) => URL.parse(address)?.protocol === 'https:';

/**
 * Production takes real money only: PAYMENT_GATEWAYS must list real gateways (never the
 * sandbox, never a name we do not know), each with its credentials (their addresses are
 * checked for https with the others, in productionProblems).
 */
function gatewayProblems(value: (name: string) => string | undefined): string[] {
  const real = Object.keys(GATEWAY_SETTINGS);
  const listed = (value('PAYMENT_GATEWAYS') ?? '')
    .split(',')
    .map((g) => g.trim())
    .filter(Boolean);
  const strangers = listed.filter((g) => !real.includes(g));
  if (strangers.length > 0) {
    return [
      `PAYMENT_GATEWAYS lists ${strangers.map((g) => `"${g}"`).join(', ')}, not a production gateway: list only ${real.join(', ')} (the default first; the sandbox never takes real money).`,
    ];
  }
  if (listed.length === 0)
    return [`PAYMENT_GATEWAYS is not set, so shoppers could not pay online: set it to one or more of ${real.join(', ')}, the default first.`];
  const problems: string[] = [];
  for (const id of new Set(listed)) {
    for (const name of GATEWAY_SETTINGS[id]!.credentials)
      if (!value(name)) problems.push(`${name} is not set: PAYMENT_GATEWAYS lists ${id}, which needs it (from the gateway's merchant panel).`);
  }
  return problems;
}
