/**
 * Partners a shopper may sign in with (OAuth2 authorization code + PKCE), configured by
 * the environment: `OAUTH_PARTNERS=partnera,partnerb` lists their ids (lowercase letters,
 * digits, hyphens), and each id has `OAUTH_<ID>_*` settings (the id upper-cased, hyphens
 * as underscores): NAME (Persian, shown as «ورود با …»), AUTHORIZE_URL, TOKEN_URL,
 * USERINFO_URL, CLIENT_ID, CLIENT_SECRET and the optional SCOPE. A partner with a
 * missing setting or a non-HTTPS address (plain HTTP only on this machine) is left out,
 * with one warning in the log. None are configured by default.
 */
export interface OAuthPartner {
  id: string;
  name: string;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  clientId: string;
  clientSecret: string;
  /** Sent as given; empty sends no scope. */
  scope: string;
}

const ID = /^[a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])?$/;
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const warned = new Set<string>();

const env = (name: string) => process.env[name]?.trim() ?? '';
export const partnerEnvPrefix = (id: string) => `OAUTH_${id.toUpperCase().replace(/-/g, '_')}_`;

function usableUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname));
  } catch {
    return false;
  }
}

function warnOnce(id: string, problem: string): void {
  if (warned.has(id)) return;
  warned.add(id);
  console.warn(`[oauth] partner "${id}" is left out: ${problem}`);
}

function readPartner(id: string): OAuthPartner | null {
  if (!ID.test(id)) {
    warnOnce(id, 'its id may hold only lowercase letters, digits and hyphens');
    return null;
  }
  const prefix = partnerEnvPrefix(id);
  const partner: OAuthPartner = {
    id,
    name: env(`${prefix}NAME`),
    authorizeUrl: env(`${prefix}AUTHORIZE_URL`),
    tokenUrl: env(`${prefix}TOKEN_URL`),
    userinfoUrl: env(`${prefix}USERINFO_URL`),
    clientId: env(`${prefix}CLIENT_ID`),
    clientSecret: env(`${prefix}CLIENT_SECRET`),
    scope: env(`${prefix}SCOPE`),
  };
  const missing = (['name', 'authorizeUrl', 'tokenUrl', 'userinfoUrl', 'clientId', 'clientSecret'] as const).filter((k) => !partner[k]);
  if (missing.length > 0) {
    warnOnce(id, `${prefix}* settings missing (${missing.join(', ')})`);
    return null;
  }
  if (![partner.authorizeUrl, partner.tokenUrl, partner.userinfoUrl].every(usableUrl)) {
    warnOnce(id, 'its addresses must be https:// (http:// only for localhost)');
    return null;
  }
  return partner;
}

/** The configured partners, in the order OAUTH_PARTNERS names them (read on use, so tests can set them). */
export function oauthPartners(): OAuthPartner[] {
  const ids = [
    ...new Set(
      env('OAUTH_PARTNERS')
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
  return ids.map(readPartner).filter((p): p is OAuthPartner => p !== null);
}

export const oauthPartner = (id: string): OAuthPartner | undefined => oauthPartners().find((p) => p.id === id);

/** What pages may show: the id for the link and the display name, nothing secret. */
export const publicOAuthPartners = () => oauthPartners().map(({ id, name }) => ({ id, name }));
