import { describe, expect, it } from 'vitest';
import { clientAddress, limitKey, normalizeAddress, parseTrustProxy } from './client-address.ts';

describe('normalizeAddress', () => {
  it.each([
    ['1.2.3.4', '1.2.3.4'],
    [' 1.2.3.4 ', '1.2.3.4'],
    ['1.2.3.4:8080', '1.2.3.4'],
    ['::ffff:1.2.3.4', '1.2.3.4'],
    ['::FFFF:1.2.3.4', '1.2.3.4'],
    ['0:0:0:0:0:ffff:1.2.3.4', '1.2.3.4'],
    ['::ffff:7f00:1', '127.0.0.1'],
    ['[::ffff:127.0.0.1]:443', '127.0.0.1'],
    ['2001:DB8::1', '2001:db8::1'],
    ['[2001:db8::1]:443', '2001:db8::1'],
    ['fe80::1%eth0', 'fe80::1'],
    ['::1', '::1'],
    ['unknown', null],
    ['1.2.3', null],
    ['', null],
    [undefined, null],
    ['<script>', null],
  ])('%s → %s', (raw, expected) => {
    expect(normalizeAddress(raw)).toBe(expected);
  });
});

describe('limitKey', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::ffff', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['64:ff9b::1.2.3.4', '64:ff9b:0:0::/64'],
    ['local', 'local'],
    ['unknown', 'unknown'],
  ])('%s → %s', (address, expected) => {
    expect(limitKey(address)).toBe(expected);
  });

  it('gives every address of one /64 the same key and a neighbouring /64 another', () => {
    expect(limitKey('2001:db8:1:2::1')).toBe(limitKey('2001:db8:1:2:ffff:ffff:ffff:ffff'));
    expect(limitKey('2001:db8:1:2::1')).not.toBe(limitKey('2001:db8:1:3::1'));
  });
});

describe('parseTrustProxy', () => {
  it.each([
    [undefined, '127.0.0.1', false],
    ['', '127.0.0.1', false],
    ['0', '127.0.0.1', false],
    ['false', '127.0.0.1', false],
    ['1', '127.0.0.1', true],
    ['1', '127.9.9.9', true],
    ['1', '::ffff:127.0.0.1', true],
    ['1', '::1', true],
    ['true', '::1', true],
    ['1', '10.0.0.1', false],
    ['10.0.0.5', '10.0.0.5', true],
    ['10.0.0.5', '10.0.0.6', false],
    ['10.0.0.0/8, fd00::/8', '10.200.1.1', true],
    ['10.0.0.0/8, fd00::/8', 'fd12:3456::1', true],
    ['10.0.0.0/8, fd00::/8', 'fe80::1', false],
    ['10.0.0.0/8, fd00::/8', '11.0.0.1', false],
    ['loopback, 192.168.1.0/24', '::1', true],
    ['loopback, 192.168.1.0/24', '192.168.1.77', true],
    ['2001:db8::10', '2001:DB8::10', true],
    ['0.0.0.0/0', '8.8.8.8', true],
  ])('TRUST_PROXY=%s trusts %s: %s', (setting, peer, expected) => {
    expect(parseTrustProxy(setting).has(peer)).toBe(expected);
  });

  it.each(['yes', '10.0.0.300', '10.0.0.0/33', 'fd00::/129', '10.0.0.0/8/8', '10.0.0.0/x', 'proxy.example'])('refuses «%s», naming it', (setting) => {
    expect(() => parseTrustProxy(setting)).toThrow(`TRUST_PROXY: «${setting}»`);
  });
});

describe('clientAddress', () => {
  const none = parseTrustProxy('');
  const loopback = parseTrustProxy('1');
  const proxies = parseTrustProxy('10.0.0.0/8, fd00::/8');

  it.each([
    // Nobody trusted: the socket, whatever the header says.
    ['direct', none, '198.51.100.7', '1.1.1.1', '198.51.100.7'],
    ['direct, mapped', none, '::ffff:198.51.100.7', '1.1.1.1', '198.51.100.7'],
    ['direct IPv6', none, '2001:db8::7', '1.1.1.1', '2001:db8::7'],
    // A client on the node port while proxies are trusted cannot choose its address.
    ['untrusted peer', loopback, '198.51.100.7', '1.1.1.1', '198.51.100.7'],
    ['untrusted peer', proxies, '203.0.113.5', '10.0.0.1, 1.1.1.1', '203.0.113.5'],
    // Behind a trusted proxy: the last hop that is not a trusted proxy.
    ['one proxy', loopback, '::ffff:127.0.0.1', '198.51.100.7', '198.51.100.7'],
    ['one proxy, spoofed left', loopback, '127.0.0.1', '1.1.1.1, 198.51.100.7', '198.51.100.7'],
    ['two proxies', proxies, '10.0.0.2', '1.1.1.1, 198.51.100.7, 10.0.0.9', '198.51.100.7'],
    ['IPv6 behind proxy', proxies, 'fd00::2', '2001:db8:5:6::99', '2001:db8:5:6::99'],
    ['mapped hop', proxies, '10.0.0.2', '::ffff:198.51.100.7', '198.51.100.7'],
    ['hop with port', proxies, '10.0.0.2', '198.51.100.7:5555', '198.51.100.7'],
    ['array of headers', proxies, '10.0.0.2', ['1.1.1.1', '198.51.100.7'], '198.51.100.7'],
    // Nothing usable from the proxy: the proxy's own (last trusted) address.
    ['no header', proxies, '10.0.0.2', undefined, '10.0.0.2'],
    ['empty header', proxies, '10.0.0.2', '', '10.0.0.2'],
    ['garbage hop', proxies, '10.0.0.2', '198.51.100.7, garbage', '10.0.0.2'],
    ['garbage behind a proxy hop', proxies, '10.0.0.2', 'garbage, 10.0.0.3', '10.0.0.3'],
    ['all trusted', proxies, '10.0.0.2', '10.0.0.4, 10.0.0.3', '10.0.0.4'],
    ['no peer', proxies, undefined, '198.51.100.7', 'unknown'],
  ] as const)('%s', (_name, trusted, peer, header, expected) => {
    expect(clientAddress(peer, header as string | string[] | undefined, trusted)).toBe(expected);
  });
});
