import { afterEach, describe, expect, it } from 'vitest';
import { hostnameOf, isKnownHost, publicOrigin, wholesaleSiteUrl } from './origin.ts';

const saved = { ...process.env };
afterEach(() => {
  for (const k of ['SITE_URL', 'WHOLESALE_SITE_URL', 'WHOLESALE_HOSTS']) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
});

describe('origins come from configuration, never from the Host header', () => {
  it('development: local hosts on any port keep their own origin; the wholesale default is b2b.localhost', () => {
    delete process.env.SITE_URL;
    delete process.env.WHOLESALE_SITE_URL;
    delete process.env.WHOLESALE_HOSTS;
    expect(publicOrigin('retail', new URL('http://127.0.0.1:39123/x'))).toBe('http://127.0.0.1:39123');
    expect(publicOrigin('wholesale', new URL('http://b2b.localhost:39123/x'))).toBe('http://b2b.localhost:39123');
    expect(wholesaleSiteUrl().origin).toBe('http://b2b.localhost:4321');
    for (const host of ['localhost:4321', '127.0.0.1:39123', '[::1]:8080', 'b2b.localhost:4321', 'LOCALHOST'])
      expect({ host, known: isKnownHost(host) }).toEqual({ host, known: true });
    // Unknown hosts answer with the canonical origin if they ever get through.
    expect(publicOrigin('retail', new URL('http://evil.example/x'))).toBe('http://localhost:4321');
  });

  it('production: only the configured hosts are served, and every absolute URL uses SITE_URL', () => {
    process.env.SITE_URL = 'https://bazaar.example/';
    process.env.WHOLESALE_HOSTS = 'b2b.bazaar.example';
    delete process.env.WHOLESALE_SITE_URL;
    expect(wholesaleSiteUrl().origin).toBe('https://b2b.bazaar.example');
    expect(publicOrigin('retail', new URL('http://bazaar.example/a'))).toBe('https://bazaar.example');
    expect(publicOrigin('retail', new URL('http://localhost/a'))).toBe('https://bazaar.example');
    expect(publicOrigin('wholesale', new URL('http://b2b.bazaar.example/a'))).toBe('https://b2b.bazaar.example');
    process.env.WHOLESALE_SITE_URL = 'https://wholesale.example';
    expect(publicOrigin('wholesale', new URL('http://b2b.bazaar.example/a'))).toBe('https://wholesale.example');
    for (const host of ['bazaar.example', 'bazaar.example:443', 'b2b.bazaar.example', 'wholesale.example', 'localhost'])
      expect({ host, known: isKnownHost(host) }).toEqual({ host, known: true });
    for (const host of ['evil.example', 'bazaar.example.evil.example', 'evil.example#bazaar.example', 'a@bazaar.example', 'bazaar.example/x', '', undefined])
      expect({ host, known: isKnownHost(host) }).toEqual({ host, known: false });
  });

  it('parses Host headers strictly', () => {
    expect(hostnameOf('Shop.Example:8080')).toBe('shop.example');
    expect(hostnameOf('[::1]:4321')).toBe('[::1]');
    expect(hostnameOf('shop.example.')).toBe('shop.example');
    expect(hostnameOf('a b')).toBeNull();
  });
});
