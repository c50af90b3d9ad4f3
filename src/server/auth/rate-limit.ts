/**
 * Fixed-window counters for abuse limits (OTP sends per mobile and per IP, password
 * tries). In-process by default; the interface lets a Redis store take over when the
 * shop runs several processes (ARCHITECTURE.md "Scale").
 */
import { ApiError } from '../errors.ts';

export interface LimitStore {
  /** Adds one hit; returns the hits in the current window and the seconds until it resets. */
  hit(key: string, windowSeconds: number): Promise<{ count: number; resetIn: number }>;
  reset(key: string): Promise<void>;
  /** The hits in the key's current window, without adding one (0 when none or expired). */
  count(key: string): Promise<number>;
}

/** Windows kept at most by default: about 20 MB of keys and counters. */
export const MAX_LIMIT_WINDOWS = 100_000;
/** Expired windows dropped at most per call: more than one call can add, so the sweep keeps up. */
const SWEEP_PER_CALL = 8;

export interface MemoryLimitOptions {
  /** Hard cap on windows held; beyond it the least recently hit window goes. */
  maxWindows?: number;
  /** Milliseconds clock (tests pass a fake one). */
  now?: () => number;
}

export interface MemoryLimitStore extends LimitStore {
  /** Windows held now. */
  readonly size: number;
  /** Windows looked at by expiry sweeps and evictions so far: tests assert it stays O(1) per call. */
  readonly visited: number;
}

interface Window {
  key: string;
  count: number;
  until: number;
  /** The queue of windows of the same length, which is therefore in expiry order. */
  queue: Map<string, Window>;
}

/**
 * Every call costs O(1): windows of one length expire in the order they were opened, so
 * each length keeps its own insertion-ordered queue and a call drops at most a few expired
 * heads. Memory is capped under any sequence of keys: at the cap the window hit least
 * recently goes (`byRecency` is re-ordered on every hit), never the one being hit, so a
 * flood of fresh keys cannot reset a limit someone is still running into.
 */
export function memoryLimitStore({ maxWindows = MAX_LIMIT_WINDOWS, now = Date.now }: MemoryLimitOptions = {}): MemoryLimitStore {
  const cap = Math.max(1, maxWindows);
  const byRecency = new Map<string, Window>();
  const queues = new Map<number, Map<string, Window>>();
  let visited = 0;

  const drop = (w: Window) => {
    byRecency.delete(w.key);
    w.queue.delete(w.key);
  };

  function sweep(at: number): void {
    let budget = SWEEP_PER_CALL;
    for (const queue of queues.values()) {
      for (const w of queue.values()) {
        if (budget-- <= 0) return;
        visited++;
        if (w.until > at) break;
        drop(w);
      }
    }
  }

  /** The key's live window, or none (an expired one is dropped on the way). */
  function live(key: string, at: number): Window | undefined {
    const w = byRecency.get(key);
    if (w && w.until <= at) drop(w);
    return w && w.until > at ? w : undefined;
  }

  return {
    get size() {
      return byRecency.size;
    },
    get visited() {
      return visited;
    },
    async hit(key, windowSeconds) {
      const at = now();
      sweep(at);
      let w = live(key, at);
      if (w) {
        byRecency.delete(key);
      } else {
        while (byRecency.size >= cap) {
          visited++;
          drop(byRecency.values().next().value!);
        }
        const ms = windowSeconds * 1000;
        let queue = queues.get(ms);
        if (!queue) queues.set(ms, (queue = new Map<string, Window>()));
        w = { key, count: 0, until: at + ms, queue };
        queue.set(key, w);
      }
      byRecency.set(key, w);
      w.count++;
      return { count: w.count, resetIn: Math.ceil((w.until - at) / 1000) };
    },
    async reset(key) {
      const w = byRecency.get(key);
      if (w) drop(w);
    },
    async count(key) {
      return live(key, now())?.count ?? 0;
    },
  };
}

let store: LimitStore = memoryLimitStore();
export const limitStore = () => store;
/** Tests start each case from clean counters. */
export function setLimitStore(next: LimitStore): void {
  store = next;
}

/** One limit: at most `max` in a fixed window of `windowSeconds`. */
export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
}

/** The 429 every limit answers: a Persian message and when to try again. */
export const tooManyRequests = (message: string, retryAfter: number) =>
  new ApiError(429, message, undefined, { 'Retry-After': String(Math.max(1, retryAfter)) });

/**
 * Counts this request against each limit in order and answers 429 at the first one over
 * its max; the keys after it are not touched. Put the per-address limit first: an address
 * over its limit then cannot open a window for every number or code it rotates through.
 */
export async function enforceLimits(limits: readonly Limit[], message: string): Promise<void> {
  const store = limitStore();
  for (const { key, max, windowSeconds } of limits) {
    const hit = await store.hit(key, windowSeconds);
    if (hit.count > max) throw tooManyRequests(message, hit.resetIn);
  }
}

/**
 * Limits on failures (wrong guesses of a secret): `check` answers 429 while any limit has
 * reached its max, whatever is guessed (a right guess after the limit is refused too, until
 * the window ends); `fail` counts one failure against every limit.
 */
export function failureLimits(limits: readonly Limit[], message: string) {
  return {
    async check(): Promise<void> {
      const store = limitStore();
      for (const { key, max, windowSeconds } of limits) {
        // The refused try is counted as well: a fixed window does not move, and it tells the wait.
        if ((await store.count(key)) >= max) throw tooManyRequests(message, (await store.hit(key, windowSeconds)).resetIn);
      }
    },
    async fail(): Promise<void> {
      const store = limitStore();
      for (const { key, windowSeconds } of limits) await store.hit(key, windowSeconds);
    },
  };
}
