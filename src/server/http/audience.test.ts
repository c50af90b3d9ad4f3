import { describe, expect, it } from 'vitest';
import { audienceResolver, type Audience } from './audience.ts';

describe('a session’s audience, remembered briefly', () => {
  it('is looked up once within the time, again after it, and again at once when the page version moves', async () => {
    let clock = 0;
    let version = '0.0';
    let answer: Audience = 'shopper';
    let lookups = 0;
    const resolve = audienceResolver(
      async () => {
        lookups++;
        return answer;
      },
      { ttlMs: 30_000, now: () => clock, version: () => version },
    );
    expect(await resolve(undefined)).toBe('guest');
    expect(await resolve('token')).toBe('shopper');
    answer = 'partner'; // confirmed in the back office
    clock = 10_000;
    expect(await resolve('token')).toBe('shopper');
    expect(lookups).toBe(1);
    version = '0.1'; // the decision purged the pages
    expect(await resolve('token')).toBe('partner');
    expect(lookups).toBe(2);
    answer = 'shopper';
    clock = 45_000;
    expect(await resolve('token')).toBe('shopper');
    expect(lookups).toBe(3);
  });
});
