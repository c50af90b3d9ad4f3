import { describe, expect, it } from 'vitest';
import { newTotpSecret, TOTP_PERIOD, totpCode, totpStep, totpUri } from './totp.ts';

describe('staff TOTP codes', () => {
  const secret = newTotpSecret();
  const now = Date.UTC(2026, 10, 27, 12, 0, 10);
  const step = Math.floor(now / 1000 / TOTP_PERIOD);

  it('accepts the current code and a neighbour step, nothing further', () => {
    expect(totpStep(secret, totpCode(secret, now), now)).toBe(step);
    expect(totpStep(secret, totpCode(secret, now - 30_000), now)).toBe(step - 1);
    expect(totpStep(secret, totpCode(secret, now + 30_000), now)).toBe(step + 1);
    expect(totpStep(secret, totpCode(secret, now - 90_000), now)).toBeNull();
  });

  it('refuses what is not six digits, and another secret’s code', () => {
    expect(totpStep(secret, '12345', now)).toBeNull();
    expect(totpStep(secret, 'abcdef', now)).toBeNull();
    expect(totpStep(newTotpSecret(), totpCode(secret, now), now)).toBeNull();
  });

  it('gives an otpauth address an authenticator app reads', () => {
    const uri = new URL(totpUri(secret, '09120000011'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('Bazaar');
  });
});
