/**
 * Fixed-window counters for abuse limits (OTP sends per mobile and per IP, password
 * tries). In-process by default; the interface lets a Redis store take over when the
 * shop runs several processes (ARCHITECTURE.md "Scale").
 */
export interface LimitStore {
  /** Adds one hit; returns the hits in the current window and the seconds until it resets. */
  hit(key: string, windowSeconds: number): Promise<{ count: number; resetIn: number }>;
  reset(key: string): Promise<void>;
  /** The hits in the key's current window, without adding one (0 when none or expired). */
  count(key: string): Promise<number>;
}

export function memoryLimitStore(): LimitStore {
  const windows = new Map<string, { count: number; until: number }>();
  return {
    async hit(key, windowSeconds) {
      const now = Date.now();
      let w = windows.get(key);
      if (!w || w.until <= now) {
        w = { count: 0, until: now + windowSeconds * 1000 };
        windows.set(key, w);
        if (windows.size > 100_000) for (const [k, v] of windows) if (v.until <= now) windows.delete(k);
      }
      w.count++;
      return { count: w.count, resetIn: Math.ceil((w.until - now) / 1000) };
    },
    async reset(key) {
      windows.delete(key);
    },
    async count(key) {
      const w = windows.get(key);
      return w && w.until > Date.now() ? w.count : 0;
    },
  };
}

let store: LimitStore = memoryLimitStore();
export const limitStore = () => store;
/** Tests start each case from clean counters. */
export function setLimitStore(next: LimitStore): void {
  store = next;
}
