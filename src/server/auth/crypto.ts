import { createHash, createHmac, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { authSecret } from './clients.ts';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

/** A one-time code of `length` digits from a CSPRNG. */
export function newCode(length: number): string {
  return Array.from({ length }, () => randomInt(10)).join('');
}

/** An opaque token: 256 random bits, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Tokens are stored as SHA-256 (they are random, so no salt is needed). */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Codes have only a million values: keyed with the server secret so a leaked table cannot be brute-forced. */
export const hashCode = (code: string, mobile: string, purpose: string) =>
  createHmac('sha256', authSecret()).update(`${purpose}:${mobile}:${code}`).digest('hex');

/** Equal strings, in time that does not depend on where they differ (both hashed first). */
export function sameSecret(a: string, b: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(a), digest(b)) && a.length === b.length;
}

export function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Passwords: scrypt with a random salt, "scrypt$salt$hash". */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, 32);
  return `scrypt$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [scheme, salt, hash] = (stored ?? '').split('$');
  // Hash anyway when there is no password, so timing does not tell who has one.
  const expected = scheme === 'scrypt' && salt && hash ? Buffer.from(hash, 'base64') : Buffer.alloc(32);
  const actual = await scryptAsync(password, salt ? Buffer.from(salt, 'base64') : Buffer.alloc(16), 32);
  return scheme === 'scrypt' && timingSafeEqual(actual, expected);
}

/** hash_2 of API.md: lowercase hex HMAC-SHA256 of mobile + hash_1 with the client's signing secret. */
export const signMobile = (mobile: string, hash1: string, signingSecret: string) =>
  createHmac('sha256', signingSecret).update(`${mobile}${hash1}`).digest('hex');
