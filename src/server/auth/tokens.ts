import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { authTokens } from '../../modules/account/schema.ts';
import type { DbOrTx } from '../db/client.ts';
import { ApiError } from '../errors.ts';
import { hashToken, newToken } from './crypto.ts';

/**
 * Opaque tokens (ASVS 7.2.3): access tokens for API clients (expires_in, one hour by
 * default), rotating refresh tokens (30 days; using one twice revokes its whole family,
 * ASVS 7.2.4 style theft detection) and the browser's 180-day session (spec section 9).
 */
export const accessTtl = () => Number(process.env.ACCESS_TOKEN_TTL ?? 3600);
const REFRESH_TTL = 30 * 86_400;
export const WEB_SESSION_TTL = 180 * 86_400;

type Kind = 'access' | 'refresh' | 'web';

async function store(db: DbOrTx, userId: number, kind: Kind, family: string, clientId: string, ttl: number, actorUserId: number | null = null) {
  const token = newToken();
  await db.insert(authTokens).values({ userId, kind, tokenHash: hashToken(token), family, clientId, actorUserId, expiresAt: new Date(Date.now() + ttl * 1000) });
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
export async function issueLogin(db: DbOrTx, userId: number, clientId: string, actorUserId: number | null = null): Promise<{ tokens: TokenData; web: string; family: string }> {
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
  await db.update(authTokens).set({ revokedAt: new Date() }).where(and(eq(authTokens.family, family), isNull(authTokens.revokedAt)));
}

const INVALID_GRANT = 'نشست شما منقضی شده است؛ دوباره وارد شوید';

/** Trades a refresh token for a new pair; a token used before revokes the family. */
export async function rotateRefresh(db: DbOrTx, refreshToken: string, clientId: string): Promise<TokenData> {
  const [row] = await db.select().from(authTokens).where(and(eq(authTokens.tokenHash, hashToken(refreshToken)), eq(authTokens.kind, 'refresh')));
  if (!row || row.clientId !== clientId) throw new ApiError(401, INVALID_GRANT);
  // Used before: someone replays an old token. End every session of its family.
  if (row.usedAt) {
    await revokeFamily(db, row.family);
    throw new ApiError(401, INVALID_GRANT);
  }
  if (row.revokedAt || row.expiresAt.getTime() <= Date.now()) throw new ApiError(401, INVALID_GRANT);
  // Mark it used; if it already was, this is a replay: end every session of the family.
  const claimed = await db
    .update(authTokens)
    .set({ usedAt: new Date(), revokedAt: new Date() })
    .where(and(eq(authTokens.id, row.id), isNull(authTokens.usedAt)))
    .returning({ id: authTokens.id });
  if (claimed.length === 0) {
    await revokeFamily(db, row.family);
    throw new ApiError(401, INVALID_GRANT);
  }
  return issuePair(db, row.userId, clientId, row.family, row.actorUserId);
}

/** The user behind a live token of the given kinds, or null. */
export async function tokenOwner(db: DbOrTx, token: string, kinds: Kind[]): Promise<{ userId: number; family: string; actorUserId: number | null } | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({ userId: authTokens.userId, family: authTokens.family, actorUserId: authTokens.actorUserId })
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, hashToken(token)), inArray(authTokens.kind, kinds), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, new Date())));
  return row ?? null;
}
