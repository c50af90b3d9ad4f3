import { Secret, TOTP } from 'otpauth';

/**
 * The staff second factor: RFC 6238 codes (6 digits, 30 s, SHA-1: what every authenticator
 * app reads from an otpauth:// QR code), through `otpauth`, a small, well-kept library
 * with no native parts. A code one step before or after the server's clock is accepted
 * (phones drift); the caller keeps the step it was accepted for, so it is good once.
 */
export const TOTP_PERIOD = 30;
const ISSUER = 'Bazaar';

const totpOf = (secret: string, label = 'staff') =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD, secret: Secret.fromBase32(secret) });

/** A new random secret (160 bits), base32 as apps take it. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// address an app scans (as a QR code) or the staff member types in. */
export const totpUri = (secret: string, label: string): string => totpOf(secret, label).toString();

/** The code for a moment (tests, and the demo staff's README hint). */
export const totpCode = (secret: string, at = Date.now()): string => totpOf(secret).generate({ timestamp: at });

/** The time step a code is valid for (±1 step), or null for a wrong code. */
export function totpStep(secret: string, code: string, at = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: at, window: 1 });
  return delta === null ? null : Math.floor(at / 1000 / TOTP_PERIOD) + delta;
}
