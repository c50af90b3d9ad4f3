import { describe, expect, it } from 'vitest';
import { localLocation, safeLocalPath } from './safe-path.ts';

describe('safe local paths', () => {
  it.each(['/profile', '/product/x?tab=1', '/search?q=%DA%AF%D9%88%D8%B4%DB%8C'])('keeps %s', (p) => {
    expect(safeLocalPath(p)).toBe(p);
  });
  it.each([
    '//evil.com',
    '/\\evil.com',
    '%2F%2Fevil.com',
    '/%2F/evil.com',
    'https://evil.com',
    'javascript:alert(1)',
    '/a\u0000b',
    '/%E0%A4%A',
    '',
    'x'.repeat(3000),
    '\\\\evil.com',
    '/%5Cevil.com',
  ])('refuses %s', (p) => {
    expect(safeLocalPath(p)).toBe('/');
  });
  it('never builds a protocol-relative location', () => {
    expect(localLocation('//evil.com/x')).toBe('/evil.com/x');
    expect(localLocation('/\\evil.com')).toBe('/evil.com');
  });
});
