import { describe, expect, it } from 'vitest';
import { rememberedPathCookie } from './remembered-path.ts';

describe('remembered path cookie', () => {
  it('keeps a local path for an hour, HttpOnly, Lax, Secure outside plain HTTP', () => {
    expect(rememberedPathCookie('/profile?x=1', true)).toBe('bz_back=%2Fprofile%3Fx%3D1; Path=/; Max-Age=3600; SameSite=Lax; Secure; HttpOnly');
    expect(rememberedPathCookie('/profile', false)).not.toContain('Secure');
  });
  it('never keeps a path off our origin', () => {
    expect(rememberedPathCookie('//evil.com', false)).toMatch(/^bz_back=%2F;/);
  });
});
