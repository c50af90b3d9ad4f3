import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { LimitStore } from './rate-limit.ts';
import { rateLimitWindows } from './limit-schema.ts';

/**
 * Fixed windows in the database (rate_limit_windows): one statement adds a hit, opening a
 * new window when the old one has ended, so concurrent processes never lose a hit. Slower
 * than Redis; it is what several processes count with while Redis is away.
 */
export function databaseLimitStore(db: () => Promise<Db>): LimitStore {
  return {
    async hit(key, windowSeconds) {
      const window = sql`make_interval(secs => ${windowSeconds})`;
      const [row] = await (
        await db()
      )
        .insert(rateLimitWindows)
        .values({ key, hits: 1, resetsAt: sql`now() + ${window}` })
        .onConflictDoUpdate({
          target: rateLimitWindows.key,
          set: {
            hits: sql`case when ${rateLimitWindows.resetsAt} <= now() then 1 else ${rateLimitWindows.hits} + 1 end`,
            resetsAt: sql`case when ${rateLimitWindows.resetsAt} <= now() then now() + ${window} else ${rateLimitWindows.resetsAt} end`,
          },
        })
        // clock_timestamp(), not now(): a statement that waited for another's row lock began
        // (took now()) before that one opened the window, and would report a wait past it.
        .returning({ hits: rateLimitWindows.hits, resetIn: sql<number>`ceil(extract(epoch from ${rateLimitWindows.resetsAt} - clock_timestamp()))::int` });
      return { count: row!.hits, resetIn: Math.max(1, Number(row!.resetIn)) };
    },
    async reset(key) {
      await (await db()).delete(rateLimitWindows).where(eq(rateLimitWindows.key, key));
    },
    async count(key) {
      const [row] = await (
        await db()
      )
        .select({ hits: rateLimitWindows.hits })
        .from(rateLimitWindows)
        .where(sql`${rateLimitWindows.key} = ${key} and ${rateLimitWindows.resetsAt} > now()`);
      return row?.hits ?? 0;
    },
  };
}

/**
 * The primary store (Redis) with a fallback for while it fails: every call that the
 * primary cannot answer is counted by the fallback instead, so limits stay enforced
 * (a window may restart once when Redis goes away or comes back).
 */
export function fallbackLimitStore(primary: LimitStore, fallback: LimitStore, onFallback: (err: unknown) => void = () => {}): LimitStore {
  const either =
    <A extends unknown[], R>(call: (store: LimitStore, ...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await call(primary, ...args);
      } catch (err) {
        onFallback(err);
        return call(fallback, ...args);
      }
    };
  return {
    hit: either((s, key: string, windowSeconds: number) => s.hit(key, windowSeconds)),
    reset: either((s, key: string) => s.reset(key)),
    count: either((s, key: string) => s.count(key)),
  };
}
