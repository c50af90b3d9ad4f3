import type { SharedRedis } from '../redis/client.ts';

/** A stored answer: what the page cache sends on a hit. */
export interface StoredResponse {
  body: Uint8Array<ArrayBuffer>;
  status: number;
  headers: [string, string][];
}

/** Cached answers every app process can read (Redis), per shop-wide page version. */
export interface SharedResponses {
  get(key: string, version: number): Promise<{ response: StoredResponse; ttlMs: number } | undefined>;
  set(key: string, version: number, response: StoredResponse, ttlMs: number): Promise<void>;
}

/**
 * One Redis string per answer: a 4-byte length, the JSON of status and headers, then the
 * body as it is sent (already compressed). The version is part of the key, so a purge
 * makes every older answer unreachable at once; they expire on their own.
 */
export function redisResponses(redis: SharedRedis): SharedResponses {
  const keyOf = (key: string, version: number) => `${redis.prefix}page:${version}:${key}`;
  return {
    async get(key, version) {
      const k = keyOf(key, version);
      const [[, raw], [, ttl]] = (await redis.commands.multi().getBuffer(k).pttl(k).exec()) as [[unknown, Buffer | null], [unknown, number]];
      if (!raw || raw.length < 4) return undefined;
      const headLength = raw.readUInt32BE(0);
      const head = JSON.parse(raw.subarray(4, 4 + headLength).toString('utf8')) as Omit<StoredResponse, 'body'>;
      const body = new Uint8Array(raw.length - 4 - headLength);
      body.set(raw.subarray(4 + headLength));
      return { response: { ...head, body }, ttlMs: Math.max(1, ttl) };
    },
    async set(key, version, response, ttlMs) {
      const head = Buffer.from(JSON.stringify({ status: response.status, headers: response.headers }), 'utf8');
      const length = Buffer.alloc(4);
      length.writeUInt32BE(head.length, 0);
      await redis.commands.set(keyOf(key, version), Buffer.concat([length, head, response.body]), 'PX', Math.max(1, Math.round(ttlMs)));
    },
  };
}
