import { lt } from 'drizzle-orm';
import { usedSignatures } from '#modules/account/index.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { validationError } from '#server/errors.ts';
import { clientById, clientOfVariant } from '#server/auth/clients.ts';
import { sameHex, signMobile } from '#server/auth/crypto.ts';

/**
 * Registration and login carry hash_1 (Unix seconds) and hash_2 (HMAC of mobile + hash_1
 * with the client's signing secret): accepted within ±300 s and only once.
 */
const WINDOW_SECONDS = 300;
const BAD = 'درخواست نامعتبر است؛ صفحه را دوباره بارگذاری کنید';

export async function verifySignature(db: DbOrTx, mobile: string, hash1: string, hash2: string, clientId: string | undefined): Promise<void> {
  const client = clientById(clientId) ?? clientOfVariant('retail');
  const time = /^\d{9,11}$/.test(hash1) ? Number(hash1) : NaN;
  const fresh = Math.abs(Date.now() / 1000 - time) <= WINDOW_SECONDS;
  const valid = /^[0-9a-f]{64}$/.test(hash2) && sameHex(hash2, signMobile(mobile, hash1, client.signingSecret));
  if (!fresh || !valid) throw validationError([{ field: 'hash_2', message: BAD }]);
  await db.delete(usedSignatures).where(lt(usedSignatures.expiresAt, new Date()));
  const inserted = await db
    .insert(usedSignatures)
    .values({ signature: `${hash1}:${hash2}`, expiresAt: new Date((time + WINDOW_SECONDS) * 1000) })
    .onConflictDoNothing()
    .returning({ signature: usedSignatures.signature });
  if (inserted.length === 0) throw validationError([{ field: 'hash_2', message: BAD }]);
}
