import { describe, expect, it } from 'vitest';
import { backPath, withBack } from './back-path.ts';

const at = (query: string) => new URL(`http://shop.test/profile/invite-complete-info${query}`);

describe('the ?back= path of the profile-completion pages', () => {
  it('keeps a local path with its query', () => {
    expect(backPath(at('?back=%2Fsearch%3Fq%3D%DA%AF%D9%88%D8%B4%DB%8C'))).toBe('/search?q=%DA%AF%D9%88%D8%B4%DB%8C');
    expect(backPath(at('?back=/product/x'))).toBe('/product/x');
  });

  it('drops anything that could leave the origin, and the sign-in pages', () => {
    for (const bad of ['//evil.com', 'https://evil.com/', '/\\evil.com', '%2F%2Fevil.com', 'javascript:alert(1)', '/auth', '/login?x=1']) {
      expect(backPath(at(`?back=${encodeURIComponent(bad)}`)), bad).toBe('');
    }
    expect(backPath(at(''))).toBe('');
  });

  it('adds ?back= only when there is somewhere to go', () => {
    expect(withBack('/profile/complete-info', '/cart')).toBe('/profile/complete-info?back=%2Fcart');
    expect(withBack('/profile/complete-info', '')).toBe('/profile/complete-info');
  });
});
