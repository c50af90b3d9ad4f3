import type { LimitStore } from '../auth/rate-limit.ts';
import type { SharedRedis } from './client.ts';

/**
 * Fixed windows in Redis, shared by every app process: one atomic script adds the hit
 * and opens the window (its expiry) on the first one, so two processes hitting the same
 * key at once count two hits in one window.
 */
const HIT = `
local hits = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {hits, ttl}`;

export class RedisLimitStore implements LimitStore {
  constructor(private readonly redis: SharedRedis) {}

  private key(key: string): string {
    return `${this.redis.prefix}limit:${key}`;
  }

  async hit(key: string, windowSeconds: number) {
    const [count, ttl] = (await this.redis.commands.eval(HIT, 1, this.key(key), String(windowSeconds * 1000))) as [number, number];
    return { count, resetIn: Math.max(1, Math.ceil(ttl / 1000)) };
  }

  async reset(key: string) {
    await this.redis.commands.del(this.key(key));
  }

  async count(key: string) {
    return Number((await this.redis.commands.get(this.key(key))) ?? 0);
  }
}
