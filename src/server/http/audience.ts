import { createHash } from 'node:crypto';

/**
 * Who a catalogue page is for, as far as its HTML differs: a guest, a signed-in shopper,
 * or a confirmed partner (wholesale prices, partner-only areas). Everything personal
 * beyond that (name, cart count, hearts) is filled in on the client, so every visitor of
 * one audience can be served the same cached page (signed-in shoppers as fast
 * as guests).
 */
export type Audience = 'guest' | 'shopper' | 'partner';

export interface AudienceOptions {
  /** How long one session's audience is remembered (default 30 s). */
  ttlMs?: number;
  /** Sessions remembered at most (default 20,000: about 2 MB). */
  maxEntries?: number;
  now?: () => number;
  /**
   * The shop's page version (cache/page-version.ts): an answer remembered under an older
   * version is looked up again, so a change that purges the pages (a partner confirmed or
   * refused) reaches the audience at once, on every process.
   */
  version?: () => string;
}

/**
 * Resolves a session token to its audience, remembering the answer briefly so a page hit
 * costs no database query. Keys are hashes, never the tokens. A sign-out shows on
 * catalogue pages within `ttlMs`, a partner decision at once (it purges the pages, which
 * moves `version`); guards and every personal page and API call still read the database
 * on each request.
 */
export function audienceResolver(
  lookup: (token: string) => Promise<Audience>,
  { ttlMs = 30_000, maxEntries = 20_000, now = Date.now, version = () => '' }: AudienceOptions = {},
) {
  const remembered = new Map<string, { audience: Audience; expires: number; version: string }>();
  return async (token: string | undefined): Promise<Audience> => {
    if (!token) return 'guest';
    const key = createHash('sha256').update(token).digest('base64url');
    const hit = remembered.get(key);
    if (hit && hit.expires > now() && hit.version === version()) return hit.audience;
    const at = version();
    const audience = await lookup(token);
    remembered.delete(key);
    while (remembered.size >= maxEntries) remembered.delete(remembered.keys().next().value!);
    remembered.set(key, { audience, expires: now() + ttlMs, version: at });
    return audience;
  };
}
