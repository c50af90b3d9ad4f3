import { describe, expect, it } from 'vitest';
import { variantConfig, variantOfHost } from './variant.ts';

describe('variant by host', () => {
  it('is wholesale on a listed host (any port, any case) and retail elsewhere', () => {
    const hosts = ['b2b.localhost', 'b2b.bazaar.ir'];
    expect(variantOfHost('b2b.localhost:4321', hosts)).toBe('wholesale');
    expect(variantOfHost('B2B.Bazaar.IR', hosts)).toBe('wholesale');
    expect(variantOfHost('localhost:4321', hosts)).toBe('retail');
    expect(variantOfHost('evil-b2b.localhost', hosts)).toBe('retail');
    expect(variantOfHost(undefined, hosts)).toBe('retail');
  });
  it('gives each variant its own client, analytics container and branding', () => {
    const r = variantConfig('retail');
    const w = variantConfig('wholesale');
    expect(r.clientId).not.toBe(w.clientId);
    expect(r.analyticsId).not.toBe(w.analyticsId);
    expect(w.business).toBe(true);
    expect(w.brandName).toContain('عمده');
  });
});
