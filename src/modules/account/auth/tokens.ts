import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { authTokens } from '#modules/account/index.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { ApiError } from '#server/errors.ts';
import { hashToken, newToken } from '#server/auth/crypto.ts';
import { openPair, REFRESH_RETRY_SECONDS, sealPair } from '#server/auth/refresh-retry.ts';
import { WEB_SESSION_TTL } from '#server/auth/session.ts';

/**
 * Opaque tokens (ASVS 7.2.3): access tokens for API clients (expires_in, one hour by
 * default), rotating refresh tokens (30 days; using one again after a short retry window
 * revokes its whole family, ASVS 7.2.4 style theft detection) and the browser's 180-day
 * session (spec section 9).
 */
export const accessTtl = () => Number(process.env.ACCESS_TOKEN_TTL ?? 3600);
const REFRESH_TTL = 30 * 86_400;

type Kind = 'access' | 'refresh' | 'web';

async function store(db: DbOrTx, userId: number, kind: Kind, family: string, clientId: string, ttl: number, actorUserId: number | null = null) {
  const token = newToken();
  await db
    .insert(authTokens)
    .values({ userId, kind, tokenHash: hashToken(token), family, clientId, actorUserId, expiresAt: new Date(Date.now() + ttl * 1000) });
  return token;
}

export interface TokenData {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  token_type: 'Bearer';
}

/**
 * A new login: a token family with an access and a refresh token, and the browser
 * session. With `actorUserId` it is a login-as: an operator acting as this user.
 */
export async function issueLogin(
  db: DbOrTx,
  userId: number,
  clientId: string,
  actorUserId: number | null = null,
): Promise<{ tokens: TokenData; web: string; family: string }> {
  const family = randomUUID();
  const tokens = await issuePair(db, userId, clientId, family, actorUserId);
  const web = await store(db, userId, 'web', family, clientId, WEB_SESSION_TTL, actorUserId);
  return { tokens, web, family };
}

async function issuePair(db: DbOrTx, userId: number, clientId: string, family: string, actorUserId: number | null): Promise<TokenData> {
  const ttl = accessTtl();
  return {
    access_token: await store(db, userId, 'access', family, clientId, ttl, actorUserId),
    refresh_token: await store(db, userId, 'refresh', family, clientId, REFRESH_TTL, actorUserId),
    expires_in: ttl,
    token_type: 'Bearer',
  };
}

export async function revokeFamily(db: DbOrTx, family: string): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(authTokens.family, family), isNull(authTokens.revokedAt)));
}

const INVALID_GRANT = 'نشست شما منقضی شده است؛ دوباره وارد شوید';

type Rotation = { tokens: TokenData } | { revoke: string } | { invalid: true };

/**
 * Trades a refresh token for a new pair. The same token again within REFRESH_RETRY_SECONDS
 * (a lost answer, two tabs) gets the same pair; later it is a replay of a stolen token and
 * revokes the whole family. The old token's row is locked, so parallel refreshes queue and
 * each sees what the one before it did (PostgreSQL and PGlite alike).
 */
export async function rotateRefresh(db: DbOrTx, refreshToken: string, clientId: string, clock?: Date): Promise<TokenData> {
  const outcome = await db.transaction(async (tx): Promise<Rotation> => {
    const [row] = await tx
      .select()
      .from(authTokens)
      .where(and(eq(authTokens.tokenHash, hashToken(refreshToken)), eq(authTokens.kind, 'refresh')))
      .for('update');
    // Read after the lock: a request that queued behind others is judged by when it got its turn.
    const now = clock ?? new Date();
    if (!row || row.clientId !== clientId) return { invalid: true };
    if (row.usedAt) {
      const inWindow = now.getTime() - row.usedAt.getTime() <= REFRESH_RETRY_SECONDS * 1000;
      const retry = inWindow && row.retryPair ? await liveRetry(tx, refreshToken, row.retryPair, now) : null;
      return retry ? { tokens: retry } : { revoke: row.family };
    }
    if (row.revokedAt || row.expiresAt.getTime() <= now.getTime()) return { invalid: true };
    const tokens = await issuePair(tx, row.userId, clientId, row.family, row.actorUserId);
    await tx
      .update(authTokens)
      .set({ usedAt: now, revokedAt: now, retryPair: sealPair(refreshToken, tokens) })
      .where(eq(authTokens.id, row.id));
    return { tokens };
  });
  if ('tokens' in outcome) return outcome.tokens;
  // Revoked after the transaction: an error inside it would roll the revocation back.
  if ('revoke' in outcome) await revokeFamily(db, outcome.revoke);
  throw new ApiError(401, INVALID_GRANT);
}

/** The pair a retried refresh gets again, while its access token is still live (no logout since). */
async function liveRetry(db: DbOrTx, refreshToken: string, sealed: string, now: Date): Promise<TokenData | null> {
  const pair = openPair(refreshToken, sealed);
  if (!pair) return null;
  const [access] = await db
    .select({ expiresAt: authTokens.expiresAt })
    .from(authTokens)
    .where(
      and(eq(authTokens.tokenHash, hashToken(pair.access_token)), eq(authTokens.kind, 'access'), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, now)),
    );
  if (!access) return null;
  const left = Math.ceil((access.expiresAt.getTime() - now.getTime()) / 1000);
  return { ...pair, expires_in: Math.min(accessTtl(), left), token_type: 'Bearer' };
}

/** The user behind a live token of the given kinds, or null. */
export async function tokenOwner(db: DbOrTx, token: string, kinds: Kind[]): Promise<{ userId: number; family: string; actorUserId: number | null } | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({ userId: authTokens.userId, family: authTokens.family, actorUserId: authTokens.actorUserId })
    .from(authTokens)
    .where(
      and(eq(authTokens.tokenHash, hashToken(token)), inArray(authTokens.kind, kinds), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, new Date())),
    );
  return row ?? null;
}
