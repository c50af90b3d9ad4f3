import { and, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { authCodes, authTokens } from '#modules/account/index.ts';
import { rateLimitWindows } from '#server/auth/limit-schema.ts';
import { REFRESH_RETRY_SECONDS } from '#server/auth/refresh-retry.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { smsOutbox } from '#server/sms/schema.ts';

/**
 * Rows that only grow: tokens, codes and outbox messages nobody can use any more are
 * deleted after a retention period (kept a while for support questions). Idempotent: the
 * hourly job (jobs.ts) may run in several processes at once.
 */
const DAY = 86_400_000;
/** Expired or revoked tokens. Used refresh tokens stay until they expire: a replay of one still revokes its family. */
export const TOKEN_RETENTION_DAYS = 7;
export const CODE_RETENTION_DAYS = 1;
export const OUTBOX_RETENTION_DAYS = 7;

export async function deleteStaleRows(db: DbOrTx, now = new Date()) {
  const before = (days: number) => new Date(now.getTime() - days * DAY);
  const tokens = await db
    .delete(authTokens)
    .where(or(lt(authTokens.expiresAt, before(TOKEN_RETENTION_DAYS)), and(lt(authTokens.revokedAt, before(TOKEN_RETENTION_DAYS)), isNull(authTokens.usedAt))))
    .returning({ id: authTokens.id });
  // The sealed pair of a used refresh token is only for retries within seconds.
  await db
    .update(authTokens)
    .set({ retryPair: null })
    .where(and(isNotNull(authTokens.retryPair), lt(authTokens.usedAt, new Date(now.getTime() - REFRESH_RETRY_SECONDS * 1000))));
  const codes = await db
    .delete(authCodes)
    .where(or(lt(authCodes.expiresAt, before(CODE_RETENTION_DAYS)), lt(authCodes.consumedAt, before(CODE_RETENTION_DAYS))))
    .returning({ id: authCodes.id });
  const outbox = await db
    .delete(smsOutbox)
    .where(lt(smsOutbox.createdAt, before(OUTBOX_RETENTION_DAYS)))
    .returning({ id: smsOutbox.id });
  // Rate-limit windows of the database store (kept while Redis was away) that have ended.
  const windows = await db
    .delete(rateLimitWindows)
    .where(lt(rateLimitWindows.resetsAt, before(CODE_RETENTION_DAYS)))
    .returning({ key: rateLimitWindows.key });
  return { tokens: tokens.length, codes: codes.length, outbox: outbox.length, windows: windows.length };
}
