import type { CacheStore } from '../cache/store.ts';
import type { SharedRedis } from './client.ts';

/**
 * The CacheStore of several app processes: JSON values under the shop's prefix with a
 * Redis expiry. Errors (Redis away) reach the caller, and `cached()` then loads the value
 * itself: a missing cache costs time, never a failed request.
 */
export class RedisCacheStore implements CacheStore {
  constructor(private readonly redis: SharedRedis) {}

  private key(key: string): string {
    return `${this.redis.prefix}cache:${key}`;
  }

  async get<T>(key: string): Promise<T | undefined> {
    const raw = await this.redis.commands.get(this.key(key));
    return raw === null ? undefined : (JSON.parse(raw) as T);
  }

  async set<T>(key: string, value: T, ttlSeconds: number): Promise<void> {
    if (!(ttlSeconds > 0)) return this.delete(key);
    await this.redis.commands.set(this.key(key), JSON.stringify(value), 'EX', Math.ceil(ttlSeconds));
  }

  async delete(key: string): Promise<void> {
    await this.redis.commands.del(this.key(key));
  }
}
