import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * A refresh retried within seconds (a client that lost the answer, two tabs refreshing at
 * once) must get the same new pair rather than look like a stolen token. The pair is kept
 * beside the used refresh token, sealed with AES-256-GCM under a key derived (HKDF-SHA256)
 * from that refresh token: only someone who holds the old token can open it, and the table
 * alone never yields a usable token.
 */
export const REFRESH_RETRY_SECONDS = 20;

export interface RetryPair {
  access_token: string;
  refresh_token: string;
}

const keyOf = (refreshToken: string) => Buffer.from(hkdfSync('sha256', refreshToken, Buffer.alloc(0), 'bazaar refresh retry v1', 32));

/** "iv.tag.ciphertext", base64url each. */
export function sealPair(refreshToken: string, pair: RetryPair): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(refreshToken), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify([pair.access_token, pair.refresh_token]), 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

/** The pair, or null when the seal is not this token's (or damaged). */
export function openPair(refreshToken: string, sealed: string): RetryPair | null {
  try {
    const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
    if (!iv || !tag || !body) return null;
    const decipher = createDecipheriv('aes-256-gcm', keyOf(refreshToken), iv);
    decipher.setAuthTag(tag);
    const [access_token, refresh_token] = JSON.parse(Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8')) as string[];
    return access_token && refresh_token ? { access_token, refresh_token } : null;
  } catch {
    return null;
  }
}
