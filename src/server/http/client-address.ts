import type { Context } from 'hono';
import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * Who is asking: the address the per-address limits count against.
 *
 * scripts/serve.mjs works it out once per request (clientAddress) and hands it to the app
 * in its own header. X-Forwarded-For is read only when the socket's peer is a proxy named
 * in TRUST_PROXY, and then from the right: the first hop that is not itself a trusted
 * proxy is the client. Anything to its left was written by the client and is ignored, so
 * a client that reaches the node port directly (or through our proxy) cannot choose its
 * address by header.
 *
 * Limits then key on limitKey(address): an IPv4 address as is, an IPv6 address by its /64
 * (one subscriber usually holds a whole /64 and could otherwise rotate through 2^64
 * addresses). IPv4-mapped IPv6 (`::ffff:1.2.3.4`, what a dual-stack socket reports) is IPv4.
 */

/** TRUST_PROXY=1 or true: proxies on this machine only (the compatible meaning of the old switch). */
const LOOPBACK = ['127.0.0.0/8', '::1/128'];

export interface TrustedProxies {
  /** True when `address` (normalised) is a proxy whose X-Forwarded-For is believed. */
  has(address: string): boolean;
  /** The setting as understood, for logs: 'none' or the list. */
  readonly description: string;
}

const NOBODY: TrustedProxies = { has: () => false, description: 'none' };

/**
 * Reads TRUST_PROXY: empty, `0` or `false` trusts nobody; `1` or `true` trusts loopback
 * proxies; otherwise a comma-separated list of addresses and CIDR ranges, IPv4 or IPv6,
 * and `loopback` (`loopback, 10.0.0.5, 10.1.0.0/16, fd00::/8`). A malformed entry throws, naming it: a typo must
 * not silently trust nobody (every shopper would share the proxy's limits) or everybody.
 */
export function parseTrustProxy(raw: string | undefined): TrustedProxies {
  const text = raw?.trim().toLowerCase() ?? '';
  if (text === '' || text === '0' || text === 'false') return NOBODY;
  const named =
    text === '1' || text === 'true'
      ? ['loopback']
      : text
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
  const entries = named.flatMap((entry) => (entry === 'loopback' ? LOOPBACK : [entry]));
  const list = new BlockList();
  for (const entry of entries) {
    const [host = '', bits, ...rest] = entry.split('/');
    const address = normalizeAddress(host);
    const family = address && isIPv4(address) ? 'ipv4' : 'ipv6';
    const max = family === 'ipv4' ? 32 : 128;
    const prefix = bits === undefined ? max : /^\d{1,3}$/.test(bits) ? Number(bits) : NaN;
    if (!address || rest.length > 0 || !(prefix >= 0 && prefix <= max)) {
      throw new Error(`TRUST_PROXY: «${entry}» is not an IP address or CIDR range (e.g. 10.0.0.5, 10.0.0.0/8, fd00::/8, or 1 for loopback proxies)`);
    }
    list.addSubnet(address, prefix, family);
  }
  return {
    has: (address) => {
      const a = normalizeAddress(address);
      return a !== null && list.check(a, isIPv4(a) ? 'ipv4' : 'ipv6');
    },
    description: entries.join(', '),
  };
}

/**
 * An address in one spelling, or null when it is not an IP address: brackets, a port
 * (`1.2.3.4:80`, `[::1]:443`) and a zone (`fe80::1%eth0`) are removed, IPv6 is lower
 * case, and IPv4-mapped IPv6 becomes the IPv4 address.
 */
export function normalizeAddress(raw: string | undefined | null): string | null {
  let a = raw?.trim() ?? '';
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(a);
  if (bracketed) a = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(a)) a = a.slice(0, a.indexOf(':'));
  a = a.replace(/%.*$/, '').toLowerCase();
  if (isIPv4(a)) return a;
  if (!isIPv6(a)) return null;
  const groups = expandIPv6(a);
  if (groups && groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi, lo] = [groups[6]!, groups[7]!];
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return a;
}

/** The eight 16-bit groups of an IPv6 address (an embedded IPv4 tail counts as two), or null. */
function expandIPv6(a: string): number[] | null {
  if (!isIPv6(a)) return null;
  let text = a;
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const [b0, b1, b2, b3] = v4[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((b0 << 8) | b1).toString(16)}:${((b2 << 8) | b3).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const parse = (part: string | undefined) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const left = parse(head);
  const right = parse(tail);
  const fill = tail === undefined ? [] : new Array<number>(8 - left.length - right.length).fill(0);
  const groups = [...left, ...fill, ...right];
  return groups.length === 8 ? groups : null;
}

/**
 * The client's address for one request: the socket peer, unless that peer is a trusted
 * proxy; then X-Forwarded-For read from the right, skipping trusted proxies. A malformed
 * hop ends the walk at the last trusted one (it cannot be trusted to name anyone). Node
 * joins repeated X-Forwarded-For headers with commas; an array is accepted too.
 */
export function clientAddress(peer: string | undefined, forwardedFor: string | string[] | undefined, trusted: TrustedProxies): string {
  let client = normalizeAddress(peer);
  if (!client) return 'unknown';
  if (!trusted.has(client)) return client;
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = normalizeAddress(hops[i]);
    if (!hop) break;
    client = hop;
    if (!trusted.has(hop)) break;
  }
  return client;
}

/**
 * The key per-address limits count under: IPv4 as is, IPv6 as its /64 (`2001:db8:1:2::/64`);
 * anything that is not an address (a test's label, 'unknown') unchanged.
 */
export function limitKey(address: string): string {
  const a = normalizeAddress(address);
  if (!a) return address;
  if (isIPv4(a)) return a;
  const groups = expandIPv6(a)!;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/**
 * The caller's address as per-address limits count it (IPv6 by its /64): what
 * scripts/serve.mjs saw, which overwrites any such header from outside.
 */
export const clientIp = (c: Context) => limitKey(c.req.header('x-bazaar-client-ip') ?? 'local');

/** clientIp for a server-rendered page's request (the back office's forms). */
export const requestIp = (request: Request) => limitKey(request.headers.get('x-bazaar-client-ip') ?? 'local');
