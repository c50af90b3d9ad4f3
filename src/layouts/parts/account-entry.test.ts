import { describe, expect, it } from 'vitest';
import { accountLabel } from './account-entry';

describe('the account button’s name', () => {
  it('holds the shopper’s visible name inside «حساب کاربری»', () => {
    expect(accountLabel('سارا', 'حساب کاربری')).toBe('حساب کاربری: سارا');
  });
  it('does not repeat the fallback name', () => {
    expect(accountLabel('حساب کاربری', 'حساب کاربری')).toBe('حساب کاربری');
    expect(accountLabel('', 'حساب کاربری')).toBe('حساب کاربری');
  });
});
